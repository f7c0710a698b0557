import { z } from 'zod';
import { definePlayerCall } from '../player-call';
import { amountMinor, emptyBody } from '../common';

const flag = z.union([z.literal(0), z.literal(1)]);

export const accountInfoResult = z.object({
  accountGold: amountMinor,
  currency: z.string(),
  /** Kept for the seed; crypto deposits are not offered, so always "0". */
  cryptoRate: z.string(),
  gameActivityFlag: flag,
  /** 1 once the player has made a deposit of at least 10 major units. */
  charge10Flag: flag,
  /** Number of deposits of at least 20 major units (the seed's chargeNum). */
  charge20TotalNum: z.number().int().nonnegative(),
  processOrderId: z.string().nullable(),
  payType: z.string().nullable(),
  reloginFlag: flag,
  /** The player's withdrawal being processed and those that ended in the last day. */
  withdrawNoticeInfo: z.array(
    z.object({ orderId: z.string(), amount: amountMinor, status: z.string() }),
  ),
  preTaskFlag: flag,
  /** Turnover still to bet before a withdrawal (PRODUCT.md §3.5): 0 means free to withdraw. */
  wageringRemainingMinor: amountMinor,
  /** 1 once the player has completed the 18+ setup: deposits and games need it. */
  ageConfirmed: flag,
});

export const accountInfo = definePlayerCall({
  path: '/v1/bus/accountInfo',
  summary: 'Balance and account flags of the signed-in player, read from the database.',
  public: false,
  body: emptyBody,
  data: z.object({ result: accountInfoResult }),
});
