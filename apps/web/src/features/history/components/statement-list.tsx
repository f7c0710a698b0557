import { formatMoney, isCurrencyCode } from '@sorte/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListIcon } from '../../../components/ui/page-icons';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useStatement } from '../api/statement';
import './statement-list.css';
import { Button } from '../../../components/ui/button';

const kindKeys: Record<string, MessageKey> = {
  bet: 'statement.kind.bet',
  win: 'statement.kind.win',
  rollback: 'statement.kind.rollback',
  deposit: 'statement.kind.deposit',
  bonus: 'statement.kind.bonus',
  withdrawal_hold: 'statement.kind.withdrawal_hold',
  withdrawal_refund: 'statement.kind.withdrawal_refund',
  promotion: 'statement.kind.promotion',
  adjustment: 'statement.kind.adjustment',
};

/**
 * Every movement of the balance from the ledger (`/v1/bus/statement`), newest first, paging back
 * as far as the player wants: rounds older than the last ten, deposits and withdrawals alike.
 */
export function StatementList({ token }: { token: string | null }) {
  const t = useTranslate();
  const market = useMarket();
  const statement = useStatement(token);
  if (!statement.data) return <div className="statement" aria-busy="true" />;
  const items = statement.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState icon={<ListIcon />} title={t('history.empty')} hint={t('history.emptyHint')} />
    );
  }
  return (
    <>
      <p className="statement__intro">{t('statement.intro')}</p>
      <ul className="statement" data-testid="statement">
        {items.map((item, index) => {
          const currency = isCurrencyCode(item.currency) ? item.currency : market.currency;
          const money = (amountMinor: number) => formatMoney(amountMinor, currency);
          return (
            <li
              key={`${item.transactionId}:${index}`}
              className="statement__item"
              data-kind={item.kind}
            >
              <div className="statement__main">
                <span className="statement__kind">
                  {t(kindKeys[item.kind] ?? 'statement.kind.other')}
                </span>
                <span
                  className={
                    item.amountMinor > 0
                      ? 'statement__amount statement__amount--in'
                      : 'statement__amount'
                  }
                >
                  {item.amountMinor > 0 ? '+' : '−'}
                  {money(Math.abs(item.amountMinor))}
                </span>
              </div>
              <div className="statement__meta">
                <span>{formatMarketTime(item.createdAt, market)}</span>
                <span>
                  {t('statement.balanceAfter', { amount: money(item.balanceAfterMinor) })}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      {statement.hasNextPage ? (
        <Button
          variant="ghost"
          block
          className="statement__more"
          disabled={statement.isFetchingNextPage}
          data-testid="statement-more"
          onClick={() => void statement.fetchNextPage()}
        >
          {t('statement.loadMore')}
        </Button>
      ) : null}
    </>
  );
}
