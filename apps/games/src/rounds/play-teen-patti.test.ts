import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bestTeenPattiDecision, teenPatti } from '@sorte/slots';
import { expectBooksBalanced, openGame } from '../../../api/test';
import { rounds } from '../db/schema';
import type {
  DecideAnswer,
  GameOutcome,
  HistoryAnswer,
  PageErrorAnswer,
  RotateSeedsAnswer,
  SessionAnswer,
  SpinAnswer,
} from '../page-api/answers';
import {
  countTamperedMatches,
  openGameSession,
  playRounds,
  readHistory,
  revealSeeds,
  useCasinoAndProvider,
  verifyRounds,
} from '../test-support/game-rounds';
import { settleUnfinishedRounds } from './settle-unfinished-rounds';

type Outcome = GameOutcome<66136>;

// Two real databases (casino and provider) in one process: slower than a unit test.
const slow = { timeout: 60_000 };

const rig = useCasinoAndProvider();

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

/** The casino's own record of a round: /game/rounds as the player's app reads it. */
async function casinoRecord(accessToken: string, roundId: string) {
  const response = await rig.casino.app.inject({
    method: 'POST',
    url: '/game/rounds',
    headers: { 'access-token': accessToken },
    payload: { gameId: 66136 },
  });
  const recorded: { roundId: string }[] = response.json().data.rounds;
  return recorded.find((round) => round.roundId === roundId);
}

describe('a Teen Patti hand against the real casino wallet', slow, () => {
  it('folds and plays: the ante, then the play bet as a second bet of the round, replayed exactly', async () => {
    const { player, token, session } = await openGameSession(rig, 66136, {
      balanceMinor: 20_000,
      language: 'es',
    });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      balanceMinor: 20_000,
      betSizesMinor: [50, 100, 200, 500, 1000, 2000],
      game: { gameId: 66136, kind: 'table', rtpPercent: '96.5907', maxWinTimesBet: '5.5' },
      openRound: null,
    });

    const decisions = ['fold', 'play', 'play', 'fold', 'play', 'play'];
    const { played, balanceMinor } = await playRounds(rig.provider, {
      gameId: 66136,
      token,
      betMinor: 200,
      rounds: decisions.length,
      balanceMinor: 20_000,
      decide: ({ round }, index) => {
        // While deciding, the player sees their own three cards and nothing of the dealer's.
        expect(round.outcome).toMatchObject({ decision: null, anteBetMinor: 200 });
        expect(round.outcome).not.toHaveProperty('dealer');
        expect(round.decisionDueAt).not.toBeNull();
        return decisions[index] ?? 'fold';
      },
      check: ({ round }, index) => {
        const { outcome } = round;
        expect(round.decision).toBe(decisions[index]);
        expect(round.decidedBy).toBe('player');
        if (outcome.decision === null) throw new Error('a settled round shows its decision');
        expect(new Set([...outcome.player.cards, ...outcome.dealer.cards].map(cardName)).size).toBe(
          6,
        );
        if (decisions[index] === 'fold') {
          expect(round).toMatchObject({ betMinor: 200, winMinor: 0 });
        } else {
          expect(round.betMinor).toBe(400);
          expect(outcome.antePayoutMinor + outcome.playPayoutMinor + outcome.bonusPayoutMinor).toBe(
            round.winMinor,
          );
        }
      },
    });
    expect(await rig.casino.balanceOf(player)).toBe(balanceMinor);

    // The casino recorded each hand as one round of one or two bets, with the same balances.
    for (const { round } of played) {
      expect(await casinoRecord(player.accessToken, round.roundId)).toMatchObject({
        betMinor: round.betMinor,
        winMinor: round.winMinor,
        status: 'settled',
        balanceBeforeMinor: round.balanceBeforeMinor,
        balanceAfterMinor: round.balanceAfterMinor,
      });
    }

    const history = await readHistory<66136>(rig.provider, token);
    expect(history.map((round) => round.outcome)).toEqual(
      played.map((answer) => answer.round.outcome).reverse(),
    );

    const { revealed } = await revealSeeds(rig.provider, token, 'after-the-hands');
    expect(revealed.serverSeedHash).toBe(session.body.seeds.serverSeedHash);
    await verifyRounds(rig.provider, 66136, played, revealed.serverSeed);
    // Two different seeds dealing the same six cards six times over is beyond any chance.
    expect(await countTamperedMatches(rig.provider, 66136, played, revealed.serverSeed)).toBe(0);
    await expectBooksBalanced(rig.casino.database.db);
  });

  it('keeps a hand open until it is decided: no new deal, no reveal, and a reopened page resumes it', async () => {
    const { token } = await openGameSession(rig, 66136, { balanceMinor: 5_000 });
    const dealt = await deal(token, 500);
    expect(dealt.status).toBe(200);
    const { round } = dealt.body;
    expect(round.status).toBe('awaiting_decision');
    expect(JSON.stringify(dealt.body)).not.toContain('"dealer"');

    const again = await rig.provider.call<PageErrorAnswer>('/api/spin', { token, betMinor: 500 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('decision_pending');
    // Revealing the server seed now would show the dealer's cards before the decision.
    const rotate = await rig.provider.call<PageErrorAnswer>('/api/seeds/rotate', {
      token,
      clientSeed: 'too-early',
    });
    expect(rotate.status).toBe(409);
    expect(rotate.body.error.code).toBe('round_in_progress');

    const reopened = await rig.provider.call<SessionAnswer<66136>>('/api/session', {
      token,
      gameId: 66136,
      currency: 'BRL',
    });
    expect(reopened.body.openRound).toMatchObject({
      roundId: round.roundId,
      status: 'awaiting_decision',
      outcome: round.outcome,
    });

    const folded = await decide(token, round.roundId, 'fold');
    expect(folded.body.round).toMatchObject({ status: 'settled', decision: 'fold', winMinor: 0 });
    // The same tap arriving twice is answered with the round as it stands, and moves nothing.
    const twice = await decide(token, round.roundId, 'play');
    expect(twice.status).toBe(200);
    expect(twice.body.round).toMatchObject({ decision: 'fold', betMinor: 500, winMinor: 0 });
    expect(twice.body.balanceMinor).toBe(4_500);
    const rotated = await rig.provider.call<RotateSeedsAnswer>('/api/seeds/rotate', {
      token,
      clientSeed: 'now-it-may',
    });
    expect(rotated.status).toBe(200);
  });

  it('refuses a decision that is not one, and a round that is not the player’s', async () => {
    const { token } = await openGameSession(rig, 66136, { balanceMinor: 5_000 });
    const stranger = await openGameSession(rig, 66136, { balanceMinor: 5_000 });
    const { round } = (await deal(token, 100)).body;
    const raise = await rig.provider.call<PageErrorAnswer>('/api/decide', {
      token,
      roundId: round.roundId,
      decision: 'raise',
    });
    expect(raise.status).toBe(400);
    expect(raise.body.error.code).toBe('decision_invalid');
    const theirs = await rig.provider.call<PageErrorAnswer>('/api/decide', {
      token: stranger.token,
      roundId: round.roundId,
      decision: 'play',
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('round_unknown');
    expect((await storedRound(round.roundId)).status).toBe('awaiting_decision');
    await decide(token, round.roundId, 'fold');
  });

  it('folds the hand of a player who does not decide in time, puts down no play bet, and says so', async () => {
    const { player, token } = await openGameSession(rig, 66136, { balanceMinor: 50_000 });
    const dealtHands: SpinAnswer<Outcome>['round'][] = [];
    let strongHands = 0;
    // Hands until one the best play would have played is among them: the rule folds it too.
    for (let hand = 0; hand < 40 && (strongHands === 0 || hand < 4); hand += 1) {
      const { round } = (await deal(token, 100)).body;
      dealtHands.push(round);
      if (round.outcome.decision !== null) throw new Error('a dealt hand has no decision yet');
      if (bestTeenPattiDecision(teenPatti, round.outcome.player.cards) === 'play') strongHands += 1;
      const due = new Date(Date.parse(round.decisionDueAt ?? '') + 1000);
      const summary = await settleUnfinishedRounds(rig.provider.deps, due);
      expect(summary).toMatchObject({ decidedAtDeadline: 1, settled: 1 });
    }
    expect(strongHands).toBeGreaterThan(0);
    for (const dealt of dealtHands) {
      expect(await storedRound(dealt.roundId)).toMatchObject({
        status: 'settled',
        decision: 'fold',
        decidedBy: 'timeout',
        betMinor: 100,
        winMinor: 0,
      });
      // The page, late, gets the round as the deadline settled it: its play comes too late.
      const late = await decide(token, dealt.roundId, 'play');
      expect(late.body.round).toMatchObject({ decision: 'fold', decidedBy: 'timeout' });
    }
    // Only the antes left the balance: no play bet was ever sent for the player.
    expect(await rig.casino.balanceOf(player)).toBe(50_000 - 100 * dealtHands.length);
    await expectBooksBalanced(rig.casino.database.db);
  });

  it('folds a hand whose play bet the wallet refuses, and records why', async () => {
    // The ante takes the whole balance: nothing is left for the play bet.
    const { player, token } = await openGameSession(rig, 66136, { balanceMinor: 500 });
    const { round } = (await deal(token, 500)).body;
    const answer = await decide(token, round.roundId, 'play');
    expect(answer.status).toBe(200);
    expect(answer.body.round).toMatchObject({
      status: 'settled',
      decision: 'fold',
      decidedBy: 'second_bet_refused',
      betMinor: 500,
      winMinor: 0,
      balanceBeforeMinor: 500,
      balanceAfterMinor: 0,
    });
    expect(await rig.casino.balanceOf(player)).toBe(0);
    expect(await casinoRecord(player.accessToken, round.roundId)).toMatchObject({
      betMinor: 500,
      winMinor: 0,
      status: 'settled',
    });
    await expectBooksBalanced(rig.casino.database.db);
  });

  it('takes each play bet once when two tabs decide one hand at once', async () => {
    const { player, token } = await openGameSession(rig, 66136, { balanceMinor: 100_000 });
    // The same player's second tab: another game session of the same game.
    const secondTab = await openGame(rig.casino.app, player.accessToken, 66136);
    await rig.provider.call('/api/session', { token: secondTab, gameId: 66136, currency: 'BRL' });
    let expected = 100_000;
    for (let hand = 0; hand < 6; hand += 1) {
      const { round } = (await deal(hand % 2 === 0 ? token : secondTab, 1000)).body;
      const answers = await Promise.all([
        decide(token, round.roundId, 'play'),
        decide(secondTab, round.roundId, hand % 3 === 0 ? 'fold' : 'play'),
      ]);
      const stored = await storedRound(round.roundId);
      expect(stored.status).toBe('settled');
      // Whichever tab came first decided; both are told the same round.
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.body.round).toMatchObject({
          decision: stored.decision,
          betMinor: stored.betMinor,
          winMinor: stored.winMinor,
        });
      }
      expected += stored.winMinor - stored.betMinor;
      expect(await rig.casino.balanceOf(player)).toBe(expected);
      expect(await casinoRecord(player.accessToken, round.roundId)).toMatchObject({
        betMinor: stored.betMinor,
        winMinor: stored.winMinor,
      });
    }
    const history = await rig.provider.call<HistoryAnswer<Outcome>>('/api/history', { token });
    expect(history.body.rounds).toHaveLength(6);
    await expectBooksBalanced(rig.casino.database.db);
  });
});

function cardName(card: { rank: string; suit: string }): string {
  return `${card.rank}${card.suit}`;
}
