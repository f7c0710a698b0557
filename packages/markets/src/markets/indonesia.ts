import { marketFromBrazil } from './market-from-brazil';

export const indonesia = marketFromBrazil({
  code: 'ID',
  name: 'Indonesia',
  currency: 'IDR',
  phoneAreaCode: '+62',
  timeZone: 'Asia/Jakarta',

  newTaskRewardMinor: 9_000_000,
  firstDepositMinor: 3_000_000,
  arrivalMinor: 9_000_000,
  unrechargedBalanceMinor: 300_000_000,
  withdrawLimitMinor: 150_000_000,
  differentCountryTimeMs: 3_600_000,

  // chosen: the lists are Brazil's × 3000, the seed's own ratio of first-deposit amounts
  // (3000000 / 1000).
  factor: 3000,
  // chosen: Rp 10, the smallest amount a minor unit holds.
  depositMultipleOfMinor: 1,
});
