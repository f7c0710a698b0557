import { formatMoney } from '@sorte/money';
import type { CurrencyCode } from '@sorte/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { ClockIcon } from '../../../components/ui/page-icons';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useDepositOrders } from '../api/order-list';
import type { DepositOrder } from '../api/order-list';
import { Button } from '../../../components/ui/button';

const statusKeys: Record<DepositOrder['status'], MessageKey> = {
  created: 'deposit.status.created',
  pending: 'deposit.status.pending',
  paid: 'deposit.status.paid',
  expired: 'deposit.status.expired',
  failed: 'deposit.status.failed',
  review: 'deposit.status.review',
  refunded: 'deposit.status.refunded',
};

interface DepositHistoryProps {
  token: string | null;
  currency: CurrencyCode;
  onPay: (payUrl: string) => void;
}

/** The drawer's history sub-view: the player's real deposits and the state of each. */
export function DepositHistory({ token, currency, onPay }: DepositHistoryProps) {
  const t = useTranslate();
  const market = useMarket();
  const orders = useDepositOrders(token);
  const list = orders.data ?? [];
  if (orders.isSuccess && list.length === 0) {
    return (
      <EmptyState
        icon={<ClockIcon />}
        title={t('deposit.historyEmpty')}
        hint={t('deposit.historyEmptyHint')}
      />
    );
  }
  return (
    <ul className="stack-list deposit-history" data-testid="deposit-history">
      {list.map((order) => (
        <li
          key={order.orderId}
          className="deposit-history__item"
          data-testid={`deposit-order-${order.orderId}`}
          data-status={order.status}
        >
          <div className="deposit-history__main">
            <span className="deposit-history__amount">
              {formatMoney(order.amountMinor, currency)}
            </span>
            <span className={`deposit-status deposit-status--${order.status}`}>
              {t(statusKeys[order.status])}
            </span>
          </div>
          <div className="deposit-history__meta">
            <span>{formatMarketTime(order.createdAt, market)}</span>
            <span>{order.orderId}</span>
          </div>
          {order.bonusMinor > 0 ? (
            <p className="deposit-history__bonus">
              {t('deposit.bonusLine', { amount: formatMoney(order.bonusMinor, currency) })}
            </p>
          ) : null}
          {order.reason ? <p className="deposit-history__reason">{order.reason}</p> : null}
          {order.status === 'pending' && order.payUrl ? (
            <Button
              variant="secondary"
              className="deposit-history__pay"
              onClick={() => onPay(order.payUrl ?? '')}
            >
              {t('deposit.payNow')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
