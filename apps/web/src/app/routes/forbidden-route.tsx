import { useTranslate } from '../../lib/i18n';
import './forbidden-route.css';

/** The jurisdiction block: no nav, no way in, nothing loaded but this page. */
export default function ForbiddenRoute() {
  const t = useTranslate();
  return (
    <main className="forbidden" data-testid="forbidden-page">
      <title>403 · Sorte</title>
      <p className="forbidden__code" aria-hidden="true">
        403
      </p>
      <h1 className="forbidden__title" data-testid="page-title">
        {t('forbidden.title')}
      </h1>
      <p className="lead">{t('forbidden.text')}</p>
    </main>
  );
}
