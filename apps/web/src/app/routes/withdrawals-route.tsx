import { Link } from 'react-router';
import { ClockIcon } from '../../components/ui/icons';
import { Page } from '../../components/ui/page';
import { BalanceCard } from '../../features/account/components/balance-card';
import { HonestWithdrawalNote } from '../../features/withdrawals/components/honest-withdrawal-note';
import { WithdrawalStages } from '../../features/withdrawals/components/withdrawal-stages';
import { useTranslate } from '../../lib/i18n';
import { paths } from '../paths';

export default function WithdrawalsRoute() {
  const t = useTranslate();
  return (
    <Page title={t('security.title')}>
      <BalanceCard label={t('security.available')} testId="withdrawable-balance" />
      <section className="card">
        <h2 className="section-title">{t('security.stages')}</h2>
        <WithdrawalStages />
      </section>
      <HonestWithdrawalNote />
      <div className="stack">
        <button type="button" className="button button--gold button--block" disabled>
          {t('security.addAccount')}
          <span className="tag button__badge">{t('common.comingSoon')}</span>
        </button>
        <Link className="button button--outline button--block" to={paths.withdrawalTracker}>
          <ClockIcon />
          {t('security.track')}
        </Link>
      </div>
    </Page>
  );
}
