import { marketFromBrazil } from './market-from-brazil';

export const egypt = marketFromBrazil({
  code: 'EG',
  name: 'Egypt',
  currency: 'EGP',
  phoneAreaCode: '+20',
  timeZone: 'Africa/Cairo',

  newTaskRewardMinor: 3000,
  firstDepositMinor: 1000,
  arrivalMinor: 3000,
  unrechargedBalanceMinor: 100000,
  withdrawLimitMinor: 50000,
  differentCountryTimeMs: 18_000_000,

  // chosen: the lists are Brazil's × 1, the seed's own ratio of first-deposit amounts
  // (1000 / 1000).
  factor: 1,
  // chosen: whole units.
  depositMultipleOfMinor: 100,
});
