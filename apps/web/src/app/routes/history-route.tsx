import { Page } from '../../components/ui/page';
import { DepositHistory } from '../../features/deposits/components/deposit-history';
import { RecentRounds } from '../../features/games/components/recent-rounds';
import { HistoryTabs } from '../../features/history/components/history-tabs';
import { StatementList } from '../../features/history/components/statement-list';
import { WithdrawalOrderList } from '../../features/withdrawals/components/withdrawal-order-list';
import { useTranslate } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import { useUserInfo } from '../../lib/session';
import { paths } from '../paths';

/**
 * The player's record: the last ten rounds (seed), deposits and withdrawals with their state, and
 * the ledger's statement, which pages back through everything older.
 */
export default function HistoryRoute() {
  const t = useTranslate();
  const token = useUserInfo()?.token ?? null;
  const market = useMarket();
  return (
    <Page title={t('history.title')}>
      <HistoryTabs
        panels={{
          games: <RecentRounds token={token} />,
          deposits: (
            <DepositHistory
              token={token}
              currency={market.currency}
              onPay={(payUrl) => globalThis.location.assign(payUrl)}
            />
          ),
          withdrawals: (
            <WithdrawalOrderList
              orderHref={(orderId) =>
                `${paths.withdrawalTracker}?orderId=${encodeURIComponent(orderId)}`
              }
            />
          ),
          statement: <StatementList token={token} />,
        }}
      />
    </Page>
  );
}
