import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, createTestClock, useTestApp } from '../../../test/helper';
import { balanceOf, countOf, createRaceTally, placeBets } from '../../../test/money-races';
import { fundedPlayerInGame, openGame } from '../../../test/wallet-client';

// Reward claims racing the same player's bets: a claim takes the player's locks and the balance
// row, a bet the balance row only (decision 0016), so each waits for the other and none fails.
// Each round is a new market day, so each round's sign-in may be paid once; the lucky bag once in
// all.
const clock = createTestClock();
const context = useTestApp({}, { clock });

const rounds = 8;
const stakeMinor = 10;

describe('reward claims racing the same player’s bets', () => {
  it('one sign-in paid per day and one lucky bag in all, every bet taken, no failure', async () => {
    const startMinor = 100_000;
    const player = await fundedPlayerInGame(context, startMinor);
    const tally = createRaceTally();
    let stakedMinor = 0;
    let rewardedMinor = 0;
    const day = Date.UTC(2026, 10, 26, 15);
    for (let round = 1; round <= rounds; round += 1) {
      tally.startRound(round);
      clock.set(new Date(day + round * 24 * 3600_000));
      // A game opened on the new day, as a player does: the session's life follows the api's clock.
      const gameToken = await openGame(context.app, player.token);
      const answers = await Promise.all([
        call(context.app, '/v1/bus/signIn', {}, player.token),
        call(context.app, '/v1/bus/signIn', {}, player.token),
        call(context.app, '/v1/bus/luckyBagOpen', {}, player.token),
        ...placeBets(context.app, gameToken, `r${round}`, 4, stakeMinor),
      ]);
      const [first, second, bag, ...bets] = answers;
      if (!first || !second || !bag) throw new Error('a claim went unanswered');
      const signIns = tally.note('signIn', [first, second], ['ok', 'reward_claimed_today']);
      tally.check(countOf(signIns, 'ok') === 1, 'not exactly one sign-in paid in the day');
      const paid = [first, second].find((answer) => answer.json().success);
      rewardedMinor += paid?.json().data.credited.amountMinor ?? 0;
      tally.note('luckyBagOpen', [bag], ['ok']);
      if (round === 1) rewardedMinor += bag.json().data.openedMinor ?? 0;
      stakedMinor += stakeMinor * countOf(tally.note('bet', bets, ['ok']), 'ok');
    }
    clock.set(null);
    expect(tally.problems(), tally.summary()).toEqual([]);
    expect(await balanceOf(context.app, player.token)).toBe(
      startMinor - stakedMinor + rewardedMinor,
    );
    await expectBooksBalanced(context.database.db);
  });
});
