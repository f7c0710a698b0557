import { payoutChannelLabel, withdrawalStageMessages } from '@sorte/markets';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ClockIcon } from '../../../components/ui/page-icons';
import { useTranslate } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { useWithdrawalOrders } from '../api/withdrawal-orders';
import { moneyOf } from './money-of';
import './withdrawal-tracker.css';
import { Button } from '../../../components/ui/button';

export interface WithdrawalOrderListProps {
  /** Where one withdrawal is followed. */
  orderHref: (orderId: string) => string;
  /** The withdrawal shown beside the list, marked in it. */
  selectedId?: string | null;
}

/** The player's real withdrawals, newest first, ten at a time, each one a way to its tracker. */
export function WithdrawalOrderList({ orderHref, selectedId = null }: WithdrawalOrderListProps) {
  const t = useTranslate();
  const market = useMarket();
  const token = useUserInfo()?.token ?? null;
  const orders = useWithdrawalOrders(token);
  if (!orders.data) return <div className="stack-list withdrawal-list" aria-busy="true" />;
  const list = orders.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    return (
      <EmptyState icon={<ClockIcon />} title={t('tracker.empty')} hint={t('tracker.emptyHint')} />
    );
  }
  const words = withdrawalStageMessages[market.language];
  return (
    <>
      <ul className="stack-list withdrawal-list" data-testid="withdrawal-list">
        {list.map((order) => {
          const money = moneyOf(order.currency, market.currency);
          const requestedAt = order.stages[0]?.at;
          return (
            <li key={order.orderId}>
              <Link
                className={
                  order.orderId === selectedId
                    ? 'withdrawal-list__item is-selected'
                    : 'withdrawal-list__item'
                }
                aria-current={order.orderId === selectedId ? 'true' : undefined}
                to={orderHref(order.orderId)}
                data-testid={`withdrawal-list-${order.orderId}`}
                data-status={order.status}
              >
                <span className="withdrawal-list__main">
                  <span className="withdrawal-list__amount">{money(order.amountMinor)}</span>
                  <span className={`stage-badge stage-badge--${order.status}`}>
                    {words[order.status].label}
                  </span>
                </span>
                <span className="withdrawal-list__meta">
                  <span>
                    {payoutChannelLabel(order.channelId, market.language)} {order.accountMasked}
                  </span>
                  <span>{requestedAt ? formatMarketTime(requestedAt, market) : ''}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {orders.hasNextPage ? (
        <Button
          variant="ghost"
          block
          className="withdrawal-list__more"
          disabled={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
        >
          {t('tracker.loadMore')}
        </Button>
      ) : null}
    </>
  );
}
