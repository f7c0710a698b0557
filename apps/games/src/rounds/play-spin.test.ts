import { brotliDecompressSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rounds } from '../db/schema';
import type {
  GameOutcome,
  HistoryAnswer,
  PageErrorAnswer,
  SessionAnswer,
  SpinAnswer,
  SpinResult,
} from '../page-api/answers';
import { startTestCasino } from '../test-support/casino';
import type { CasinoPlayer, TestCasino } from '../test-support/casino';
import { startTestProvider } from '../test-support/provider';
import type { TestProvider } from '../test-support/provider';
import {
  countTamperedMatches,
  playRounds,
  revealSeeds,
  verifyRounds,
} from '../test-support/game-rounds';
import { startWalletProxy } from '../test-support/wallet-proxy';
import type { WalletProxy } from '../test-support/wallet-proxy';
import { settleUnfinishedRounds } from './settle-unfinished-rounds';

type LuckyTigerOutcome = GameOutcome<66121>;

// Two real databases (casino and provider) in one process: slower than a unit test.
const slow = { timeout: 30_000 };

let casino: TestCasino;
let proxy: WalletProxy;
let provider: TestProvider;

beforeAll(async () => {
  casino = await startTestCasino();
  proxy = await startWalletProxy(casino.url);
  provider = await startTestProvider(proxy.url);
}, 60_000);

afterAll(async () => {
  await provider?.close();
  await proxy?.close();
  await casino?.close();
});

beforeEach(() => {
  proxy.modes.clear();
  proxy.calls.length = 0;
});

async function openSession(player: CasinoPlayer) {
  const response = await provider.call<SessionAnswer>('/api/session', {
    token: player.gameToken,
    gameId: 66121,
    currency: 'BRL',
    language: 'pt-BR',
    returnUrl: 'http://localhost:8080/game/return',
  });
  expect(response.status).toBe(200);
  return response.body;
}

const spin = (player: CasinoPlayer, betMinor: number) =>
  provider.call<SpinAnswer<LuckyTigerOutcome>>('/api/spin', { token: player.gameToken, betMinor });

async function storedRound(roundId: string) {
  const [round] = await provider.database.db
    .select()
    .from(rounds)
    .where(eq(rounds.roundId, roundId));
  if (!round) throw new Error(`round ${roundId} is not stored`);
  return round;
}

describe('a spin against the real casino wallet', slow, () => {
  it('opens a session with the wallet balance, the bets and the committed seeds', async () => {
    const player = await casino.newPlayer(10_000);
    const session = await openSession(player);
    expect(session).toMatchObject({
      balanceMinor: 10_000,
      currency: 'BRL',
      language: 'pt-BR',
      betSizesMinor: [50, 100, 200, 500, 1000, 2000],
      returnUrl: 'http://localhost:8080/game/return',
      seeds: { nonce: 0 },
      game: { gameId: 66121, title: 'Lucky Tiger' },
    });
    expect(session.seeds.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.game.rtpPercent).toMatch(/^9\d\.\d{4}$/);
  });

  it('debits the bet, credits the win, stores the round, lists it and lets it be verified', async () => {
    const player = await casino.newPlayer(10_000);
    const session = await openSession(player);

    const { played, balanceMinor: expectedBalanceMinor } = await playRounds(provider, {
      gameId: 66121,
      token: player.gameToken,
      betMinor: 100,
      rounds: 3,
      balanceMinor: 10_000,
      check: (answer, spinIndex) => {
        expect(answer.winPending).toBe(false);
        expect(answer.round).toMatchObject({
          serverSeedHash: session.seeds.serverSeedHash,
          clientSeed: session.seeds.clientSeed,
          nonce: spinIndex,
          serverSeed: null,
        });
        expect(answer.round.winMinor).toBe(answer.round.outcome.totalWinMinor);
        expect(answer.seeds.nonce).toBe(spinIndex + 1);
      },
    });
    expect(await casino.balanceOf(player)).toBe(expectedBalanceMinor);
    const first = played[0]?.round;
    if (!first) throw new Error('no round played');
    expect(await storedRound(first.roundId)).toMatchObject({
      status: 'settled',
      balanceBeforeMinor: 10_000,
      balanceAfterMinor: first.balanceAfterMinor,
      settlementToken: null,
    });

    const history = await provider.call<HistoryAnswer>('/api/history', {
      token: player.gameToken,
    });
    expect(history.body.rounds.map((round) => round.roundId)).toEqual(
      played.map((answer) => answer.round.roundId).reverse(),
    );
    expect(history.body.rounds[2]).toMatchObject({
      betMinor: 100,
      winMinor: first.winMinor,
      balanceBeforeMinor: 10_000,
      outcome: { grid: first.outcome.grid },
    });

    // Three rounds with their outcomes are well over a kilobyte: a browser gets them compressed.
    const compressed = await provider.app.inject({
      method: 'POST',
      url: '/api/history',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      payload: { token: player.gameToken },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const decoded = brotliDecompressSync(compressed.rawPayload);
    expect(decoded.length).toBeGreaterThan(1024);
    expect(compressed.rawPayload.length).toBeLessThan(decoded.length / 2);
    expect(JSON.parse(decoded.toString())).toEqual(history.body);

    const rotated = await revealSeeds(provider, player.gameToken, 'my-own-seed');
    expect(rotated.revealed.serverSeedHash).toBe(session.seeds.serverSeedHash);
    expect(rotated.revealed.nextNonce).toBe(3);
    expect(rotated.seeds).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(rotated.seeds.serverSeedHash).not.toBe(session.seeds.serverSeedHash);

    const revealedHistory = await provider.call<HistoryAnswer>('/api/history', {
      token: player.gameToken,
    });
    const serverSeed = rotated.revealed.serverSeed;
    expect(revealedHistory.body.rounds.every((round) => round.serverSeed === serverSeed)).toBe(
      true,
    );

    await verifyRounds(provider, 66121, played, serverSeed);
    const tamperedMatches = await countTamperedMatches(provider, 66121, played, serverSeed);
    expect(tamperedMatches).toBeLessThan(played.length);
  });

  it('refuses a bet the player cannot cover: an answer the page words, not an error; nothing charged, no round listed', async () => {
    const player = await casino.newPlayer(50);
    await openSession(player);
    const response = await provider.call<SpinResult>('/api/spin', {
      token: player.gameToken,
      betMinor: 100,
    });
    // A 4xx would be logged in red in the player's browser console for an everyday outcome.
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      refused: { code: 'insufficient_funds', message: 'the balance does not cover this bet' },
    });
    expect(await casino.balanceOf(player)).toBe(50);
    const stored = await provider.database.db
      .select()
      .from(rounds)
      .where(eq(rounds.clientSeed, (await openSession(player)).seeds.clientSeed));
    expect(stored.map((round) => round.status)).toEqual(['failed']);
    const history = await provider.call<HistoryAnswer>('/api/history', {
      token: player.gameToken,
    });
    expect(history.body.rounds).toEqual([]);
  });

  it('refuses a bet off the list and a token the page never opened', async () => {
    const player = await casino.newPlayer(10_000);
    await openSession(player);
    const offList = await provider.call<PageErrorAnswer>('/api/spin', {
      token: player.gameToken,
      betMinor: 101,
    });
    expect(offList.status).toBe(400);
    expect(offList.body.error.code).toBe('bet_invalid');
    const stranger = await provider.call<PageErrorAnswer>('/api/spin', {
      token: 'never-opened',
      betMinor: 100,
    });
    expect(stranger.status).toBe(401);
    expect(stranger.body.error.code).toBe('session_unknown');
    const forged = await provider.call<PageErrorAnswer>('/api/session', {
      token: 'not-a-casino-token',
      gameId: 66121,
      currency: 'BRL',
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('session_invalid');
    expect(await casino.balanceOf(player)).toBe(10_000);
  });
});

describe('rounds interrupted on the way to the wallet', slow, () => {
  /** The round the provider stored last: a spin answered 503 says nothing of its own. */
  async function latestRound() {
    const [round] = await provider.database.db
      .select()
      .from(rounds)
      .orderBy(desc(rounds.id))
      .limit(1);
    if (!round) throw new Error('no round stored');
    return round;
  }

  /** Spins (answers lost on the way back) until a round of the kind asked for comes up. */
  async function spinUntil(player: CasinoPlayer, kind: 'won' | 'lost') {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      const response = await provider.call<PageErrorAnswer | SpinResult>('/api/spin', {
        token: player.gameToken,
        betMinor: 100,
      });
      const round = await latestRound();
      if (round.winMinor > 0 === (kind === 'won')) return { response, round };
    }
    throw new Error(`no ${kind} round in 60 spins`);
  }

  it("sends the stake and the win in one call, under the round's two transaction ids", async () => {
    const player = await casino.newPlayer(10_000);
    await openSession(player);
    proxy.calls.length = 0;
    const response = await spin(player, 200);
    expect(response.status).toBe(200);
    const { round } = response.body;
    expect(proxy.calls).toEqual([{ path: '/wallet/play', transactionId: `${round.roundId}:bet` }]);
    expect(await casino.balanceOf(player)).toBe(10_000 - 200 + round.winMinor);
    expect(await storedRound(round.roundId)).toMatchObject({
      status: 'settled',
      balanceBeforeMinor: 10_000,
      balanceAfterMinor: 10_000 - 200 + round.winMinor,
    });
  });

  it('rolls back a round whose call never arrived, and the late call is refused', async () => {
    const player = await casino.newPlayer(10_000);
    await openSession(player);
    proxy.modes.set('/wallet/play', 'drop');
    const response = await provider.call<PageErrorAnswer>('/api/spin', {
      token: player.gameToken,
      betMinor: 500,
    });
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('wallet_unavailable');
    expect(await casino.balanceOf(player)).toBe(10_000);
    const plays = proxy.calls.filter((call) => call.path === '/wallet/play');
    expect(plays.length).toBeGreaterThan(1);
    expect(new Set(plays.map((call) => call.transactionId)).size).toBe(1);
    const round = await latestRound();
    expect(round).toMatchObject({
      status: 'rolled_back',
      balanceAfterMinor: 10_000,
      settlementToken: null,
    });
    // Arriving after its rollback, the round moves nothing.
    proxy.modes.delete('/wallet/play');
    const late = await provider.deps.wallet.play({
      token: player.gameToken,
      gameId: 66121,
      currency: 'BRL',
      roundId: round.roundId,
      bet: { transactionId: `${round.roundId}:bet`, amount: 500 },
      win: { transactionId: `${round.roundId}:win`, amount: round.winMinor },
    });
    expect(late).toMatchObject({ status: 'refused', failure: { code: 'ALREADY_ROLLED_BACK' } });
    expect(await casino.balanceOf(player)).toBe(10_000);
  });

  it('gives back the stake of a lost round whose answer was lost', async () => {
    const player = await casino.newPlayer(10_000);
    await openSession(player);
    proxy.modes.set('/wallet/play', 'lose-answer');
    const { response, round } = await spinUntil(player, 'lost');
    expect(response.status).toBe(503);
    expect(round).toMatchObject({ status: 'rolled_back', settlementToken: null });
    // Any won round before it landed whole (its rollback refused) and stands; the lost one moved
    // nothing.
    const theirs = (await provider.database.db.select().from(rounds)).filter(
      (each) => each.playerRef === round.playerRef,
    );
    const won = theirs.filter((each) => each.winMinor > 0);
    const standing = won.reduce((sum, each) => sum - each.betMinor + each.winMinor, 0);
    expect(await casino.balanceOf(player)).toBe(10_000 + standing);
    // The won ones wait for their answer; once the casino can be heard, they are settled.
    proxy.modes.delete('/wallet/play');
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await settleUnfinishedRounds(provider.deps, later)).toMatchObject({
      settled: won.length,
      stillUnfinished: 0,
    });
    expect(await casino.balanceOf(player)).toBe(10_000 + standing);
  });

  it('answers a won round whose answer was lost as played: the casino will not roll it back', async () => {
    const player = await casino.newPlayer(10_000);
    await openSession(player);
    proxy.modes.set('/wallet/play', 'lose-answer');
    const before = await casino.balanceOf(player);
    const { round } = await spinUntil(player, 'won');
    // Its rollback refused, the round was sent again to learn its answer, which was lost too:
    // it waits, pending, for the settlement loop.
    expect(round.status).toBe('pending');
    proxy.modes.delete('/wallet/play');
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await settleUnfinishedRounds(provider.deps, later)).toMatchObject({ settled: 1 });
    expect(await storedRound(round.roundId)).toMatchObject({
      status: 'settled',
      settlementToken: null,
    });
    const stored = await provider.database.db.select().from(rounds);
    const moved = stored
      .filter((each) => each.playerRef === round.playerRef && each.status === 'settled')
      .reduce((sum, each) => sum - each.betMinor + each.winMinor, 0);
    expect(await casino.balanceOf(player)).toBe(before + moved);
    // Once, whatever was sent again: the round's money moved under its two ids alone.
    expect(await settleUnfinishedRounds(provider.deps, later)).toMatchObject({
      settled: 0,
      stillUnfinished: 0,
    });
  });

  it('finishes the round later, in the loop, when its rollback could not be sent either', async () => {
    const player = await casino.newPlayer(10_000);
    await openSession(player);
    proxy.modes.set('/wallet/play', 'lose-answer');
    proxy.modes.set('/wallet/rollback', 'drop');
    const response = await spin(player, 1000);
    expect(response.status).toBe(503);
    const round = await latestRound();
    expect(round.status).toBe('pending');
    expect(await casino.balanceOf(player)).toBe(10_000 - 1000 + round.winMinor);

    proxy.modes.clear();
    const later = new Date(Date.now() + 60 * 60_000);
    await settleUnfinishedRounds(provider.deps, later);
    // A lost round is given back; a won one stands, as the casino paid it.
    const finished = await storedRound(round.roundId);
    if (round.winMinor > 0) {
      expect(finished.status).toBe('settled');
      expect(await casino.balanceOf(player)).toBe(10_000 - 1000 + round.winMinor);
    } else {
      expect(finished.status).toBe('rolled_back');
      expect(await casino.balanceOf(player)).toBe(10_000);
    }
  });
});
