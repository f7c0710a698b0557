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

// chosen: the lists below are Brazil's × 3, the seed's own ratio of first-deposit amounts
// (3000 / 1000).
const factor = 3;

export const mexico = {
  code: 'MX',
  name: 'Mexico',
  currency: 'MXN',
  // chosen: "$", as Mexicans write pesos (see the currency table).
  currencySign: currencies.MXN.sign,
  phoneAreaCode: '+52',
  language: 'es',
  // chosen: the copy's language with the market's country.
  locale: 'es-MX',
  timeZone: 'America/Mexico_City',

  newTaskRewardMinor: 9000,
  firstDepositMinor: 3000,
  arrivalMinor: 9000,
  unrechargedBalanceMinor: 100000,
  withdrawLimitMinor: 200000,
  differentCountryTimeMs: 50_400_000,

  // The seed: first withdrawal "200 and up"; the rest is chosen.
  ...withdrawalListsFromBrazil(factor, 200),
  dailySignInRewardsMinor: dailySignInRewardsFromBrazil(factor),
  vipTiers: vipTiersFromBrazil(factor),

  depositOptions: depositOptionsFromBrazil(factor),
  depositOverrides: [],
  customDepositRange: customDepositRangeOf('MXN'),
  // chosen: whole units.
  depositMultipleOfMinor: 100,

  // chosen: the seed's "multiples of one hundred", read as 100 minor units as in Brazil.
  withdrawalMultipleOfMinor: 100,
  // chosen: a minute between two requests stops a double tap or a script from queueing
  // several, and never makes a player wait long.
  withdrawalIntervalMsMin: 60_000,
  // chosen: withdrawals up to the seed's withdraw limit are approved without a person once the
  // player's account passed its checks; larger ones wait for staff.
  withdrawalAutoApproveMinorMax: 200000,
  depositWageringMultiple: 1,
  // chosen: as Brazil.
  bonusWageringMultiple: 3,
  // chosen: Brazil's 5 % fee, above this market's seed withdraw limit ("elsewhere above a
  // configurable amount").
  withdrawalFeeBps: 500,
  withdrawalFeeAboveMinor: 200000,
  // chosen: no tax by default, as Brazil.
  withdrawalTaxBps: 0,

  complianceProfile: complianceProfiles.default,

  chosenFields: [
    'currencySign',
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
