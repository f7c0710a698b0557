import { useTranslate } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';

/** A raise or a removal still cooling off: the new limit as its row shows it, null for a removal. */
export interface PendingChange {
  limit: string | null;
  effectiveAt: string;
}

/** Says what a limit's change still cooling off will do, and when, on the market's clock. */
export function PendingChangeNote({ change, testId }: { change: PendingChange; testId: string }) {
  const t = useTranslate();
  const when = formatMarketTime(change.effectiveAt, useMarket());
  return (
    <p className="limit-row__pending" data-testid={testId}>
      {change.limit === null
        ? t('limits.pendingRemoval', { when })
        : t('limits.pendingRaise', { amount: change.limit, when })}
    </p>
  );
}
