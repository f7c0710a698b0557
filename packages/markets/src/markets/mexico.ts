import { marketFromBrazil } from './market-from-brazil';

export const mexico = marketFromBrazil(
  {
    code: 'MX',
    name: 'Mexico',
    currency: 'MXN',
    phoneAreaCode: '+52',
    timeZone: 'America/Mexico_City',

    newTaskRewardMinor: 9000,
    firstDepositMinor: 3000,
    arrivalMinor: 9000,
    unrechargedBalanceMinor: 100000,
    withdrawLimitMinor: 200000,
    differentCountryTimeMs: 50_400_000,

    // chosen: the lists are Brazil's × 3, the seed's own ratio of first-deposit amounts
    // (3000 / 1000).
    factor: 3,
    // The seed: first withdrawal "200 and up"; the rest is chosen.
    firstWithdrawalMinorFromSeed: 200,
    // chosen: whole units.
    depositMultipleOfMinor: 100,
    // chosen: "$", as Mexicans write pesos (see the currency table).
    alsoChosen: ['currencySign'],
  },
  {
    language: 'es',
    // chosen: the copy's language with the market's country.
    locale: 'es-MX',
  },
);
