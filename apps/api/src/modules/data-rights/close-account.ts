import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { PlayerError } from '../../http/player-error';
import { lockPlayer } from '../ledger/lock-players';
import { recordAudit } from '../staff/record-audit';
import { readClosureHold } from './closure-hold';

/**
 * Closes a player's account on their open request: only once none of their money is left or on
 * its way (closure_money_left), with the player's locks held so no deposit, bet or withdrawal
 * lands in between. Every session ends at once (the `session_ended` trigger tells every api
 * process), open game sessions with them; the records stay, as the law obliges. Audited.
 */
export async function closeAccount(
  db: Database,
  { playerId, staffId }: { playerId: number; staffId: number },
): Promise<{ closedAt: string }> {
  return db.transaction(async (tx) => {
    const [known] = await queryRows<{ id: string }>(
      tx,
      sql`select id::text from players where id = ${playerId}`,
    );
    if (!known) throw new PlayerError('player_unknown', 404);
    // The locks first: a second close waiting on them then finds the request already closed.
    await lockPlayer(tx, playerId);
    const [request] = await queryRows<{ id: string }>(
      tx,
      sql`select id::text from account_closure_requests
        where player_id = ${playerId} and status = 'open'`,
    );
    if (!request) throw new PlayerError('closure_request_none', 409);
    const hold = await readClosureHold(tx, playerId);
    if (hold.balanceMinor > 0 || hold.moneyOnItsWay > 0) {
      throw new PlayerError('closure_money_left', 409);
    }
    const [closed] = await queryRows<{ closed_at: string | Date }>(
      tx,
      sql`update players set closed_at = now() where id = ${playerId} returning closed_at`,
    );
    await tx.execute(sql`update account_closure_requests
      set status = 'closed', ended_at = now(), closed_by = ${staffId}
      where id = ${Number(request.id)}`);
    await tx.execute(sql`update sessions set revoked_at = now()
      where player_id = ${playerId} and revoked_at is null`);
    await tx.execute(sql`update game_sessions set expires_at = now()
      where player_id = ${playerId} and expires_at > now()`);
    await recordAudit(tx, {
      staffId,
      action: 'player.close_account',
      subject: `player:${playerId}`,
      before: { closedAt: null },
      after: { closedAt: new Date(closed?.closed_at ?? Date.now()).toISOString() },
    });
    return { closedAt: new Date(closed?.closed_at ?? Date.now()).toISOString() };
  });
}
