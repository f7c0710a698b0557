import { useTranslate } from '../../lib/i18n';
import { ErrorState } from './error-state';

/**
 * A page chunk that failed to load (offline, or a new release replaced it). Reloading fetches a
 * fresh index.html and its current chunks, which also recovers from a deploy mid-session.
 */
export function PageLoadError() {
  const t = useTranslate();
  return (
    <main className="page-body page-load-error" data-testid="page-load-error">
      <ErrorState
        titleLevel="h1"
        title={t('error.pageLoadTitle')}
        hint={t('error.pageLoadBody')}
        onRetry={() => globalThis.location.reload()}
      />
    </main>
  );
}
