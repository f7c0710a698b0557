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

// chosen: the lists below are Brazil's × 3000, the seed's own ratio of first-deposit amounts
// (3000000 / 1000).
const factor = 3000;

export const indonesia = {
  code: 'ID',
  name: 'Indonesia',
  currency: 'IDR',
  currencySign: currencies.IDR.sign,
  phoneAreaCode: '+62',
  language: 'en',
  // chosen: the copy's language with the market's country.
  locale: 'en-ID',
  timeZone: 'Asia/Jakarta',

  newTaskRewardMinor: 9_000_000,
  firstDepositMinor: 3_000_000,
  arrivalMinor: 9_000_000,
  unrechargedBalanceMinor: 300_000_000,
  withdrawLimitMinor: 150_000_000,
  differentCountryTimeMs: 3_600_000,

  ...withdrawalListsFromBrazil(factor),
  dailySignInRewardsMinor: dailySignInRewardsFromBrazil(factor),
  vipTiers: vipTiersFromBrazil(factor),

  depositOptions: depositOptionsFromBrazil(factor),
  depositOverrides: [],
  customDepositRange: customDepositRangeOf('IDR'),
  // chosen: Rp 10, the smallest amount a minor unit holds.
  depositMultipleOfMinor: 1,

  // chosen: the seed's "multiples of one hundred", read as 100 minor units as in Brazil.
  withdrawalMultipleOfMinor: 100,
  // chosen: a minute between two requests stops a double tap or a script from queueing
  // several, and never makes a player wait long.
  withdrawalIntervalMsMin: 60_000,
  // chosen: withdrawals up to the seed's withdraw limit are approved without a person once the
  // player's account passed its checks; larger ones wait for staff.
  withdrawalAutoApproveMinorMax: 150_000_000,
  depositWageringMultiple: 1,
  // chosen: as Brazil.
  bonusWageringMultiple: 3,
  // chosen: Brazil's 5 % fee, above this market's seed withdraw limit ("elsewhere above a
  // configurable amount").
  withdrawalFeeBps: 500,
  withdrawalFeeAboveMinor: 150_000_000,
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
