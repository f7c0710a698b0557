import { applyRate } from '@sorte/money';
import type { DepositOption } from './market';

/** The market's first-deposit offer: deposit `amountMinor`, receive `arrivalMinor`. */
export interface FirstDepositOffer {
  readonly amountMinor: number;
  readonly arrivalMinor: number;
}

export interface DepositBonus {
  readonly bonusMinor: number;
  /** The first-deposit offer decided the bonus, not the amount's rate. */
  readonly firstDepositOffer: boolean;
  /** What the deposit and its bonus add to the wagering requirement (PRODUCT.md §3.5)… */
  readonly wageringAddedMinor: number;
  /** …of which the deposit's own share (the rest is the bonus's). */
  readonly depositWageringMinor: number;
  readonly bonusWageringMinor: number;
}

/**
 * The bonus rate of an amount: the rate of the largest offered amount not above it, so a custom
 * amount earns what the option just below it earns and an offered amount earns its own rate.
 */
export function givingRateFor(options: readonly DepositOption[], amountMinor: number): number {
  let rateBps = 0;
  for (const option of options) {
    if (option.orderAmountMinor <= amountMinor) rateBps = option.givingRateBps;
  }
  return rateBps;
}

/**
 * What a deposit earns, the one rule the server credits and the drawer quotes: a first deposit of
 * exactly the offer's amount receives the offer's arrival amount (Brazil: R$ 10 → R$ 30); any other
 * deposit earns its rate, rounded down. Pass `firstDepositOffer: null` where the player has
 * deposited before or the market's compliance profile forbids advance bonuses. Pure.
 */
export function depositBonusFor(input: {
  amountMinor: number;
  givingRateBps: number;
  firstDepositOffer: FirstDepositOffer | null;
  depositWageringMultiple: number;
  bonusWageringMultiple: number;
}): DepositBonus {
  const offer = input.firstDepositOffer;
  const firstDepositOffer = offer !== null && offer.amountMinor === input.amountMinor;
  const bonusMinor = firstDepositOffer
    ? Math.max(0, offer.arrivalMinor - input.amountMinor)
    : applyRate(input.amountMinor, input.givingRateBps);
  const depositWageringMinor = input.amountMinor * input.depositWageringMultiple;
  const bonusWageringMinor = bonusMinor * input.bonusWageringMultiple;
  const wageringAddedMinor = depositWageringMinor + bonusWageringMinor;
  if (!Number.isSafeInteger(wageringAddedMinor)) {
    throw new RangeError(`wagering for a deposit of ${input.amountMinor} is not a safe integer`);
  }
  return {
    bonusMinor,
    firstDepositOffer,
    wageringAddedMinor,
    depositWageringMinor,
    bonusWageringMinor,
  };
}
