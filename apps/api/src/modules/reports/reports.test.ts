import { describe, expect, it } from 'vitest';
import { getMarket, marketDay } from '@sorte/markets';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { testPspSecret } from '../../../test/payment-provider';
import { openGame, walletCall } from '../../../test/wallet-client';
import {
  opsCall,
  readyToWithdraw,
  requestWithdrawal,
  signInStaff,
} from '../../../test/withdrawals';
import { fundPlayerForTest } from '../ledger/ledger-test-support';

const context = useTestApp({ PSP_URL: 'http://127.0.0.1:9', PSP_SECRET: testPspSecret });

interface Round {
  betMinor: number;
  winMinor?: number;
  rolledBack?: boolean;
}

/** Rounds of Lucky Tiger settled through the wallet API, as the provider settles them. */
async function play(token: string, currency: string, rounds: Round[]) {
  const gameToken = await openGame(context.app, token);
  const base = { token: gameToken, gameId: 66121, currency };
  for (const [index, round] of rounds.entries()) {
    const roundId = `report-${index}-${Math.random()}`;
    const bet = { ...base, transactionId: `b-${roundId}`, roundId, amount: round.betMinor };
    expect((await walletCall(context.app, '/wallet/bet', bet)).json().ok).toBe(true);
    const settle = round.rolledBack
      ? { path: '/wallet/rollback', body: { rollbackOf: `b-${roundId}` } }
      : { path: '/wallet/win', body: { amount: round.winMinor ?? 0 } };
    const settled = await walletCall(context.app, settle.path, {
      ...base,
      transactionId: `s-${roundId}`,
      roundId,
      ...settle.body,
    });
    expect(settled.json().ok).toBe(true);
  }
}

async function report(staff: string, market: 'BR' | 'MX', from: string, to = from) {
  const answer = await opsCall(context.app, '/ops/reports/daily', { market, from, to }, staff);
  return answer.json();
}

/** What the report says left or reached the market's player balances over its range. */
function netForPlayers(days: Record<string, number>[]): number {
  return days.reduce(
    (sum, day) =>
      sum +
      (day.depositsMinor ?? 0) +
      (day.bonusesMinor ?? 0) +
      (day.adjustmentsMinor ?? 0) -
      (day.betsMinor ?? 0) +
      (day.rollbacksMinor ?? 0) +
      (day.winsMinor ?? 0) -
      (day.withdrawalsMinor ?? 0),
    0,
  );
}

describe('the daily report per market', () => {
  it("counts each market's own money and players on its own day, and adds up to the books", async () => {
    const staff = await signInStaff(context, 'finance');
    const br = await readyToWithdraw(context, 20_000);
    await play(br.token, 'BRL', [
      { betMinor: 300, winMinor: 100 },
      { betMinor: 200 },
      { betMinor: 250, rolledBack: true },
    ]);
    expect((await requestWithdrawal(context.app, br, 5_000)).json().success).toBe(true);
    const mx = await loginAsGuest(context.app, { market: 'MX' });
    await fundPlayerForTest(context.database.db, mx.userId, 'MXN', 50_000);
    await play(mx.token, 'MXN', [{ betMinor: 1_000, winMinor: 2_500 }]);

    const brToday = marketDay(getMarket('BR'));
    const brReport = await report(staff, 'BR', brToday);
    expect(brReport.success).toBe(true);
    expect(brReport.data).toMatchObject({ currency: 'BRL', timeZone: 'America/Sao_Paulo' });
    expect(brReport.data.days).toEqual([
      {
        day: brToday,
        depositsMinor: 20_000,
        depositCount: 1,
        bonusesMinor: 0,
        adjustmentsMinor: 0,
        betsMinor: 750,
        rollbacksMinor: 250,
        winsMinor: 100,
        ggrMinor: 400,
        withdrawalsMinor: 5_000,
        activePlayers: 1,
        newPlayers: 1,
        firstDepositors: 1,
      },
    ]);

    const mxToday = marketDay(getMarket('MX'));
    const mxReport = await report(staff, 'MX', mxToday);
    expect(mxReport.data.currency).toBe('MXN');
    expect(mxReport.data.days[0]).toMatchObject({
      depositsMinor: 50_000,
      betsMinor: 1_000,
      winsMinor: 2_500,
      ggrMinor: -1_500,
      withdrawalsMinor: 0,
      activePlayers: 1,
      newPlayers: 1,
    });

    // The report's movements explain every player balance the books hold, per currency.
    const books = (await opsCall(context.app, '/ops/books', {}, staff)).json().data.currencies;
    const playersHold = (currency: string) =>
      books.find((entry: { currency: string }) => entry.currency === currency)?.playerBalancesMinor;
    expect(netForPlayers(brReport.data.days)).toBe(playersHold('BRL'));
    expect(netForPlayers(mxReport.data.days)).toBe(playersHold('MXN'));
    expect(books.every((entry: { balanced: boolean }) => entry.balanced)).toBe(true);
    const { unattachedRows } = (await opsCall(context.app, '/ops/books', {}, staff)).json().data;
    expect(unattachedRows).toEqual({ postings: 0, rounds: 0, walletCalls: 0 });
    await expectBooksBalanced(context.database.db);
  });

  it('gives every day of the range a row, zeros where nothing happened', async () => {
    const staff = await signInStaff(context, 'read_only');
    const answer = await report(staff, 'BR', '2026-02-27', '2026-03-02');
    expect(answer.data.days.map((day: { day: string }) => day.day)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(answer.data.days.every((day: { betsMinor: number }) => day.betsMinor === 0)).toBe(true);
  });

  it('refuses a range backwards, longer than 92 days or with a day that does not exist', async () => {
    const staff = await signInStaff(context, 'admin');
    for (const [from, to] of [
      ['2026-03-02', '2026-03-01'],
      ['2026-01-01', '2026-04-03'],
      ['2026-02-01', '2026-02-31'],
    ]) {
      const answer = await opsCall(
        context.app,
        '/ops/reports/daily',
        { market: 'BR', from, to },
        staff,
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json().msgCode).toBe('report_range_invalid');
    }
    const quarter = await report(staff, 'BR', '2026-01-01', '2026-04-02');
    expect(quarter.data.days).toHaveLength(92);
  });

  it('is for staff who may read the numbers: not a player, not support, not without a token', async () => {
    const body = { market: 'BR', from: '2026-11-01', to: '2026-11-02' };
    const player = await loginAsGuest(context.app);
    const support = await signInStaff(context, 'support');
    const asPlayer = await context.app.inject({
      method: 'POST',
      url: '/ops/reports/daily',
      headers: { authorization: `Bearer ${player.token}` },
      payload: body,
    });
    expect(asPlayer.statusCode).toBe(401);
    expect((await call(context.app, '/ops/reports/daily', body)).statusCode).toBe(401);
    const asSupport = await opsCall(context.app, '/ops/reports/daily', body, support);
    expect(asSupport.statusCode).toBe(403);
    expect(asSupport.json().msgCode).toBe('staff_role_forbidden');
    expect((await opsCall(context.app, '/ops/books', {}, support)).statusCode).toBe(403);
  });
});
