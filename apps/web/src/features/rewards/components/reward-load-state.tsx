import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslate } from '../../../lib/i18n';

/** While a reward's answer is on its way, or when it did not come: the page says which. */
export function RewardLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useTranslate();
  if (!failed) return <LoadingState className="card reward-loading" />;
  return <ErrorState title={t('error.network')} hint="" onRetry={onRetry} />;
}
