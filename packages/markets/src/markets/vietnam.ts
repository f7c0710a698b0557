import { currencies } from '@sorte/money';
import { complianceProfiles } from '../compliance-profiles';
import { customDepositRangeOf } from '../custom-deposit-range';
import type { Market } from '../market';
import {
  depositOptionsFromBrazil,
  dailySignInRewardsFromBrazil,
  vipTiersFromBrazil,
  withdrawalListsFromBrazil,
} from './from-brazil';

// chosen: the lists below are Brazil's × 5, the seed's own ratio of first-deposit amounts
// (5000 / 1000).
const factor = 5;

export const vietnam = {
  code: 'VN',
  name: 'Vietnam',
  currency: 'VND',
  currencySign: currencies.VND.sign,
  phoneAreaCode: '+84',
  language: 'en',
  // chosen: the copy's language with the market's country.
  locale: 'en-VN',
  timeZone: 'Asia/Ho_Chi_Minh',

  newTaskRewardMinor: 15000,
  firstDepositMinor: 5000,
  arrivalMinor: 15000,
  unrechargedBalanceMinor: 250000,
  withdrawLimitMinor: 150000,
  differentCountryTimeMs: 3_600_000,

  ...withdrawalListsFromBrazil(factor),
  dailySignInRewardsMinor: dailySignInRewardsFromBrazil(factor),
  vipTiers: vipTiersFromBrazil(factor),

  depositOptions: depositOptionsFromBrazil(factor),
  depositOverrides: [],
  customDepositRange: customDepositRangeOf('VND'),
  // chosen: whole units (this currency's minor unit is already one).
  depositMultipleOfMinor: 1,

  // chosen: the seed's "multiples of one hundred", read as 100 minor units as in Brazil.
  withdrawalMultipleOfMinor: 100,
  // chosen: a minute between two requests stops a double tap or a script from queueing
  // several, and never makes a player wait long.
  withdrawalIntervalMsMin: 60_000,
  // chosen: withdrawals up to the seed's withdraw limit are approved without a person once the
  // player's account passed its checks; larger ones wait for staff.
  withdrawalAutoApproveMinorMax: 150000,
  depositWageringMultiple: 1,
  // chosen: as Brazil.
  bonusWageringMultiple: 3,
  // chosen: Brazil's 5 % fee, above this market's seed withdraw limit ("elsewhere above a
  // configurable amount").
  withdrawalFeeBps: 500,
  withdrawalFeeAboveMinor: 150000,
  // chosen: no tax by default, as Brazil.
  withdrawalTaxBps: 0,

  complianceProfile: complianceProfiles.default,

  chosenFields: [
    'locale',
    'firstWithdrawalAmountsMinor',
    'laterWithdrawalAmountsMinor',
    'withdrawalAmountVariants',
    'dailySignInRewardsMinor',
    'vipTiers',
    'depositOptions',
    'depositMultipleOfMinor',
    'withdrawalMinorMin',
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
