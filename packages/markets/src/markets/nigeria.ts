import { marketFromBrazil } from './market-from-brazil';

export const nigeria = marketFromBrazil({
  code: 'NG',
  name: 'Nigeria',
  currency: 'NGN',
  phoneAreaCode: '+234',
  timeZone: 'Africa/Lagos',

  newTaskRewardMinor: 3000,
  firstDepositMinor: 1000,
  arrivalMinor: 3000,
  unrechargedBalanceMinor: 100000,
  withdrawLimitMinor: 50000,
  differentCountryTimeMs: 25_200_000,

  // chosen: the lists are Brazil's × 1, the seed's own ratio of first-deposit amounts
  // (1000 / 1000).
  factor: 1,
  // chosen: whole units (this currency's minor unit is already one).
  depositMultipleOfMinor: 1,
});
