import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { WithdrawalOrderList } from '../../features/withdrawals/components/withdrawal-order-list';
import { WithdrawalTracker } from '../../features/withdrawals/components/withdrawal-tracker';
import { useTranslate } from '../../lib/i18n';
import { paths } from '../paths';

/**
 * Serves both /withdrawalTracker and /withdrawalTrackerA (seed §2): `?orderId=` names the
 * withdrawal to follow; without it, the one on its way or else the latest. The player's other
 * withdrawals are listed below to pick from.
 */
export default function WithdrawalTrackerRoute() {
  const t = useTranslate();
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  return (
    <Page title={t('tracker.title')}>
      <WithdrawalTracker
        key={orderId ?? 'current'}
        orderId={orderId}
        accountHref={(accountId) => `${paths.withdrawals}?edit=${accountId}`}
      />
      <section className="card" aria-labelledby="tracker-orders-title">
        <h2 id="tracker-orders-title" className="section-title">
          {t('tracker.orders')}
        </h2>
        <WithdrawalOrderList
          selectedId={orderId}
          orderHref={(id) => `${paths.withdrawalTracker}?orderId=${encodeURIComponent(id)}`}
        />
      </section>
    </Page>
  );
}
