import { connect } from 'node:net';
import type { Socket } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { opsCalls, playerCalls } from '@sorte/contracts';
import { expectBooksBalanced } from '../../test/books';
import { databaseSnapshot } from '../../test/database-snapshot';
import { freePort } from '../../test/free-port';
import { queryRows } from '../db/query-rows';
import { call, loginAsGuest } from '../../test/helper';
import { rawCall, signedWalletHeaders, signedWebhookHeaders } from '../../test/hostile-client';
import { balanceOf, countLedgerTransactions, pendingDeposit } from '../../test/money-races';
import { chargePaidEvent } from '../../test/payment-provider';
import { useTestAppWithSandboxPsp } from '../../test/sandbox-psp';
import { fundedPlayerInGame, walletCall } from '../../test/wallet-client';
import { opsCall, readyToWithdraw, requestWithdrawal, signInStaff } from '../../test/withdrawals';

// Attacks the fuzzer cannot aim by chance: a player's token on another player's ids, tokens
// across staff and players, a signed call replayed as it was, a body over the limit, a client that
// sends its body slowly or not at all.

const requestTimeoutMs = 1_500;

const { context } = useTestAppWithSandboxPsp({
  env: {
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    PAYOUT_SEND_INTERVAL_MS: '600000',
    REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
  },
});

/** Every answer is below 500 and a refusal in the envelope; their codes, in order. */
function refusalCodes(responses: LightMyRequestResponse[]): string[] {
  return responses.map((response) => {
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.json(), response.body).toMatchObject({ success: false });
    return response.json().msgCode as string;
  });
}

describe('hostile callers, aimed', () => {
  it("refuses a player's token on another player's orders, ticket, account and message, and writes nothing", async () => {
    const { app } = context;
    const owner = await readyToWithdraw(context, 50_000, { paidDeposit: false });
    const withdrawal = await requestWithdrawal(app, owner, 5_000);
    const withdrawalId: string = withdrawal.json().data.order.orderId;
    const deposit = await call(app, '/charge/create/order', { amount: 5_000 }, owner.token);
    const depositId: string = deposit.json().data.order.orderId;
    const ticket = await call(
      app,
      '/v1/bus/createSupportTicket',
      { topic: 'account', message: 'Where is my money?' },
      owner.token,
    );
    const ticketId: string = ticket.json().data.ticket.ticketId;
    const staff = await signInStaff(context);
    const care = await opsCall(
      app,
      '/ops/harm/interact',
      { playerId: owner.userId, kind: 'message', note: 'Checked in after late deposits.' },
      staff,
    );
    const careId: number = care.json().data.id;
    const intruder = await loginAsGuest(app, { market: 'MX' });

    const before = await databaseSnapshot(context.database.db);
    const as = (path: string, body: object) => call(app, path, body, intruder.token);
    const codes = refusalCodes([
      await as('/v1/bus/cancelWithdrawal', { orderId: withdrawalId }),
      await as('/v1/bus/supportTicket', { ticketId }),
      await as('/v1/bus/addSupportMessage', { ticketId, message: 'It is mine now.' }),
      await as('/v1/bus/removePayoutAccount', { accountId: owner.accountId }),
      await as('/v1/bus/withdrawInfo2', { amountMinor: 5_000, accountId: owner.accountId }),
      await as('/withdraw/create/order', {
        amountMinor: 5_000,
        accountId: owner.accountId,
        feeMinor: 0,
        taxMinor: 0,
      }),
      await as('/v1/bus/careMessageRead', { id: careId }),
    ]);
    // Another player's record is answered as no record at all: nothing tells it exists.
    expect(codes).toEqual([
      'withdrawal_unknown',
      'ticket_unknown',
      'ticket_unknown',
      'payout_account_unknown',
      'payout_account_unknown',
      'payout_account_unknown',
      'care_message_unknown',
    ]);
    // A report about another player's order changes nothing, and says nothing of it.
    const report = await as('/v1/bus/updateFbRechargeRecords', {
      reportStatus: 1,
      orderIds: [depositId],
    });
    expect(report.statusCode).toBeLessThan(500);
    expect(report.body).not.toContain(String(owner.userId));
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
    // The owner's own order is still theirs to cancel.
    const cancelled = await call(
      app,
      '/v1/bus/cancelWithdrawal',
      { orderId: withdrawalId },
      owner.token,
    );
    expect(cancelled.json()).toMatchObject({ success: true });
  });

  it('refuses a player token on every operator call and a staff token on every player call, writing nothing', async () => {
    const { app } = context;
    const player = await loginAsGuest(app);
    const staff = await signInStaff(context);
    const before = await databaseSnapshot(context.database.db);
    const asPlayer = opsCalls
      .filter((each) => !each.public)
      .map((each) => ({ path: each.path, headers: { authorization: `Bearer ${player.token}` } }));
    const playerTokenAlone = opsCalls
      .filter((each) => !each.public)
      .map((each) => ({ path: each.path, headers: { 'access-token': player.token } }));
    const asStaff = playerCalls
      .filter((each) => !each.public)
      .flatMap((each) => [
        { path: each.path, headers: { 'access-token': staff } },
        { path: each.path, headers: { authorization: `Bearer ${staff}` } },
      ]);
    for (const { path, headers } of [...asPlayer, ...playerTokenAlone, ...asStaff]) {
      const response = await rawCall(app, path, '{}', headers);
      expect(response.statusCode, path).toBe(401);
      expect(response.json(), path).toMatchObject({ success: false, msgCode: 'token_invalid' });
    }
    expect(asPlayer.length).toBeGreaterThan(40);
    expect(asStaff.length).toBeGreaterThan(100);
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
  });

  it('changes the books once for a wallet bet and a paid webhook each sent twice with the same signature', async () => {
    const { app, database } = context;
    const player = await fundedPlayerInGame(context, 10_000);
    const bet = JSON.stringify({
      token: player.gameToken,
      gameId: 66121,
      currency: 'BRL',
      transactionId: 'replayed-bet-1',
      roundId: 'replayed-round-1',
      amount: 700,
    });
    const betHeaders = signedWalletHeaders(bet);
    const first = await rawCall(app, '/wallet/bet', bet, betHeaders);
    const again = await rawCall(app, '/wallet/bet', bet, betHeaders);
    expect(first.json()).toMatchObject({ ok: true, balance: 9_300 });
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(app, player.token)).toBe(9_300);
    const [bets] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from wallet_calls where transaction_id = 'replayed-bet-1'`,
    );
    expect(bets?.count).toBe(1);

    const deposit = await pendingDeposit(database.db, player.userId, 5_000);
    const paid = JSON.stringify(
      chargePaidEvent({ chargeId: deposit.chargeId, orderId: deposit.orderId, amountMinor: 5_000 }),
    );
    const webhookHeaders = signedWebhookHeaders(paid);
    const delivered = await rawCall(app, '/webhooks/psp', paid, webhookHeaders);
    const replayed = await rawCall(app, '/webhooks/psp', paid, webhookHeaders);
    expect(delivered.json()).toMatchObject({ received: true, outcome: 'credited' });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().outcome).not.toBe('credited');
    expect(await balanceOf(app, player.token)).toBe(14_300);
    expect(
      await countLedgerTransactions(database.db, 'deposit', `deposit:${deposit.orderId}`),
    ).toBe(1);
    await expectBooksBalanced(database.db);
  });

  it('answers a body over the 1 MiB limit with 413 on every kind of call, never a 5xx', async () => {
    const { app } = context;
    const player = await loginAsGuest(app);
    const staff = await signInStaff(context);
    const huge = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 1) });
    const before = await databaseSnapshot(context.database.db);
    const answers = [
      await rawCall(app, '/v1/bus/createSupportTicket', huge, { 'access-token': player.token }),
      await rawCall(app, '/user/login', huge, {}),
      await rawCall(app, '/ops/tickets/reply', huge, { authorization: `Bearer ${staff}` }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(413);
      expect(answer.json()).toMatchObject({ success: false, msgCode: 'payload_too_large' });
    }
    const wallet = await rawCall(app, '/wallet/bet', huge, signedWalletHeaders(huge));
    expect(wallet.statusCode).toBe(413);
    expect(wallet.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    const webhook = await rawCall(app, '/webhooks/psp', huge, signedWebhookHeaders(huge));
    expect(webhook.statusCode).toBe(413);
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
  });

  it('a game id beyond the database integer is bad input on every call that takes one, not a 500', async () => {
    const { app } = context;
    const player = await fundedPlayerInGame(context, 1_000);
    const staff = await signInStaff(context);
    const gameId = 848_327_843_831_475;
    const before = await databaseSnapshot(context.database.db);
    const answers = [
      await call(app, '/game/rounds', { gameId }, player.token),
      await call(app, '/game/session/summary', { gameId }, player.token),
      await call(app, '/game/joinGame', { gameId }, player.token),
      await opsCall(app, '/ops/players/rounds', { playerId: String(player.userId), gameId }, staff),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, msgCode: 'bad_request' });
      expect(answer.json().msg).toContain('(gameId: ');
    }
    const wallet = await walletCall(app, '/wallet/balance', {
      token: player.gameToken,
      gameId,
      currency: 'BRL',
    });
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
  });
});

describe('a slow client on a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    await context.app.listen({ port, host: '127.0.0.1' });
  });

  /**
   * A raw HTTP/1.1 request announcing the whole body, which is sent in `pieces`, `delayMs` apart,
   * up to `stopAfter` characters (the whole unless given). Its raw answer once the socket closes.
   */
  function trickle(
    path: string,
    body: string,
    headers: Record<string, string>,
    {
      pieces,
      delayMs,
      stopAfter = body.length,
    }: { pieces: number; delayMs: number; stopAfter?: number },
  ) {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    const closed = new Promise<string>((resolve) => {
      socket.on('close', () => resolve(answer));
      socket.on('error', () => resolve(answer));
    });
    const head =
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n';
    const sent = (async () => {
      socket.write(head);
      const sending = body.slice(0, stopAfter);
      const size = Math.ceil(sending.length / pieces);
      for (let piece = 0; piece < pieces; piece += 1) {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        socket.write(sending.slice(piece * size, (piece + 1) * size));
      }
    })();
    return { sent, closed };
  }

  const normalCall = async (token: string) => {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/v1/bus/accountInfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': token },
      body: '{}',
    });
    return {
      ms: performance.now() - started,
      body: (await response.json()) as { success: boolean },
    };
  };

  it('answers a body sent in pieces once it is whole, while a normal call goes through at once', async () => {
    const player = await loginAsGuest(context.app);
    const body = JSON.stringify({ topic: 'account', message: 'Sent one piece at a time, slowly.' });
    const slow = trickle(
      '/v1/bus/createSupportTicket',
      body,
      { 'access-token': player.token },
      { pieces: 5, delayMs: 150 },
    );
    const normal = await normalCall(player.token);
    expect(normal.body.success).toBe(true);
    expect(normal.ms).toBeLessThan(500);
    await slow.sent;
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"success":true');
  });

  it('times out a client that stops sending its body, cleanly, and serves others meanwhile', async () => {
    const player = await loginAsGuest(context.app);
    const before = await databaseSnapshot(context.database.db);
    const body = JSON.stringify({ topic: 'account', message: 'This body never arrives whole.' });
    // Half the body, then nothing: the request must not hold its connection for ever.
    const stalled = trickle(
      '/v1/bus/createSupportTicket',
      body,
      { 'access-token': player.token },
      { pieces: 1, delayMs: 0, stopAfter: 20 },
    );
    const normal = await normalCall(player.token);
    expect(normal.body.success).toBe(true);
    expect(normal.ms).toBeLessThan(500);
    const started = performance.now();
    const answer = await stalled.closed;
    expect(performance.now() - started).toBeLessThan(requestTimeoutMs + 3_000);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
    expect((await normalCall(player.token)).body.success).toBe(true);
  });
});
