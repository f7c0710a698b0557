import { describe, expect, it } from 'vitest';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { openGame, walletCall } from '../../../test/wallet-client';
import { fundPlayerForTest } from './ledger-test-support';

const context = useTestApp();

describe("a player's statement", () => {
  it('lists every movement newest first with kind, signed amount, balance after, time and reference', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 1000);
    const token = await openGame(context.app, player.token);
    const base = { token, gameId: 66121, currency: 'BRL' };
    await walletCall(context.app, '/wallet/bet', {
      ...base,
      transactionId: 'b1',
      roundId: 'r1',
      amount: 300,
    });
    await walletCall(context.app, '/wallet/win', {
      ...base,
      transactionId: 'w1',
      roundId: 'r1',
      amount: 450,
    });

    const response = await call(context.app, '/v1/bus/statement', {}, player.token);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json().data;
    expect(items.map((item: { kind: string }) => item.kind)).toEqual(['win', 'bet', 'deposit']);
    expect(items.map((item: { amountMinor: number }) => item.amountMinor)).toEqual([
      450, -300, 1000,
    ]);
    expect(items.map((item: { balanceAfterMinor: number }) => item.balanceAfterMinor)).toEqual([
      1150, 700, 1000,
    ]);
    expect(items[0]).toMatchObject({ currency: 'BRL', reference: 'round:games:r1' });
    expect(Date.parse(items[0].createdAt)).not.toBeNaN();
    expect(nextCursor).toBeNull();
  });

  it('pages with a cursor and never shows another player’s movements', async () => {
    const player = await loginAsGuest(context.app);
    const other = await loginAsGuest(context.app);
    for (let index = 0; index < 5; index += 1) {
      await fundPlayerForTest(context.database.db, player.userId, 'BRL', 100 + index);
    }
    await fundPlayerForTest(context.database.db, other.userId, 'BRL', 999);

    const first = (
      await call(context.app, '/v1/bus/statement', { pageSize: 3 }, player.token)
    ).json().data;
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await call(
        context.app,
        '/v1/bus/statement',
        { pageSize: 3, cursor: first.nextCursor },
        player.token,
      )
    ).json().data;
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const amounts = [...first.items, ...second.items].map(
      (item: { amountMinor: number }) => item.amountMinor,
    );
    expect(amounts).toEqual([104, 103, 102, 101, 100]);
  });

  it('refuses a page size beyond the limit and changes nothing', async () => {
    const player = await loginAsGuest(context.app);
    const response = await call(context.app, '/v1/bus/statement', { pageSize: 500 }, player.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, msgCode: 'bad_request' });
    expect(response.json().msg).toContain('pageSize');
  });
});
