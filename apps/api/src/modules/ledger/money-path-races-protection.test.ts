import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, useTestApp } from '../../../test/helper';
import { balanceOf, countOf, createRaceTally, placeBets } from '../../../test/money-races';
import { fundedPlayerInGame, openGame } from '../../../test/wallet-client';
import { gameSessions, players } from '../../db/schema';

// A break or a self-exclusion asked for while the player's game is betting: the measure ends the
// game session in its own transaction, so a bet either lands before it or is refused as a bet of
// an ended session; none fails, and none is taken once the measure has answered.
const context = useTestApp();

const rounds = 10;
const stakeMinor = 10;

describe('a break or self-exclusion racing the same player’s bets', () => {
  it('bets before it are taken, bets after it refused with INVALID_TOKEN, none fails', async () => {
    const startMinor = 100_000;
    const player = await fundedPlayerInGame(context, startMinor);
    const tally = createRaceTally();
    let gameToken = player.gameToken;
    let stakedMinor = 0;
    for (let round = 1; round <= rounds; round += 1) {
      tally.startRound(round);
      if (round > 1) {
        // The last round's measure lifted, as if its time had passed, and a new game opened.
        await context.database.db
          .update(players)
          .set({ excludedUntil: null, exclusionKind: null })
          .where(eq(players.id, player.userId));
        gameToken = await openGame(context.app, player.token);
      }
      const [measure, ...bets] = await Promise.all([
        round % 2 === 0
          ? call(context.app, '/v1/bus/selfExclude', { days: 30 }, player.token)
          : call(context.app, '/v1/bus/takeBreak', { days: 1 }, player.token),
        ...placeBets(context.app, gameToken, `e${round}`, 4, stakeMinor),
      ]);
      if (!measure) throw new Error('no answer to the measure');
      tally.note(round % 2 === 0 ? 'selfExclude' : 'takeBreak', [measure], ['ok']);
      stakedMinor += stakeMinor * countOf(tally.note('bet', bets, ['ok', 'INVALID_TOKEN']), 'ok');
      const late = await Promise.all(placeBets(context.app, gameToken, `l${round}`, 2, stakeMinor));
      tally.note('bet after the measure', late, ['INVALID_TOKEN']);
      const live = await context.database.db
        .select({ id: gameSessions.id })
        .from(gameSessions)
        .where(
          and(eq(gameSessions.playerId, player.userId), gt(gameSessions.expiresAt, new Date())),
        );
      tally.check(live.length === 0, `${live.length} game sessions live after the measure`);
    }
    expect(tally.problems(), tally.summary()).toEqual([]);
    expect(await balanceOf(context.app, player.token)).toBe(startMinor - stakedMinor);
    await expectBooksBalanced(context.database.db);
  });
});
