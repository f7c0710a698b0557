import { useTranslate } from '../../lib/i18n';

/**
 * A page chunk that failed to load (offline, or a new release replaced it). Reloading fetches a
 * fresh index.html and its current chunks, which also recovers from a deploy mid-session.
 */
export function PageLoadError() {
  const t = useTranslate();
  return (
    <main className="page-body page-load-error" data-testid="page-load-error">
      <div className="empty-state">
        <h1 className="empty-state__title" data-testid="page-title">
          {t('error.pageLoadTitle')}
        </h1>
        <p className="empty-state__hint">{t('error.pageLoadBody')}</p>
        <button
          type="button"
          className="button button--gold"
          onClick={() => globalThis.location.reload()}
        >
          {t('common.retry')}
        </button>
      </div>
    </main>
  );
}
