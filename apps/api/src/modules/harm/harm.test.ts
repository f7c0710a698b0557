import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getMarket, marketDay } from '@sorte/markets';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { testPspSecret } from '../../../test/payment-provider';
import { openGame, walletCall } from '../../../test/wallet-client';
import { opsCall, signInStaff } from '../../../test/withdrawals';
import { fundPlayerForTest } from '../ledger/ledger-test-support';
import { harmMarkersOf } from './harm-markers';

const context = useTestApp({ PSP_URL: 'http://127.0.0.1:9', PSP_SECRET: testPspSecret });

const quiet = {
  deposits7Minor: 0,
  deposits7Count: 0,
  depositsBeforeMinor: 0,
  depositsAfterLoss: 0,
  cancelledWithdrawals: 0,
  bets7: 0,
  nightBets7: 0,
  limitRaises: 0,
  longestSessionMinutes: 0,
};

/** Lucky Tiger bets of `stake` each, settled as losses, through the wallet API. */
async function bets(token: string, currency: string, count: number, stake = 10) {
  const gameToken = await openGame(context.app, token);
  for (let index = 0; index < count; index += 1) {
    const roundId = `harm-${index}-${Math.random()}`;
    const base = { token: gameToken, gameId: 66121, currency, roundId };
    await walletCall(context.app, '/wallet/bet', {
      ...base,
      transactionId: `b${roundId}`,
      amount: stake,
    });
    await walletCall(context.app, '/wallet/win', {
      ...base,
      transactionId: `w${roundId}`,
      amount: 0,
    });
  }
}

/** Moves a player's bets to the night before last in São Paulo, 10 minutes apart from 01:00. */
async function moveBetsToTheNight(playerId: number) {
  const today = marketDay(getMarket('BR'));
  const start = new Date(`${today}T04:00:00Z`).getTime() - 2 * 86_400_000;
  await context.database.db.execute(sql`
    update ledger_postings lp set created_at = ${new Date(start).toISOString()}::timestamptz
      + (ordered.n - 1) * interval '10 minutes'
    from (select lp2.id, row_number() over (order by lp2.id) as n
      from ledger_postings lp2
      join ledger_accounts a on a.id = lp2.account_id and a.player_id = ${playerId}
      join ledger_transactions t on t.id = lp2.transaction_id and t.kind = 'bet') ordered
    where lp.id = ordered.id`);
}

async function queue(staff: string) {
  return (await opsCall(context.app, '/ops/harm/queue', {}, staff)).json().data.list as {
    playerId: number;
    score: number;
    markers: { marker: string; evidence: Record<string, number> }[];
    lastInteraction: { kind: string } | null;
  }[];
}

describe('the markers of harm', () => {
  it('fire on their stated thresholds and not below them', () => {
    expect(harmMarkersOf(quiet)).toEqual([]);
    const rising = {
      ...quiet,
      deposits7Minor: 20_000,
      deposits7Count: 3,
      depositsBeforeMinor: 40_000,
    };
    expect(harmMarkersOf(rising).map((marker) => marker.marker)).toEqual(['deposits_rising']);
    expect(harmMarkersOf({ ...rising, deposits7Minor: 19_999 })).toEqual([]);
    expect(harmMarkersOf({ ...quiet, bets7: 20, nightBets7: 10 })[0]?.marker).toBe('night_play');
    expect(harmMarkersOf({ ...quiet, bets7: 19, nightBets7: 19 })).toEqual([]);
    expect(harmMarkersOf({ ...quiet, longestSessionMinutes: 179 })).toEqual([]);
    expect(harmMarkersOf({ ...quiet, cancelledWithdrawals: 2, limitRaises: 1 })).toHaveLength(2);
  });

  it('put a night-long player in the staff queue with the evidence, and not a quiet one', async () => {
    const staff = await signInStaff(context, 'support');
    const night = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, night.userId, 'BRL', 10_000);
    await bets(night.token, 'BRL', 24);
    await moveBetsToTheNight(night.userId);
    const calm = await loginAsGuest(context.app, { market: 'MX' });
    await fundPlayerForTest(context.database.db, calm.userId, 'MXN', 10_000);
    await bets(calm.token, 'MXN', 3);

    const admin = await signInStaff(context, 'admin');
    const scored = await opsCall(context.app, '/ops/harm/score', {}, admin);
    expect(scored.json().data.scored).toBe(1);
    // Scored again the same day: one row per player and day.
    await opsCall(context.app, '/ops/harm/score', {}, admin);
    const list = await queue(staff);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ playerId: night.userId, score: 2, lastInteraction: null });
    expect(list[0]?.markers).toEqual([
      { marker: 'night_play', evidence: { bets: 24, nightBets: 24 } },
      { marker: 'long_sessions', evidence: { longestMinutes: 230 } },
    ]);
  });

  it('tell the player respectfully what staff did, a restriction never shortening a break', async () => {
    const staff = await signInStaff(context, 'support');
    const player = await loginAsGuest(context.app);
    const other = await loginAsGuest(context.app, { market: 'MX' });
    const taken = await call(context.app, '/v1/bus/takeBreak', { days: 30 }, player.token);
    expect(taken.json().success).toBe(true);
    const note = 'Spoke about night play; suggested limits.';

    const message = await opsCall(
      context.app,
      '/ops/harm/interact',
      { playerId: player.userId, kind: 'message', note },
      staff,
    );
    expect(message.json().data.breakUntil).toBeNull();
    const restriction = await opsCall(
      context.app,
      '/ops/harm/interact',
      { playerId: player.userId, kind: 'restriction', note, breakDays: 3 },
      staff,
    );
    // The player's own 30-day break runs longer, so it stands.
    const breakUntil = new Date(restriction.json().data.breakUntil).getTime();
    expect(breakUntil - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const inbox = (await call(context.app, '/v1/bus/careMessages', {}, player.token)).json().data;
    expect(inbox.list.map((entry: { kind: string }) => entry.kind)).toEqual([
      'restriction',
      'message',
    ]);
    expect(JSON.stringify(inbox)).not.toContain(note);
    const id = inbox.list[1].id;
    const read = await call(context.app, '/v1/bus/careMessageRead', { id }, player.token);
    expect(read.json().data.message.readAt).not.toBeNull();
    const foreign = await call(context.app, '/v1/bus/careMessageRead', { id }, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msgCode).toBe('care_message_unknown');
    expect(
      (await call(context.app, '/v1/bus/careMessages', {}, other.token)).json().data.list,
    ).toEqual([]);
  });

  it('are for staff whose role allows it, and never for a player', async () => {
    const player = await loginAsGuest(context.app);
    const finance = await signInStaff(context, 'finance');
    const readOnly = await signInStaff(context, 'read_only');
    expect((await opsCall(context.app, '/ops/harm/queue', {}, finance)).statusCode).toBe(403);
    const body = { playerId: player.userId, kind: 'message', note: 'A note long enough.' };
    expect((await opsCall(context.app, '/ops/harm/interact', body, readOnly)).statusCode).toBe(403);
    const short = await opsCall(
      context.app,
      '/ops/harm/interact',
      { ...body, note: 'short' },
      await signInStaff(context, 'admin'),
    );
    expect(short.statusCode).toBe(400);
    const asPlayer = await context.app.inject({
      method: 'POST',
      url: '/ops/harm/queue',
      headers: { authorization: `Bearer ${player.token}` },
      payload: {},
    });
    expect(asPlayer.statusCode).toBe(401);
  });
});
