import { currencies } from '@sorte/money';
import { complianceProfiles } from '../compliance-profiles';
import { customDepositRangeOf } from '../custom-deposit-range';
import type { Market } from '../market';
import { userTypes } from '../user-types';
import {
  dailySignInRewardsFromBrazil,
  vipTiersFromBrazil,
  withdrawalListsFromBrazil,
} from './from-brazil';

// chosen: the lists below are Brazil's × 10, the seed's own ratio of first-deposit amounts
// (10000 / 1000).
const factor = 10;

export const philippines = {
  code: 'PH',
  name: 'Philippines',
  currency: 'PHP',
  currencySign: currencies.PHP.sign,
  phoneAreaCode: '+63',
  language: 'en',
  // chosen: the copy's language with the market's country.
  locale: 'en-PH',
  timeZone: 'Asia/Manila',

  newTaskRewardMinor: 30000,
  firstDepositMinor: 10000,
  arrivalMinor: 30000,
  unrechargedBalanceMinor: 500000,
  withdrawLimitMinor: 500000,
  differentCountryTimeMs: 0,

  // The seed: first withdrawal "2000 and up"; the rest is chosen.
  ...withdrawalListsFromBrazil(factor, 2000),
  dailySignInRewardsMinor: dailySignInRewardsFromBrazil(factor),
  vipTiers: vipTiersFromBrazil(factor),

  // chosen: Brazil's × 10 without ₱300 and ₱500, so that type E's own first two amounts (below)
  // keep the list strictly ascending.
  depositOptions: [
    { orderAmountMinor: 10000, givingRateBps: 0 },
    { orderAmountMinor: 20000, givingRateBps: 1000 },
    { orderAmountMinor: 100000, givingRateBps: 1500 },
    { orderAmountMinor: 200000, givingRateBps: 2000 },
    { orderAmountMinor: 500000, givingRateBps: 2500 },
    { orderAmountMinor: 1000000, givingRateBps: 3000 },
    { orderAmountMinor: 2000000, givingRateBps: 3500 },
    { orderAmountMinor: 5000000, givingRateBps: 4000 },
  ],
  // The seed: user type E with PHP gets 30000 and 50000 as the first two options, the second
  // preselected while the player has never deposited.
  depositOverrides: [
    {
      userType: userTypes.E,
      firstAmountsMinor: [30000, 50000],
      preselectedIndexWithoutDeposits: 1,
    },
  ],
  customDepositRange: customDepositRangeOf('PHP'),
  // chosen: whole units.
  depositMultipleOfMinor: 100,

  // chosen: the seed's "multiples of one hundred", read as 100 minor units as in Brazil.
  withdrawalMultipleOfMinor: 100,
  // chosen: a minute between two requests stops a double tap or a script from queueing
  // several, and never makes a player wait long.
  withdrawalIntervalMsMin: 60_000,
  // chosen: withdrawals up to the seed's withdraw limit are approved without a person once the
  // player's account passed its checks; larger ones wait for staff.
  withdrawalAutoApproveMinorMax: 500000,
  depositWageringMultiple: 1,
  // chosen: as Brazil.
  bonusWageringMultiple: 3,
  // chosen: Brazil's 5 % fee, above this market's seed withdraw limit ("elsewhere above a
  // configurable amount").
  withdrawalFeeBps: 500,
  withdrawalFeeAboveMinor: 500000,
  // chosen: no tax by default, as Brazil.
  withdrawalTaxBps: 0,

  complianceProfile: complianceProfiles['ph-pagcor'],

  chosenFields: [
    'locale',
    'firstWithdrawalAmountsMinor',
    'laterWithdrawalAmountsMinor',
    'withdrawalAmountVariants',
    'dailySignInRewardsMinor',
    'vipTiers',
    'depositOptions',
    'depositMultipleOfMinor',
    'withdrawalMinorMax',
    'withdrawalMultipleOfMinor',
    'withdrawalIntervalMsMin',
    'withdrawalAutoApproveMinorMax',
    'bonusWageringMultiple',
    'withdrawalFeeBps',
    'withdrawalFeeAboveMinor',
    'withdrawalTaxBps',
  ],
} as const satisfies Market;
