import { RefreshIcon } from '../../../components/ui/icons';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFallback } from '../../../components/ui/page-fallback';
import { useTranslate } from '../../../lib/i18n';

/** While a reward's answer is on its way, or when it did not come: the page says which. */
export function RewardLoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useTranslate();
  if (!failed) return <PageFallback />;
  return (
    <EmptyState icon={<RefreshIcon />} title={t('error.network')} hint="">
      <button type="button" className="button button--gold" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </EmptyState>
  );
}
