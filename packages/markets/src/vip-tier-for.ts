import { assertAmountMinor } from '@sorte/money';
import type { VipTier } from './market';
import type { MarketCode } from './market-codes';
import { getMarket } from './market-table';

/** The highest tier a player's total deposits reach; null (VIP0) before any deposit. */
export function vipTierFor(marketCode: MarketCode, totalDepositsMinor: number): VipTier | null {
  const checkedTotalMinor = assertAmountMinor(totalDepositsMinor, 'totalDepositsMinor');
  const reached = getMarket(marketCode).vipTiers.filter(
    (tier) => tier.totalDepositsMinorMin <= checkedTotalMinor,
  );
  return reached.at(-1) ?? null;
}
