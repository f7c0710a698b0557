import { applyRate, formatRateFraction } from '@sorte/money';
import type { CallData, chargeAmountList } from '@sorte/contracts';
import type { ComplianceProfile, MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { paymentMethodFor } from './payment-method-for';
import { readDepositChoice } from './read-deposit-choice';

type ChargeAmountListData = CallData<typeof chargeAmountList>;

export async function listDepositAmounts(
  db: Database,
  player: { playerId: number; market: MarketCode; complianceProfile: ComplianceProfile },
): Promise<ChargeAmountListData> {
  const choice = await readDepositChoice(db, player.playerId, player.market);
  const { market } = choice;
  // A profile that forbids advance bonuses offers none (PRODUCT.md §3.10).
  const bonusesAllowed = player.complianceProfile.advanceBonusesAllowed;
  const offerFirstDeposit = bonusesAllowed && choice.paidDepositCount === 0;
  return {
    list: choice.options.map((option) => {
      const givingRateBps = bonusesAllowed ? option.givingRateBps : 0;
      return {
        orderAmount: option.orderAmountMinor,
        givingRate: formatRateFraction(givingRateBps),
        givingRateBps,
        bonusMinor: applyRate(option.orderAmountMinor, givingRateBps),
      };
    }),
    preselectedIndex: choice.preselectedIndex,
    currency: market.currency,
    method: paymentMethodFor(market.code),
    firstDepositOffer: offerFirstDeposit
      ? { amountMinor: market.firstDepositMinor, arrivalMinor: market.arrivalMinor }
      : null,
    customAmountMinorMin: market.customDepositRange.amountMinorMin,
    customAmountMinorMax: market.customDepositRange.amountMinorMax,
    depositWageringMultiple: market.depositWageringMultiple,
    bonusWageringMultiple: market.bonusWageringMultiple,
  };
}
