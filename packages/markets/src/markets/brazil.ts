import { currencies } from '@sorte/money';
import { complianceProfiles } from '../compliance-profiles';
import { customDepositRangeOf } from '../custom-deposit-range';
import type { Market } from '../market';

const firstWithdrawalAmountsMinor = [100, 10000, 50000, 100000, 500000, 1000000];
// chosen: the seed says "50000 to 1000000"; the steps between are ours.
const laterWithdrawalAmountsMinor = [50000, 100000, 200000, 500000, 1000000];

export const brazil = {
  code: 'BR',
  name: 'Brazil',
  currency: 'BRL',
  currencySign: currencies.BRL.sign,
  phoneAreaCode: '+55',
  language: 'pt-BR',
  // chosen: language and country.
  locale: 'pt-BR',
  timeZone: 'America/Sao_Paulo',

  newTaskRewardMinor: 3000,
  firstDepositMinor: 1000,
  arrivalMinor: 3000,
  unrechargedBalanceMinor: 50000,
  withdrawLimitMinor: 50000,
  differentCountryTimeMs: 39_600_000,

  firstWithdrawalAmountsMinor,
  laterWithdrawalAmountsMinor,
  // chosen: the seed names the variants but not their values; they start equal to the main lists.
  withdrawalAmountVariants: {
    a: { firstWithdrawalAmountsMinor, laterWithdrawalAmountsMinor },
    e: { firstWithdrawalAmountsMinor, laterWithdrawalAmountsMinor },
    f: { firstWithdrawalAmountsMinor, laterWithdrawalAmountsMinor },
  },
  dailySignInRewardsMinor: [100, 300, 200, 200, 200, 200, 300, 200, 500],
  // chosen: thresholds from R$ 100 to R$ 1,000,000 deposited; limits grow with the level.
  vipTiers: [
    { level: 1, totalDepositsMinorMin: 1, withdrawalsPerDayMax: 2, withdrawalMinorMax: 100000 },
    { level: 2, totalDepositsMinorMin: 10000, withdrawalsPerDayMax: 2, withdrawalMinorMax: 150000 },
    { level: 3, totalDepositsMinorMin: 50000, withdrawalsPerDayMax: 3, withdrawalMinorMax: 200000 },
    {
      level: 4,
      totalDepositsMinorMin: 100000,
      withdrawalsPerDayMax: 3,
      withdrawalMinorMax: 300000,
    },
    {
      level: 5,
      totalDepositsMinorMin: 500000,
      withdrawalsPerDayMax: 4,
      withdrawalMinorMax: 500000,
    },
    {
      level: 6,
      totalDepositsMinorMin: 1000000,
      withdrawalsPerDayMax: 4,
      withdrawalMinorMax: 600000,
    },
    {
      level: 7,
      totalDepositsMinorMin: 5000000,
      withdrawalsPerDayMax: 5,
      withdrawalMinorMax: 700000,
    },
    {
      level: 8,
      totalDepositsMinorMin: 10000000,
      withdrawalsPerDayMax: 6,
      withdrawalMinorMax: 800000,
    },
    {
      level: 9,
      totalDepositsMinorMin: 50000000,
      withdrawalsPerDayMax: 8,
      withdrawalMinorMax: 900000,
    },
    {
      level: 10,
      totalDepositsMinorMin: 100000000,
      withdrawalsPerDayMax: 10,
      withdrawalMinorMax: 1000000,
    },
  ],

  // chosen: R$ 10 (the first-deposit amount) to R$ 2,000, bonus rising from 0 % to 40 %.
  depositOptions: [
    { orderAmountMinor: 1000, givingRateBps: 0 },
    { orderAmountMinor: 2000, givingRateBps: 1000 },
    { orderAmountMinor: 5000, givingRateBps: 1500 },
    { orderAmountMinor: 10000, givingRateBps: 2000 },
    { orderAmountMinor: 20000, givingRateBps: 2500 },
    { orderAmountMinor: 50000, givingRateBps: 3000 },
    { orderAmountMinor: 100000, givingRateBps: 3500 },
    { orderAmountMinor: 200000, givingRateBps: 4000 },
  ],
  depositOverrides: [],
  customDepositRange: customDepositRangeOf('BRL'),
  // chosen: whole reais.
  depositMultipleOfMinor: 100,

  withdrawalMinorMin: 100,
  withdrawalMinorMax: 1000000,
  // chosen: the seed's "multiples of one hundred" read as 100 minor units (whole reais), which
  // every listed amount is, including the R$ 1 first withdrawal.
  withdrawalMultipleOfMinor: 100,
  // chosen: a minute between two requests stops a double tap or a script from queueing
  // several, and never makes a player wait long.
  withdrawalIntervalMsMin: 60_000,
  // chosen: withdrawals up to the seed's withdraw limit are approved without a person once the
  // player's account passed its checks; larger ones wait for staff.
  withdrawalAutoApproveMinorMax: 50000,
  // chosen: ten times the automatic-approval limit (R$ 5.000): large payouts need two people, and
  // the everyday queue stays one approval deep.
  withdrawalSecondApprovalAboveMinor: 500000,
  depositWageringMultiple: 1,
  // chosen: 3× the bonus.
  bonusWageringMultiple: 3,
  withdrawalFeeBps: 500,
  withdrawalFeeAboveMinor: 50000,
  // chosen: the seed's "10 % tax" appears only in message text, for no named market; no tax by
  // default (see withdrawalTaxBpsInSeedText).
  withdrawalTaxBps: 0,

  complianceProfile: complianceProfiles.default,

  chosenFields: [
    'locale',
    'laterWithdrawalAmountsMinor',
    'withdrawalAmountVariants',
    'vipTiers',
    'depositOptions',
    'depositMultipleOfMinor',
    'withdrawalMultipleOfMinor',
    'withdrawalIntervalMsMin',
    'withdrawalAutoApproveMinorMax',
    'withdrawalSecondApprovalAboveMinor',
    'bonusWageringMultiple',
    'withdrawalTaxBps',
  ],
} as const satisfies Market;
