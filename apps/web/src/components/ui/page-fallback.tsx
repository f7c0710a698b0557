import { useTranslate } from '../../lib/i18n';

/** Shown for the moment a lazy page's chunk is on its way. */
export function PageFallback() {
  const t = useTranslate();
  return (
    <div className="page-fallback" role="status">
      <span className="page-fallback__ring" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
