import { and, count, eq, sql } from 'drizzle-orm';
import type { CallData, noviceTasks as noviceTasksCall } from '@sorte/contracts';
import { gameCatalogue } from '@sorte/contracts';
import { noviceProgress } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { moneyTransaction } from '../../db/money-transaction';
import { gameRounds, rewardClaims } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { lockPlayer } from '../ledger/lock-players';
import { creditReward, requireMayTakeReward } from './credit-reward';
import type { Credited } from './credit-reward';
import type { RewardPlayer } from './reward-player';
import { rewardsOf } from './reward-player';

type NoviceTaskResult = CallData<typeof noviceTasksCall>['result'];

/**
 * The novice tasks as the player sees them: each game's settled rounds (from the wallet's rounds,
 * so only real play counts) against the rounds it asks, and the reward's state.
 */
export async function readNoviceTasks(
  db: Database | Transaction,
  player: RewardPlayer,
): Promise<NoviceTaskResult> {
  const { settings } = rewardsOf(player);
  const settled = await db
    .select({ gameId: gameRounds.gameId, rounds: count() })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, player.playerId), eq(gameRounds.status, 'settled')))
    .groupBy(gameRounds.gameId);
  const [received] = await db
    .select({ id: rewardClaims.id })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.playerId, player.playerId), eq(rewardClaims.kind, 'novice')));
  const progress = noviceProgress(
    settings.noviceTasks,
    new Map(settled.map((row) => [row.gameId, Number(row.rounds)])),
    received !== undefined,
  );
  return {
    offered: settings.enabled.novice,
    taskItems: progress.taskItems.map((item) => ({
      ...item,
      gameName: gameCatalogue.find((game) => game.gameId === item.gameId)?.title ?? '',
    })),
    gotFlag: progress.gotFlag,
    rewardMinor: settings.noviceRewardMinor,
    wageringMultiple: settings.wageringMultiple,
  };
}

/**
 * Claims the novice reward: after the player's locks, the progress is read again; claimable
 * (every task done, not received) → credited once; received before → the same answer, nothing
 * moves; not done → refused, nothing written.
 */
export async function claimNoviceReward(
  db: Database,
  player: RewardPlayer,
  now: Date,
): Promise<{ result: NoviceTaskResult; credited: Credited }> {
  return moneyTransaction(db, async (tx) => {
    await lockPlayer(tx, player.playerId);
    await requireMayTakeReward(tx, player, 'novice', now);
    const before = await readNoviceTasks(tx, player);
    if (before.gotFlag === 2) return { result: before, credited: await earlierCredit(tx, player) };
    if (before.gotFlag === 0) throw new PlayerError('reward_not_due', 409);
    const credited = await creditReward(tx, player, {
      kind: 'novice',
      occasion: 'once',
      amountMinor: before.rewardMinor,
    });
    return { result: { ...before, gotFlag: 2 }, credited };
  });
}

/** The credit a once-only reward received before, as its claim answered then. */
export async function earlierCredit(
  tx: Transaction,
  player: RewardPlayer,
  kind: 'novice' | 'lucky_bag' = 'novice',
): Promise<Credited> {
  const [claim] = await tx
    .select({
      amountMinor: rewardClaims.amountMinor,
      wageringAddedMinor: rewardClaims.wageringAddedMinor,
      balanceMinor: sql<number>`(select balance_minor from ledger_accounts
        where player_id = ${player.playerId} and kind = 'player' limit 1)`,
    })
    .from(rewardClaims)
    .where(and(eq(rewardClaims.playerId, player.playerId), eq(rewardClaims.kind, kind)));
  if (!claim) throw new Error(`no ${kind} claim for player ${player.playerId}`);
  return { ...claim, balanceMinor: Number(claim.balanceMinor) };
}
