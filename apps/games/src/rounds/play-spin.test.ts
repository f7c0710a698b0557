import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
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
  it('settles a round whose win could not be delivered, later, with the same transaction id', async () => {
    const player = await casino.newPlayer(10_000);
    await openSession(player);
    proxy.modes.set('/wallet/win', 'drop');
    const response = await spin(player, 200);
    expect(response.status).toBe(200);
    const { round } = response.body;
    expect(response.body.winPending).toBe(true);
    expect(response.body.balanceMinor).toBe(10_000 - 200);
    expect(round.status).toBe('bet_placed');
    expect(await casino.balanceOf(player)).toBe(10_000 - 200);
    expect(await storedRound(round.roundId)).toMatchObject({
      status: 'bet_placed',
      balanceBeforeMinor: 10_000,
    });

    // Still down: the loop tries, fails, and keeps the round for later.
    const stillDown = await settleUnfinishedRounds(provider.deps);
    expect(stillDown).toMatchObject({ settled: 0, stillUnfinished: 1 });

    proxy.modes.delete('/wallet/win');
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await settleUnfinishedRounds(provider.deps, later)).toMatchObject({ settled: 1 });
    const settled = await storedRound(round.roundId);
    expect(settled).toMatchObject({
      status: 'settled',
      balanceAfterMinor: 10_000 - 200 + round.winMinor,
      settlementToken: null,
    });
    expect(await casino.balanceOf(player)).toBe(10_000 - 200 + round.winMinor);
    const winIds = proxy.calls.filter((call) => call.path === '/wallet/win');
    expect(new Set(winIds.map((call) => call.transactionId))).toEqual(
      new Set([`${round.roundId}:win`]),
    );
    // Nothing left to do.
    expect(await settleUnfinishedRounds(provider.deps, later)).toMatchObject({
      settled: 0,
      stillUnfinished: 0,
    });
  });

  it('rolls back a bet whose answer was lost, giving the stake back', async () => {
    const player = await casino.newPlayer(10_000);
    await openSession(player);
    proxy.modes.set('/wallet/bet', 'lose-answer');
    const response = await provider.call<PageErrorAnswer>('/api/spin', {
      token: player.gameToken,
      betMinor: 500,
    });
    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('wallet_unavailable');
    expect(await casino.balanceOf(player)).toBe(10_000);
    const betIds = proxy.calls.filter((call) => call.path === '/wallet/bet');
    expect(betIds.length).toBeGreaterThan(1);
    expect(new Set(betIds.map((call) => call.transactionId)).size).toBe(1);
    const [round] = await provider.database.db
      .select()
      .from(rounds)
      .where(eq(rounds.status, 'rolled_back'));
    expect(round).toMatchObject({ balanceAfterMinor: 10_000, settlementToken: null });
  });

  it('rolls back later, in the loop, when the rollback itself could not be sent', async () => {
    const player = await casino.newPlayer(10_000);
    await openSession(player);
    proxy.modes.set('/wallet/bet', 'lose-answer');
    proxy.modes.set('/wallet/rollback', 'drop');
    const response = await spin(player, 1000);
    expect(response.status).toBe(503);
    expect(await casino.balanceOf(player)).toBe(10_000 - 1000);

    proxy.modes.delete('/wallet/rollback');
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await settleUnfinishedRounds(provider.deps, later)).toMatchObject({ rolledBack: 1 });
    expect(await casino.balanceOf(player)).toBe(10_000);
  });
});
