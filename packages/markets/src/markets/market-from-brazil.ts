import { currencies } from '@sorte/money';
import { complianceProfiles } from '../compliance-profiles';
import { customDepositRangeOf } from '../custom-deposit-range';
import type { Market, MarketField } from '../market';
import type { MarketCode } from '../market-codes';
import {
  depositOptionsFromBrazil,
  dailySignInRewardsFromBrazil,
  vipTiersFromBrazil,
  withdrawalListsFromBrazil,
} from './from-brazil';

/** What a market whose lists follow Brazil's states of its own: the seed's figures and its factor. */
export interface MarketFacts<Code extends MarketCode> extends Pick<
  Market,
  | 'name'
  | 'currency'
  | 'phoneAreaCode'
  | 'timeZone'
  | 'newTaskRewardMinor'
  | 'firstDepositMinor'
  | 'arrivalMinor'
  | 'unrechargedBalanceMinor'
  | 'withdrawLimitMinor'
  | 'differentCountryTimeMs'
  | 'depositMultipleOfMinor'
> {
  readonly code: Code;
  /** Brazil's lists are scaled by it: the ratio of the two markets' seed first-deposit amounts. */
  readonly factor: number;
  /** The seed's smallest first-withdrawal amount, where it gives one (it sets the minimum). */
  readonly firstWithdrawalMinorFromSeed?: number;
  /** Fields chosen beyond those every such market chooses, listed first. */
  readonly alsoChosen?: readonly MarketField[];
}

/**
 * A market whose lists are Brazil's times its factor, in English with the market's country, on
 * the default compliance profile and Brazil's withdrawal rules; `overrides` replace any field
 * (a market's own language, deposit options or profile). Everything not in the facts is chosen.
 */
export function marketFromBrazil<Code extends MarketCode>(
  facts: MarketFacts<Code>,
  overrides: Partial<Omit<Market, 'code' | 'chosenFields'>> = {},
): Market & { readonly code: Code } {
  const { factor, firstWithdrawalMinorFromSeed, alsoChosen = [], ...own } = facts;
  return {
    code: own.code,
    name: own.name,
    currency: own.currency,
    currencySign: currencies[own.currency].sign,
    phoneAreaCode: own.phoneAreaCode,
    language: 'en',
    // chosen: the copy's language with the market's country.
    locale: `en-${own.code}`,
    timeZone: own.timeZone,

    newTaskRewardMinor: own.newTaskRewardMinor,
    firstDepositMinor: own.firstDepositMinor,
    arrivalMinor: own.arrivalMinor,
    unrechargedBalanceMinor: own.unrechargedBalanceMinor,
    withdrawLimitMinor: own.withdrawLimitMinor,
    differentCountryTimeMs: own.differentCountryTimeMs,

    ...withdrawalListsFromBrazil(factor, firstWithdrawalMinorFromSeed),
    dailySignInRewardsMinor: dailySignInRewardsFromBrazil(factor),
    vipTiers: vipTiersFromBrazil(factor),

    depositOptions: depositOptionsFromBrazil(factor),
    depositOverrides: [],
    customDepositRange: customDepositRangeOf(own.currency),
    depositMultipleOfMinor: own.depositMultipleOfMinor,

    // chosen: the seed's "multiples of one hundred", read as 100 minor units as in Brazil.
    withdrawalMultipleOfMinor: 100,
    // chosen: a minute between two requests stops a double tap or a script from queueing
    // several, and never makes a player wait long.
    withdrawalIntervalMsMin: 60_000,
    // chosen: withdrawals up to the seed's withdraw limit are approved without a person once the
    // player's account passed its checks; larger ones wait for staff.
    withdrawalAutoApproveMinorMax: own.withdrawLimitMinor,
    // chosen: as Brazil, ten times the automatic-approval limit needs a second approver.
    withdrawalSecondApprovalAboveMinor: own.withdrawLimitMinor * 10,
    depositWageringMultiple: 1,
    // chosen: as Brazil.
    bonusWageringMultiple: 3,
    // chosen: Brazil's 5 % fee, above this market's seed withdraw limit ("elsewhere above a
    // configurable amount").
    withdrawalFeeBps: 500,
    withdrawalFeeAboveMinor: own.withdrawLimitMinor,
    // chosen: no tax by default, as Brazil.
    withdrawalTaxBps: 0,

    complianceProfile: complianceProfiles.default,
    ...overrides,

    chosenFields: [
      ...alsoChosen,
      'locale',
      'firstWithdrawalAmountsMinor',
      'laterWithdrawalAmountsMinor',
      'withdrawalAmountVariants',
      'dailySignInRewardsMinor',
      'vipTiers',
      'depositOptions',
      'depositMultipleOfMinor',
      // The seed's smallest first withdrawal, where it gives one, is the minimum.
      ...(firstWithdrawalMinorFromSeed === undefined ? (['withdrawalMinorMin'] as const) : []),
      'withdrawalMinorMax',
      'withdrawalMultipleOfMinor',
      'withdrawalIntervalMsMin',
      'withdrawalAutoApproveMinorMax',
      'withdrawalSecondApprovalAboveMinor',
      'bonusWageringMultiple',
      'withdrawalFeeBps',
      'withdrawalFeeAboveMinor',
      'withdrawalTaxBps',
    ],
  };
}
