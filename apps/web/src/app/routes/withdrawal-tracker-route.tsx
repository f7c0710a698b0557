import { ClockIcon } from '../../components/ui/icons';
import { EmptyState } from '../../components/ui/empty-state';
import { Page } from '../../components/ui/page';
import { WithdrawalStages } from '../../features/withdrawals/components/withdrawal-stages';
import { useTranslate } from '../../lib/i18n';

/** Serves both /withdrawalTracker and /withdrawalTrackerA (seed §2). */
export default function WithdrawalTrackerRoute() {
  const t = useTranslate();
  return (
    <Page title={t('tracker.title')}>
      <section className="card">
        <WithdrawalStages />
      </section>
      <section className="card">
        <EmptyState icon={<ClockIcon />} title={t('tracker.empty')} hint={t('tracker.emptyHint')} />
      </section>
    </Page>
  );
}
