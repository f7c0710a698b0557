import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../api/test';
import { rounds } from '../db/schema';
import type { DecideAnswer, GameOutcome, SpinAnswer } from '../page-api/answers';
import { useSharedDatabase } from '../test-support/shared-database';
import { settleUnfinishedRounds } from './settle-unfinished-rounds';

// The play bet is a new kind of money movement: on PGlite, and on PostgreSQL with DATABASE_URL.
const rig = useSharedDatabase();

type Outcome = GameOutcome<66136>;

beforeEach(() => {
  rig.proxy.modes.clear();
  rig.proxy.calls.length = 0;
});

const deal = (token: string, betMinor: number) =>
  rig.provider.call<SpinAnswer<Outcome>>('/api/spin', { token, betMinor });
const decide = (token: string, roundId: string, decision: string) =>
  rig.provider.call<DecideAnswer<Outcome>>('/api/decide', { token, roundId, decision });

async function storedRound(roundId: string) {
  const [round] = await rig.provider.database.db
    .select()
    .from(rounds)
    .where(eq(rounds.roundId, roundId));
  if (!round) throw new Error(`round ${roundId} is not stored`);
  return round;
}

async function balanceOf(accessToken: string): Promise<number> {
  const data = await rig.playerCall<{ result: { accountGold: number } }>(
    '/v1/bus/accountInfo',
    {},
    accessToken,
  );
  return data.result.accountGold;
}

describe('a Teen Patti decision with everything happening at once', () => {
  it('two tabs and the deadline decide one hand together: one decision, each bet taken once', async () => {
    const player = await rig.newPlayer(200_000);
    const tabs = [
      await rig.openTab(player.accessToken, 66136),
      await rig.openTab(player.accessToken, 66136),
    ];
    let expected = 200_000;
    for (let hand = 0; hand < 8; hand += 1) {
      const dealt = await deal(tabs[hand % 2] ?? '', 1000);
      expect(dealt.status).toBe(200);
      const { round } = dealt.body;
      const due = new Date(Date.parse(round.decisionDueAt ?? '') + 1000);
      const [first, second] = await Promise.all([
        decide(tabs[0] ?? '', round.roundId, 'play'),
        decide(tabs[1] ?? '', round.roundId, hand % 3 === 0 ? 'fold' : 'play'),
        settleUnfinishedRounds(rig.provider.deps, due),
      ]);
      const stored = await storedRound(round.roundId);
      expect(stored.status).toBe('settled');
      expect(stored.betMinor).toBe(stored.decision === 'play' ? 2000 : 1000);
      for (const answer of [first, second]) {
        expect(answer.status).toBe(200);
        expect(answer.body.round).toMatchObject({ decision: stored.decision });
      }
      expected += stored.winMinor - stored.betMinor;
      expect(await balanceOf(player.accessToken)).toBe(expected);
    }
    // The casino's record of each hand: the bets it took, the same as the provider's.
    const recorded = await rig.playerCall<{ rounds: { roundId: string; betMinor: number }[] }>(
      '/game/rounds',
      { gameId: 66136 },
      player.accessToken,
    );
    expect(recorded.rounds).toHaveLength(8);
    for (const { roundId, betMinor } of recorded.rounds) {
      expect((await storedRound(roundId)).betMinor).toBe(betMinor);
    }
    await expectBooksBalanced(rig.casino.database.db);
  }, 120_000);

  it('sends a play bet whose answer was lost again, with the same id, and the casino takes it once', async () => {
    const player = await rig.newPlayer(10_000);
    const token = await rig.openTab(player.accessToken, 66136);
    const { round } = (await deal(token, 500)).body;
    rig.proxy.modes.set('/wallet/bet', 'lose-answer');
    const answer = await decide(token, round.roundId, 'play');
    expect(answer.status).toBe(200);
    expect(answer.body.round.status).toBe('second_bet_pending');
    expect(answer.body.winPending).toBe(true);
    // The casino took it; the provider does not know yet.
    expect(await balanceOf(player.accessToken)).toBe(10_000 - 1000);

    rig.proxy.modes.clear();
    const later = new Date(Date.now() + 60 * 60_000);
    await settleUnfinishedRounds(rig.provider.deps, later);
    const stored = await storedRound(round.roundId);
    expect(stored).toMatchObject({ status: 'settled', decision: 'play', betMinor: 1000 });
    expect(await balanceOf(player.accessToken)).toBe(10_000 - 1000 + stored.winMinor);
    expect(stored.balanceAfterMinor).toBe(
      (stored.balanceBeforeMinor ?? 0) - stored.betMinor + stored.winMinor,
    );
    const playBets = rig.proxy.calls.filter((call) => call.transactionId?.endsWith(':second-bet'));
    expect(playBets.length).toBeGreaterThan(1);
    expect(new Set(playBets.map((call) => call.transactionId)).size).toBe(1);
    await expectBooksBalanced(rig.casino.database.db);
  }, 60_000);
});
