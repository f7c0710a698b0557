import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, createTestClock, loginAsGuest, useTestApp } from '../../../test/helper';
import { queryRows } from '../../db/query-rows';
import { fundedPlayerInGame, openGame, walletCall } from '../../../test/wallet-client';

const context = useTestApp();

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const clock = createTestClock();
const timed = useTestApp({}, { clock });

function timedBet(gameToken: string, round: string, amount: number) {
  return walletCall(timed.app, '/wallet/bet', {
    token: gameToken,
    gameId: 66121,
    currency: 'BRL',
    transactionId: `${round}-bet`,
    roundId: round,
    amount,
  });
}

/**
 * Noon in São Paulo (15:00 UTC), ahead of now: the Brazilian market's day has hours to run either
 * side of it, so a test of the day's play time never straddles its midnight, whenever it runs.
 */
function noonInSaoPaulo(): Date {
  const at = new Date();
  at.setUTCHours(15, 0, 0, 0);
  if (at.getTime() <= Date.now()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

afterEach(() => clock.set(null));

/** On the api's clock at noon in São Paulo, a funded player in a game who may play 30 minutes a day. */
async function playerOfThirtyMinutesADayAtNoon() {
  clock.set(noonInSaoPaulo());
  const player = await fundedPlayerInGame(timed, 10_000);
  await setLimits(player.token, [{ key: 'time:day', amount: 30 }], timed.app);
  return player;
}

async function setLimits(
  token: string,
  limits: { key: string; amount: number | null }[],
  app: Parameters<typeof call>[0] = context.app,
) {
  return call(app, '/v1/bus/setPlayLimits', { limits }, token);
}

function bet(gameToken: string, round: string, amount: number) {
  return walletCall(context.app, '/wallet/bet', {
    token: gameToken,
    gameId: 66121,
    currency: 'BRL',
    transactionId: `${round}-bet`,
    roundId: round,
    amount,
  });
}

function win(gameToken: string, round: string, amount: number) {
  return walletCall(context.app, '/wallet/win', {
    token: gameToken,
    gameId: 66121,
    currency: 'BRL',
    transactionId: `${round}-win`,
    roundId: round,
    amount,
  });
}

describe('the loss limit', () => {
  it('refuses the bet that would pass the day’s net losses, counting wins, and the next launch', async () => {
    const player = await fundedPlayerInGame(context, 100_000);
    const set = await setLimits(player.token, [{ key: 'loss:day', amount: 1000 }]);
    expect(set.json().data.limits[0]).toMatchObject({ key: 'loss:day', amount: 1000, used: 0 });
    // The game was open when the limit was set: it applies to it at once.
    expect((await bet(player.gameToken, 'r1', 800)).json().ok).toBe(true);
    await win(player.gameToken, 'r1', 300);
    expect((await bet(player.gameToken, 'r2', 500)).json().ok).toBe(true);
    const over = await bet(player.gameToken, 'r3', 1);
    expect(over.json()).toMatchObject({ ok: false, code: 'LOSS_LIMIT_REACHED' });
    const status = (await call(context.app, '/v1/bus/playLimits', {}, player.token)).json().data;
    expect(status.limits[0]).toMatchObject({ key: 'loss:day', used: 1000 });
    const launch = await call(context.app, '/game/joinGame', { gameId: 66121 }, player.token);
    expect(launch.statusCode).toBe(403);
    expect(launch.json()).toMatchObject({ success: false, msgCode: 'loss_limit_reached' });
    await expectBooksBalanced(context.database.db);
  });

  it('lowers at once but raises only after 24 hours', async () => {
    const player = await fundedPlayerInGame(context, 100_000);
    await setLimits(player.token, [{ key: 'loss:week', amount: 5000 }]);
    const raised = (await setLimits(player.token, [{ key: 'loss:week', amount: 50_000 }])).json()
      .data;
    const week = raised.limits.find((limit: { key: string }) => limit.key === 'loss:week');
    expect(week.amount).toBe(5000);
    expect(week.pending.amount).toBe(50_000);
    expect(Date.parse(week.pending.effectiveAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await bet(player.gameToken, 'w1', 5001)).json().code).toBe('LOSS_LIMIT_REACHED');
  });

  it('refuses a limit given twice or a day longer than 1440 minutes, and changes nothing', async () => {
    const player = await fundedPlayerInGame(context, 0);
    for (const limits of [
      [
        { key: 'loss:day', amount: 100 },
        { key: 'loss:day', amount: 200 },
      ],
      [{ key: 'time:day', amount: 1441 }],
    ]) {
      const response = await setLimits(player.token, limits);
      expect(response.statusCode).toBe(400);
      expect(response.json().msgCode).toBe('limit_invalid');
    }
    const status = (await call(context.app, '/v1/bus/playLimits', {}, player.token)).json().data;
    expect(status.chosenAt).toBeNull();
    expect(status.limits.every((limit: { amount: number | null }) => limit.amount === null)).toBe(
      true,
    );
  });
});

describe('the daily play-time limit', () => {
  it('refuses bets once the day’s play time is spent, and the next launch', async () => {
    const player = await playerOfThirtyMinutesADayAtNoon();
    expect((await timedBet(player.gameToken, 't1', 100)).json().ok).toBe(true);
    // Twenty-nine minutes of play: the session opened 29 minutes before the clock's now.
    await timed.database.db.execute(
      sql`update game_sessions set created_at = created_at - interval '29 minutes' where player_id = ${player.userId}`,
    );
    expect((await timedBet(player.gameToken, 't2', 100)).json().ok).toBe(true);
    await timed.database.db.execute(
      sql`update game_sessions set created_at = created_at - interval '2 minutes' where player_id = ${player.userId}`,
    );
    expect((await timedBet(player.gameToken, 't3', 100)).json()).toMatchObject({
      ok: false,
      code: 'PLAY_TIME_LIMIT_REACHED',
    });
    const launch = await call(timed.app, '/game/joinGame', { gameId: 66121 }, player.token);
    expect(launch.json()).toMatchObject({ success: false, msgCode: 'play_time_limit_reached' });
  });

  it('costs players without limits nothing: their game sessions check no limit', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    await openGame(context.app, player.token, 66122);
    const sessions = await queryRows<{ zone: string | null }>(
      context.database.db,
      sql`select limits_time_zone as zone from game_sessions where player_id = ${player.userId}`,
    );
    expect(sessions).toEqual([{ zone: null }, { zone: null }]);
  });
});

const regulated = useTestApp({ COMPLIANCE_PROFILE_BR: 'br-regulated' });

describe('limits under br-regulated', () => {
  it('are chosen before the first deposit or game, and then both open', async () => {
    const player = await loginAsGuest(regulated.app);
    const deposit = await call(
      regulated.app,
      '/charge/create/order',
      { amount: 1000 },
      player.token,
    );
    expect(deposit.json()).toMatchObject({ success: false, msgCode: 'limits_required' });
    const launch = await call(regulated.app, '/game/joinGame', { gameId: 66121 }, player.token);
    expect(launch.json()).toMatchObject({ success: false, msgCode: 'limits_required' });
    const status = (await call(regulated.app, '/v1/bus/playLimits', {}, player.token)).json().data;
    expect(status).toMatchObject({ requiredBeforePlay: true, chosenAt: null });
    // Choosing "no limit" for each is a choice too; the player chose.
    const chosen = await setLimits(
      player.token,
      [
        { key: 'loss:day', amount: 5000 },
        { key: 'time:day', amount: null },
      ],
      regulated.app,
    );
    expect(chosen.json().data.chosenAt).not.toBeNull();
    const launched = await call(regulated.app, '/game/joinGame', { gameId: 66121 }, player.token);
    expect(launched.json().success).toBe(true);
  });
});

describe('limits on the api’s clock', () => {
  it('stop play once the day’s minutes are spent, on the bet path and at the next launch', async () => {
    const player = await playerOfThirtyMinutesADayAtNoon();
    expect((await timedBet(player.gameToken, 'c1', 100)).json().ok).toBe(true);
    clock.advance(29 * minuteMs);
    expect((await timedBet(player.gameToken, 'c2', 100)).json().ok).toBe(true);
    clock.advance(2 * minuteMs);
    // The round settles at minute 31: the session's play runs to its last settlement.
    const settled = await walletCall(timed.app, '/wallet/win', {
      token: player.gameToken,
      gameId: 66121,
      currency: 'BRL',
      transactionId: 'c2-win',
      roundId: 'c2',
      amount: 0,
    });
    expect(settled.json().ok).toBe(true);
    expect((await timedBet(player.gameToken, 'c3', 100)).json()).toMatchObject({
      ok: false,
      code: 'PLAY_TIME_LIMIT_REACHED',
    });
    const launch = await call(timed.app, '/game/joinGame', { gameId: 66122 }, player.token);
    expect(launch.statusCode).toBe(403);
    expect(launch.json()).toMatchObject({ success: false, msgCode: 'play_time_limit_reached' });
    expect(launch.json().msg).toMatch(/tempo de jogo/);
    const status = (await call(timed.app, '/v1/bus/playLimits', {}, player.token)).json().data;
    expect(status.limits.find((limit: { key: string }) => limit.key === 'time:day').used).toBe(31);
  });

  it('count a day’s losses on the market’s calendar: the next day starts afresh', async () => {
    const player = await fundedPlayerInGame(timed, 100_000);
    await setLimits(player.token, [{ key: 'loss:day', amount: 1000 }], timed.app);
    expect((await timedBet(player.gameToken, 'd1', 1000)).json().ok).toBe(true);
    expect((await timedBet(player.gameToken, 'd2', 1)).json().code).toBe('LOSS_LIMIT_REACHED');
    expect(
      (await call(timed.app, '/game/joinGame', { gameId: 66121 }, player.token)).json().msgCode,
    ).toBe('loss_limit_reached');
    clock.advance(24 * hourMs);
    const tomorrow = await call(timed.app, '/game/joinGame', { gameId: 66121 }, player.token);
    expect(tomorrow.json().success).toBe(true);
    const gameToken = new URL(tomorrow.json().data.jumpUrl).searchParams.get('token') ?? '';
    expect((await timedBet(gameToken, 'd3', 1000)).json().ok).toBe(true);
    expect((await timedBet(gameToken, 'd4', 1)).json().code).toBe('LOSS_LIMIT_REACHED');
    await expectBooksBalanced(timed.database.db);
  });

  it('apply a raise only once 24 hours have passed', async () => {
    const player = await fundedPlayerInGame(timed, 100_000);
    await setLimits(player.token, [{ key: 'loss:month', amount: 500 }], timed.app);
    await setLimits(player.token, [{ key: 'loss:month', amount: 5000 }], timed.app);
    expect((await timedBet(player.gameToken, 'm1', 501)).json().code).toBe('LOSS_LIMIT_REACHED');
    const relaunch = async () => {
      const launch = await call(timed.app, '/game/joinGame', { gameId: 66121 }, player.token);
      return new URL(launch.json().data.jumpUrl).searchParams.get('token') ?? '';
    };
    // A game session lasts two hours: a day later the player opens the game again.
    clock.advance(23 * hourMs);
    expect((await timedBet(await relaunch(), 'm2', 501)).json().code).toBe('LOSS_LIMIT_REACHED');
    clock.advance(hourMs + minuteMs);
    expect((await timedBet(await relaunch(), 'm3', 501)).json().ok).toBe(true);
  });
});
