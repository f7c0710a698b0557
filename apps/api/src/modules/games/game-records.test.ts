import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { openGame, walletCall } from '../../../test/wallet-client';
import { fundPlayerForTest } from '../ledger/ledger-test-support';

// A provider that publishes its catalogue, on a real port, as the casino reads it over HTTP.
const published = {
  games: [
    {
      gameId: 66121,
      title: 'Lucky Tiger',
      kind: 'slot',
      rtpPercent: '96.6396',
      hitFrequencyPercent: '27.1139',
      netWinFrequencyPercent: '12.6611',
      maxWinTimesBet: '1300',
      volatility: 'medium',
    },
  ],
};
const provider = http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(request.url === '/api/catalogue' ? JSON.stringify(published) : '{}');
});
const env: Record<string, string> = {};
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  env.GAMES_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));
const context = useTestApp(env);

async function playRound(gameToken: string, roundId: string, betMinor: number, winMinor?: number) {
  const base = { token: gameToken, gameId: 66121, currency: 'BRL', roundId };
  await walletCall(context.app, '/wallet/bet', {
    ...base,
    transactionId: `${roundId}-bet`,
    amount: betMinor,
  });
  if (winMinor !== undefined) {
    await walletCall(context.app, '/wallet/win', {
      ...base,
      transactionId: `${roundId}-win`,
      amount: winMinor,
    });
  }
}

describe('the game list', () => {
  it('shows each game with the RTP, volatility and maximum win its provider publishes', async () => {
    const response = await call(context.app, '/game/list', {});
    const list = response.json().data.list;
    expect(list.map((game: { gameId: number }) => game.gameId)).toEqual([
      66121, 66122, 66123, 66136,
    ]);
    expect(list[0]).toEqual({
      gameId: 66121,
      title: 'Lucky Tiger',
      kind: 'slot',
      rtpPercent: '96.6396',
      hitFrequencyPercent: '27.1139',
      netWinFrequencyPercent: '12.6611',
      maxWinTimesBet: '1300',
      volatility: 'medium',
    });
    // A game the provider does not publish yet shows without figures rather than invented ones.
    expect(list[1]).toMatchObject({
      gameId: 66122,
      rtpPercent: null,
      netWinFrequencyPercent: null,
      maxWinTimesBet: null,
      volatility: null,
    });
  });
});

describe('the record of play', () => {
  it("recalls a player's last ten rounds of a game with bet, win and balances, newest first", async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 10_000);
    const gameToken = await openGame(context.app, player.token);
    for (let index = 1; index <= 12; index += 1) {
      await playRound(gameToken, `r${index}`, 100, index % 4 === 0 ? 500 : 0);
    }
    const response = await call(context.app, '/game/rounds', { gameId: 66121 }, player.token);
    const rounds = response.json().data.rounds;
    expect(rounds).toHaveLength(10);
    expect(rounds[0]).toMatchObject({
      roundId: 'r12',
      betMinor: 100,
      winMinor: 500,
      netMinor: 400,
      status: 'settled',
      balanceBeforeMinor: 10_000 - 11 * 100 + 2 * 500,
      balanceAfterMinor: 10_000 - 12 * 100 + 3 * 500,
    });
    expect(rounds[9].roundId).toBe('r3');

    const stranger = await loginAsGuest(context.app);
    const theirs = await call(context.app, '/game/rounds', {}, stranger.token);
    expect(theirs.json().data.rounds).toEqual([]);
  });

  it('sums the current session for the bar over the frame: rounds, bets, wins and net', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 5_000);
    const earlier = await openGame(context.app, player.token);
    await playRound(earlier, 'old', 1000, 0);
    const current = await openGame(context.app, player.token);
    await playRound(current, 'n1', 200, 0);
    await playRound(current, 'n2', 200, 700);
    const response = await call(
      context.app,
      '/game/session/summary',
      { gameId: 66121 },
      player.token,
    );
    const summary = response.json().data;
    expect(summary).toMatchObject({ rounds: 2, betMinor: 400, winMinor: 700, netMinor: 300 });
    expect(Date.now() - Date.parse(summary.startedAt)).toBeLessThan(60_000);
    const none = await call(context.app, '/game/session/summary', { gameId: 66122 }, player.token);
    expect(none.json().data).toMatchObject({ startedAt: null, rounds: 0, netMinor: 0 });
  });

  it('lists the rounds that took a bet and still wait for their result', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 5_000);
    const gameToken = await openGame(context.app, player.token);
    await playRound(gameToken, 'done', 100, 0);
    await playRound(gameToken, 'waiting', 300);
    const open = await call(context.app, '/game/openRounds', {}, player.token);
    expect(open.json().data.rounds).toMatchObject([
      { roundId: 'waiting', status: 'open', betMinor: 300 },
    ]);
    await walletCall(context.app, '/wallet/win', {
      token: gameToken,
      gameId: 66121,
      currency: 'BRL',
      roundId: 'waiting',
      transactionId: 'waiting-win',
      amount: 900,
    });
    const after = await call(context.app, '/game/openRounds', {}, player.token);
    expect(after.json().data.rounds).toEqual([]);
  });

  it('refuses a malformed request clearly and without a token refuses to answer', async () => {
    const player = await loginAsGuest(context.app);
    const bad = await call(context.app, '/game/rounds', { gameId: 'tiger' }, player.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msgCode).toBe('bad_request');
    const anonymous = await call(context.app, '/game/openRounds', {});
    expect(anonymous.json().msgCode).toBe('token_invalid');
  });
});
