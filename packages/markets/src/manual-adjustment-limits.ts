import type { MarketCode } from './market-codes';

/**
 * The largest manual balance adjustment (credit or debit, in the market's minor units) one staff
 * member may post alone; a larger one waits for a second staff member's approval (issue 19).
 * Chosen here, to be confirmed by the operator: about 100 US dollars in each currency, the order
 * of a large deposit bonus, so everyday goodwill credits need one person and bigger ones two. Minor units as
 * `@sorte/money` reads them (IDR shows minor × 10, NGN and VND as they are).
 */
export const manualAdjustmentAloneMinorMax: Readonly<Record<MarketCode, number>> = {
  BR: 50_000,
  NG: 150_000,
  ID: 160_000,
  MX: 200_000,
  PH: 500_000,
  VN: 2_500_000,
  TH: 350_000,
  EG: 500_000,
};
