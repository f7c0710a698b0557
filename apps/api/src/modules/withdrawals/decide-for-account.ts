import { and, eq, isNull } from 'drizzle-orm';
import { decideWithdrawal, findPayoutChannel } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { Database, Transaction } from '../../db/database';
import { payoutAccounts } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { loadWithdrawalState } from './load-withdrawal-state';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type LoadedState = Awaited<ReturnType<typeof loadWithdrawalState>>;

/**
 * The one decision on an amount to one of the player's payout accounts, for the quote the player
 * confirms and for the order that is then held to it: the account (one of theirs, not removed, on
 * a channel of their market), the player's withdrawal state at `now`, and `decideWithdrawal`.
 */
export async function decideForAccount(
  db: Database | Transaction,
  input: { playerId: number; market: MarketCode; amountMinor: number; accountId: number },
  now: Date,
) {
  const [account] = await db
    .select()
    .from(payoutAccounts)
    .where(
      and(
        eq(payoutAccounts.id, input.accountId),
        eq(payoutAccounts.playerId, input.playerId),
        isNull(payoutAccounts.removedAt),
      ),
    );
  const channel = account ? findPayoutChannel(input.market, account.channel) : null;
  if (!account || !channel) throw new PlayerError('payout_account_unknown', 404);
  const state = await loadWithdrawalState(db, input, { now });
  const decision = decideWithdrawal({
    ...state,
    amountMinor: input.amountMinor,
    channelId: channel.id,
    openWithdrawal: state.openOrderId !== null,
    lastRequestedAtMs: state.lastRequestedAt?.getTime() ?? null,
    nowMs: now.getTime(),
  });
  return { account, channel, state, decision };
}
