import { ErrorState } from '../../../components/ui/error-state';
import { PageFallback } from '../../../components/ui/page-fallback';
import { useTranslate } from '../../../lib/i18n';

/**
 * While a reward's answer is on its way (the shell's own spinner, as while the page's chunk
 * loads), or when it did not come: the page says which. Not the kit's LoadingState: importing it
 * here makes the bundler split the router out of the entry chunk, which costs `/` 1 KB.
 */
export function RewardLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useTranslate();
  if (!failed) return <PageFallback />;
  return <ErrorState title={t('error.network')} hint="" onRetry={onRetry} />;
}
