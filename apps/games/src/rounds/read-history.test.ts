import { describe, expect, it } from 'vitest';
import type {
  GameOutcome,
  HistoryAnswer,
  PageErrorAnswer,
  SpinAnswer,
  VerifyAnswer,
} from '../page-api/answers';
import { openGameSession, revealSeeds, useCasinoAndProvider } from '../test-support/game-rounds';
import { historyPageSize } from './read-history';

// Two real databases (casino and provider) in one process: slower than a unit test.
const slow = { timeout: 120_000 };

const rig = useCasinoAndProvider();

type Outcome = GameOutcome<66121>;

const history = (token: string, query: object = {}) =>
  rig.provider.call<HistoryAnswer<Outcome>>('/api/history', { token, ...query });

describe('the history: every round of the game, page by page, and any one found', slow, () => {
  it('pages back to the first round, finds a round by id or by seeds, and replays an old one', async () => {
    const { token } = await openGameSession(rig, 66121, { balanceMinor: 100_000 });
    const played: SpinAnswer<Outcome>['round'][] = [];
    for (let round = 0; round < 2 * historyPageSize + 5; round += 1) {
      const spun = await rig.provider.call<SpinAnswer<Outcome>>('/api/spin', {
        token,
        betMinor: 100,
      });
      played.push(spun.body.round);
    }
    const newestFirst = played.map((round) => round.roundId).reverse();

    const pages: string[][] = [];
    let before: string | null | undefined;
    do {
      const page = await history(token, before ? { before } : {});
      expect(page.status).toBe(200);
      pages.push(page.body.rounds.map((round) => round.roundId));
      before = page.body.nextBefore;
    } while (before);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    expect(pages.flat()).toEqual(newestFirst);

    const oldest = played[0];
    if (!oldest) throw new Error('no round played');
    const byId = await history(token, { roundId: oldest.roundId });
    expect(byId.body).toEqual({ rounds: [expect.objectContaining(oldest)], nextBefore: null });
    const bySeeds = await history(token, {
      serverSeedHash: oldest.serverSeedHash.toUpperCase(),
      nonce: oldest.nonce,
    });
    expect(bySeeds.body.rounds.map((round) => round.roundId)).toEqual([oldest.roundId]);

    // The oldest round, long out of the first page, replays from its revealed seed.
    const { revealed } = await revealSeeds(rig.provider, token, 'after-45-rounds');
    const found = (await history(token, { roundId: oldest.roundId })).body.rounds[0];
    expect(found?.serverSeed).toBe(revealed.serverSeed);
    const replayed = await rig.provider.call<VerifyAnswer<Outcome>>('/api/verify', {
      gameId: 66121,
      serverSeed: found?.serverSeed,
      clientSeed: found?.clientSeed,
      nonce: found?.nonce,
      betMinor: found?.chosenBetMinor,
    });
    expect(replayed.body.serverSeedHash).toBe(oldest.serverSeedHash);
    expect(replayed.body.outcome).toEqual(oldest.outcome);
  });

  it('finds nothing of another player’s, and refuses a muddled query', async () => {
    const mine = await openGameSession(rig, 66121, { balanceMinor: 1_000 });
    const theirs = await openGameSession(rig, 66121, { balanceMinor: 1_000 });
    const { round } = (
      await rig.provider.call<SpinAnswer<Outcome>>('/api/spin', {
        token: theirs.token,
        betMinor: 100,
      })
    ).body;
    expect((await history(mine.token, { roundId: round.roundId })).body.rounds).toEqual([]);
    expect(
      (await history(mine.token, { serverSeedHash: round.serverSeedHash, nonce: round.nonce })).body
        .rounds,
    ).toEqual([]);
    const elsewhere = await rig.provider.call<PageErrorAnswer>('/api/history', {
      token: mine.token,
      before: round.roundId,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.code).toBe('round_unknown');
    for (const muddled of [
      { nonce: 3 },
      { serverSeedHash: round.serverSeedHash },
      { roundId: round.roundId, before: round.roundId },
      { serverSeedHash: 'not-a-hash', nonce: 1 },
    ]) {
      const refused = await rig.provider.call<PageErrorAnswer>('/api/history', {
        token: mine.token,
        ...muddled,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('bad_request');
    }
  });
});
