import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, loginAsGuest } from '../../../test/helper';
import { useTestAppWithSandboxPsp } from '../../../test/sandbox-psp';
import { openGame, walletCall } from '../../../test/wallet-client';
import {
  opsCall,
  readyToWithdraw,
  requestWithdrawal,
  signInStaff,
} from '../../../test/withdrawals';
import { players } from '../../db/schema';

const { context } = useTestAppWithSandboxPsp();

async function publicIdOf(userId: number): Promise<string> {
  const [row] = await context.database.db
    .select({ externalId: players.externalId })
    .from(players)
    .where(eq(players.id, userId));
  return row?.externalId ?? '';
}

/** Each history call of staff beside the player's own call that shows the same list. */
const pairs = [
  ['/ops/players/statement', '/v1/bus/statement'],
  ['/ops/players/rounds', '/game/rounds'],
  ['/ops/players/deposits', '/charge/order/list'],
  ['/ops/players/withdrawals', '/v1/bus/getAllWithdrawOrders'],
] as const;

describe("a player's history for staff", () => {
  it('answers exactly what the player sees, a round recalled as they played it, never another player', async () => {
    const staff = await signInStaff(context, 'read_only');
    const player = await readyToWithdraw(context, 20_000);
    const gameToken = await openGame(context.app, player.token, 66121);
    const round = { token: gameToken, gameId: 66121, currency: 'BRL', roundId: 'staff-r1' };
    await walletCall(context.app, '/wallet/bet', { ...round, transactionId: 'h-bet', amount: 200 });
    await walletCall(context.app, '/wallet/win', { ...round, transactionId: 'h-win', amount: 700 });
    await requestWithdrawal(context.app, player, 5_000);
    const mexican = await loginAsGuest(context.app, { market: 'MX' });
    const playerId = await publicIdOf(player.userId);

    for (const [opsPath, playerPath] of pairs) {
      const seenByStaff = await opsCall(context.app, opsPath, { playerId }, staff);
      const seenByPlayer = await call(context.app, playerPath, {}, player.token);
      expect(seenByStaff.json().data, opsPath).toEqual(seenByPlayer.json().data);
      const staffList = Object.values(seenByStaff.json().data).find(Array.isArray);
      expect(staffList?.length, opsPath).toBeGreaterThan(0);
      const other = await opsCall(
        context.app,
        opsPath,
        { playerId: await publicIdOf(mexican.userId) },
        staff,
      );
      const otherList = Object.values(other.json().data).find(Array.isArray);
      expect(otherList, opsPath).toEqual([]);
    }
    const rounds = await opsCall(context.app, '/ops/players/rounds', { playerId }, staff);
    expect(rounds.json().data.rounds[0]).toMatchObject({
      roundId: 'staff-r1',
      betMinor: 200,
      winMinor: 700,
    });
    const unknown = await opsCall(context.app, '/ops/players/statement', { playerId: 'x' }, staff);
    expect([unknown.statusCode, unknown.json().msgCode]).toEqual([404, 'player_unknown']);
    const anonymous = await call(context.app, '/ops/players/rounds', { playerId });
    expect(anonymous.statusCode).toBe(401);
  });
});
