import { describe, expect, it } from 'vitest';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { testPspSecret } from '../../../test/payment-provider';
import { openGame, walletCall } from '../../../test/wallet-client';
import { opsCall, readyToWithdraw, signInStaff } from '../../../test/withdrawals';
import { queryRows } from '../../db/query-rows';
import { sql } from 'drizzle-orm';
import { fundPlayerForTest } from '../ledger/ledger-test-support';

const context = useTestApp({ PSP_URL: 'http://127.0.0.1:9', PSP_SECRET: testPspSecret });

async function betOnce(token: string, currency: string, amount: number) {
  const gameToken = await openGame(context.app, token);
  const roundId = `data-${Math.random()}`;
  const base = { token: gameToken, gameId: 66121, currency, roundId };
  await walletCall(context.app, '/wallet/bet', { ...base, transactionId: `b-${roundId}`, amount });
  await walletCall(context.app, '/wallet/win', {
    ...base,
    transactionId: `w-${roundId}`,
    amount: 0,
  });
}

async function auditActions(subject: string): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    context.database.db,
    sql`select action from staff_audit_log where subject = ${subject} order by id`,
  );
  return rows.map((row) => row.action);
}

describe("a player's download of their data", () => {
  it('holds every record of theirs, no secret, and nothing of another player', async () => {
    const br = await readyToWithdraw(context, 5_000);
    await betOnce(br.token, 'BRL', 700);
    const ticket = await call(
      context.app,
      '/v1/bus/createSupportTicket',
      { topic: 'deposit', message: 'Meu depósito de R$ 50 ainda não apareceu.' },
      br.token,
    );
    expect(ticket.json().success).toBe(true);
    const mx = await loginAsGuest(context.app, { market: 'MX' });
    await fundPlayerForTest(context.database.db, mx.userId, 'MXN', 12_345);

    const answer = await call(context.app, '/v1/bus/myData', {}, br.token);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.account).toMatchObject({ id: br.userId, cpf: br.cpf, market: 'BR' });
    expect(data.statement.map((entry: { kind: string }) => entry.kind)).toEqual(['deposit', 'bet']);
    expect(data.statement[1]).toMatchObject({ amountMinor: -700, balanceAfterMinor: 4_300 });
    expect(data.rounds).toHaveLength(1);
    expect(data.deposits).toHaveLength(1);
    expect(data.payoutAccounts).toHaveLength(1);
    expect(data.supportTickets).toHaveLength(1);
    expect(data.supportMessages[0]).toMatchObject({
      body: 'Meu depósito de R$ 50 ainda não apareceu.',
    });
    expect(data.devices).toHaveLength(1);
    expect(data.signIns.length).toBeGreaterThan(0);
    const text = JSON.stringify(data);
    for (const secret of ['password_hash', 'token_hash', 'staff_id']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(`"id":${mx.userId}`);

    const mine = (await call(context.app, '/v1/bus/myData', {}, mx.token)).json().data;
    expect(mine.account).toMatchObject({ id: mx.userId, market: 'MX', currency: 'MXN' });
    expect(mine.statement).toEqual([expect.objectContaining({ amountMinor: 12_345 })]);
    expect(JSON.stringify(mine)).not.toContain(br.cpf);
  });
});

describe('closing an account at the player’s request', () => {
  it('keeps one open request however often asked, and the player can withdraw it', async () => {
    const player = await loginAsGuest(context.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(context.app, '/v1/bus/requestAccountClosure', { confirm: true }, player.token),
      ),
    );
    expect(answers.every((answer) => answer.json().success)).toBe(true);
    const requested = new Set(answers.map((answer) => answer.json().data.request.requestedAt));
    expect(requested.size).toBe(1);
    const rows = await queryRows<{ n: string }>(
      context.database.db,
      sql`select count(*)::text as n from account_closure_requests where player_id = ${player.userId}`,
    );
    expect(rows[0]?.n).toBe('1');

    const withdrawn = await call(context.app, '/v1/bus/withdrawAccountClosure', {}, player.token);
    expect(withdrawn.json().data.request.status).toBe('withdrawn');
    const again = await call(context.app, '/v1/bus/withdrawAccountClosure', {}, player.token);
    expect(again.json().msgCode).toBe('closure_request_none');
    const latest = await call(context.app, '/v1/bus/accountClosure', {}, player.token);
    expect(latest.json().data.request.status).toBe('withdrawn');
  });

  it('is closed by staff only once no money is left, then nobody signs in to it', async () => {
    const admin = await signInStaff(context, 'admin');
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 900);
    await call(context.app, '/v1/bus/requestAccountClosure', { confirm: true }, player.token);

    const queue = (await opsCall(context.app, '/ops/dataRights/closures', {}, admin)).json();
    expect(queue.data.list).toEqual([
      expect.objectContaining({ playerId: player.userId, balanceMinor: 900, moneyOnItsWay: 0 }),
    ]);
    const refused = await opsCall(
      context.app,
      '/ops/dataRights/close',
      { playerId: player.userId },
      admin,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msgCode).toBe('closure_money_left');

    await betOnce(player.token, 'BRL', 900);
    const closes = await Promise.all(
      Array.from({ length: 5 }, () =>
        opsCall(context.app, '/ops/dataRights/close', { playerId: player.userId }, admin),
      ),
    );
    expect(closes.filter((answer) => answer.json().success)).toHaveLength(1);
    expect(
      closes.filter((answer) => !answer.json().success).map((answer) => answer.json().msgCode),
    ).toEqual(Array(4).fill('closure_request_none'));
    expect(closes.every((answer) => answer.statusCode < 500)).toBe(true);

    const oldToken = await call(context.app, '/v1/bus/accountInfo', {}, player.token);
    expect(oldToken.statusCode).toBe(401);
    const login = await call(context.app, '/user/login', {
      loginType: 1,
      deviceId: player.deviceId,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().msgCode).toBe('account_closed');
    expect(await auditActions(`player:${player.userId}`)).toEqual(['player.close_account']);
    const queueAfter = (await opsCall(context.app, '/ops/dataRights/closures', {}, admin)).json();
    expect(queueAfter.data.list).toEqual([]);
  });

  it("lets staff export a player's data for a request made to them, audited", async () => {
    const admin = await signInStaff(context, 'admin');
    const player = await loginAsGuest(context.app, { market: 'MX' });
    const exported = await opsCall(
      context.app,
      '/ops/dataRights/export',
      { playerId: player.userId },
      admin,
    );
    expect(exported.json().data.account).toMatchObject({ id: player.userId, market: 'MX' });
    expect(await auditActions(`player:${player.userId}`)).toEqual(['player.export_data']);
    const unknown = await opsCall(context.app, '/ops/dataRights/export', { playerId: 9 }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msgCode).toBe('player_unknown');
    const closeUnknown = await opsCall(
      context.app,
      '/ops/dataRights/close',
      { playerId: 9 },
      admin,
    );
    expect(closeUnknown.json().msgCode).toBe('player_unknown');
  });

  it('is for staff whose role allows it, never for a player token', async () => {
    const player = await loginAsGuest(context.app);
    const support = await signInStaff(context, 'support');
    const readOnly = await signInStaff(context, 'read_only');
    const body = { playerId: player.userId };
    expect((await opsCall(context.app, '/ops/dataRights/closures', {}, support)).statusCode).toBe(
      200,
    );
    expect((await opsCall(context.app, '/ops/dataRights/close', body, support)).statusCode).toBe(
      403,
    );
    expect((await opsCall(context.app, '/ops/dataRights/export', body, readOnly)).statusCode).toBe(
      403,
    );
    const asPlayer = await context.app.inject({
      method: 'POST',
      url: '/ops/dataRights/export',
      headers: { authorization: `Bearer ${player.token}` },
      payload: body,
    });
    expect(asPlayer.statusCode).toBe(401);
  });
});
