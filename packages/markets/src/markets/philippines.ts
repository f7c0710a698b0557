import { complianceProfiles } from '../compliance-profiles';
import { userTypes } from '../user-types';
import { marketFromBrazil } from './market-from-brazil';

export const philippines = marketFromBrazil(
  {
    code: 'PH',
    name: 'Philippines',
    currency: 'PHP',
    phoneAreaCode: '+63',
    timeZone: 'Asia/Manila',

    newTaskRewardMinor: 30000,
    firstDepositMinor: 10000,
    arrivalMinor: 30000,
    unrechargedBalanceMinor: 500000,
    withdrawLimitMinor: 500000,
    differentCountryTimeMs: 0,

    // chosen: the lists are Brazil's × 10, the seed's own ratio of first-deposit amounts
    // (10000 / 1000).
    factor: 10,
    // The seed: first withdrawal "2000 and up"; the rest is chosen.
    firstWithdrawalMinorFromSeed: 2000,
    // chosen: whole units.
    depositMultipleOfMinor: 100,
  },
  {
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
    complianceProfile: complianceProfiles['ph-pagcor'],
  },
);
