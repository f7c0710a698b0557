import { Page } from '../../components/ui/page';
import { DepositHistory } from '../../features/deposits/components/deposit-history';
import { RecentRounds } from '../../features/games/components/recent-rounds';
import { HistoryTabs } from '../../features/history/components/history-tabs';
import { useTranslate } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import { useUserInfo } from '../../lib/session';

/** The player's record: rounds as the casino recorded them, and deposits with their state. */
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
              locale={market.language}
              onPay={(payUrl) => globalThis.location.assign(payUrl)}
            />
          ),
        }}
      />
    </Page>
  );
}
