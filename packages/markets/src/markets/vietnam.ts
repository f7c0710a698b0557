import { marketFromBrazil } from './market-from-brazil';

export const vietnam = marketFromBrazil({
  code: 'VN',
  name: 'Vietnam',
  currency: 'VND',
  phoneAreaCode: '+84',
  timeZone: 'Asia/Ho_Chi_Minh',

  newTaskRewardMinor: 15000,
  firstDepositMinor: 5000,
  arrivalMinor: 15000,
  unrechargedBalanceMinor: 250000,
  withdrawLimitMinor: 150000,
  differentCountryTimeMs: 3_600_000,

  // chosen: the lists are Brazil's × 5, the seed's own ratio of first-deposit amounts
  // (5000 / 1000).
  factor: 5,
  // chosen: whole units (this currency's minor unit is already one).
  depositMultipleOfMinor: 1,
});
