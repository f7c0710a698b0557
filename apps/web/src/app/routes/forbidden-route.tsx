import { forbiddenInChinese } from '@sorte/words/web/forbidden';
import { browserLanguagesOf, visitorLanguage } from '../../lib/blocked-language';
import { useTranslate } from '../../lib/i18n';
import './forbidden-route.css';

/**
 * The jurisdiction block, as the api decided it (`region_blocked`): no nav, no way in, nothing
 * loaded but this page, in the visitor's language where the app has it. The seed's blocked
 * language is Chinese, so the page says it in Chinese too to a browser that prefers it.
 */
export default function ForbiddenRoute() {
  const t = useTranslate();
  const { prefersChinese } = visitorLanguage(browserLanguagesOf(navigator));
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
      {prefersChinese ? (
        <p className="lead" lang="zh-CN" data-testid="forbidden-chinese">
          {forbiddenInChinese}
        </p>
      ) : null}
    </main>
  );
}
