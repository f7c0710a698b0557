import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CallData, luckyBag as luckyBagCall } from '@sorte/contracts';
import { drawLuckyBag } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { rewardClaims } from '../../db/schema';
import { lockPlayer } from '../ledger/lock-players';
import { creditReward, requireMayTakeReward } from './credit-reward';
import type { Credited } from './credit-reward';
import { earlierCredit } from './novice-tasks';
import type { RewardPlayer } from './reward-player';
import { rewardsOf } from './reward-player';

type LuckyBagData = CallData<typeof luckyBagCall>;

/** The lucky bag: offered or not, its prizes, and the prize if the player opened it. */
export async function readLuckyBag(
  db: Database | Transaction,
  player: RewardPlayer,
): Promise<LuckyBagData> {
  const { settings } = rewardsOf(player);
  const [opened] = await db
    .select({ amountMinor: rewardClaims.amountMinor })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.playerId, player.playerId), eq(rewardClaims.kind, 'lucky_bag')));
  return {
    offered: settings.enabled.lucky_bag,
    openedMinor: opened?.amountMinor ?? null,
    prizesMinor: settings.luckyBagPrizes.map((prize) => prize.amountMinor),
    wageringMultiple: settings.wageringMultiple,
  };
}

/**
 * Opens the bag once per player: after the player's locks, a bag opened before answers its prize
 * again and moves nothing; otherwise the server draws from the market's table (a cryptographic
 * random number) and credits the prize.
 */
export async function openLuckyBag(
  db: Database,
  player: RewardPlayer,
  now: Date,
  randomBelow: (bound: number) => number = randomInt,
): Promise<LuckyBagData & { credited: Credited }> {
  return moneyTransaction(db, async (tx) => {
    await lockPlayer(tx, player.playerId);
    await requireMayTakeReward(tx, player, 'lucky_bag', now);
    const before = await readLuckyBag(tx, player);
    if (before.openedMinor !== null) {
      return { ...before, credited: await earlierCredit(tx, player, 'lucky_bag') };
    }
    const prize = drawLuckyBag(rewardsOf(player).settings.luckyBagPrizes, randomBelow);
    const credited = await creditReward(tx, player, {
      kind: 'lucky_bag',
      occasion: 'once',
      amountMinor: prize.amountMinor,
    });
    return { ...before, openedMinor: prize.amountMinor, credited };
  });
}
