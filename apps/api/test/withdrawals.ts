import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PspWebhookEvent } from '@sorte/contracts';
import { fundPlayerForTest } from '../src/modules/ledger/ledger-test-support';
import type { StaffRole } from '@sorte/contracts';
import { createStaffAccount } from '../src/modules/staff/create-staff-account';
import { currentTotpCode } from '../src/modules/staff/totp';
import { call, loginAsGuest } from './helper';
import type { TestContext } from './helper';
import { newEventId } from './payment-provider';

let cpfSequence = 0;

/** A CPF with correct check digits, different every call (one CPF registers one player). */
export function nextCpf(): string {
  cpfSequence += 1;
  const base = String(100_000_000 + (((Date.now() % 1_000_000) * 100 + cpfSequence) % 800_000_000))
    .padStart(9, '0')
    .split('')
    .map(Number);
  const digit = (digits: number[]) => {
    const sum = digits.reduce(
      (total, value, index) => total + value * (digits.length + 1 - index),
      0,
    );
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const second = digit([...base, first]);
  return [...base, first, second].join('');
}

/**
 * A Brazilian player ready to withdraw: signed in, 18+ setup done, a paid deposit on record (the
 * check automatic approval asks for), `balanceMinor` on the balance with no turnover left, their
 * CPF registered and a PIX CPF key added.
 */
export async function readyToWithdraw(
  context: TestContext,
  balanceMinor: number,
  options: { paidDeposit?: boolean } = {},
): Promise<{
  token: string;
  userId: number;
  deviceId: string;
  accountId: number;
  cpf: string;
}> {
  const player = await loginAsGuest(context.app);
  if (balanceMinor > 0) {
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', balanceMinor);
  }
  if (options.paidDeposit !== false) {
    await context.database.db.execute(sql`
      insert into deposit_orders (order_id, player_id, currency, amount_minor, giving_rate_bps,
        method, status, paid_amount_minor, paid_at)
      values (${`SDTEST${player.userId}${Date.now()}`}, ${player.userId}, 'BRL', 1000, 0, 'pix',
        'paid', 1000, now())`);
  }
  const cpf = nextCpf();
  const registered = await call(context.app, '/v1/bus/updateCpf', { cpf }, player.token);
  if (!registered.json().success) throw new Error(`updateCpf: ${registered.body}`);
  const added = await call(
    context.app,
    '/v1/bus/addPayoutAccount',
    { channelId: 'br_pix_cpf', account: cpf, holderName: 'Maria da Silva', holderCpf: cpf },
    player.token,
  );
  if (!added.json().success) throw new Error(`addPayoutAccount: ${added.body}`);
  return { ...player, accountId: added.json().data.account.accountId, cpf };
}

/** Asks for a withdrawal with the quote the server gives, as the app does. */
export async function requestWithdrawal(
  app: FastifyInstance,
  player: { token: string; accountId: number },
  amountMinor: number,
  idempotencyKey?: string,
) {
  const quoted = await call(
    app,
    '/v1/bus/withdrawInfo2',
    { amountMinor, accountId: player.accountId },
    player.token,
  );
  const quote = quoted.json().data?.quote ?? { feeMinor: 0, taxMinor: 0 };
  return call(
    app,
    '/withdraw/create/order',
    {
      amountMinor,
      accountId: player.accountId,
      feeMinor: quote.feeMinor,
      taxMinor: quote.taxMinor,
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    },
    player.token,
  );
}

let staffSequence = 0;

/**
 * A staff member of `role` signed in to the ops API as one would be: the account created, the
 * first sign-in, the TOTP enrolment confirmed with a current code. Their bearer token.
 */
export async function signInStaff(
  context: TestContext,
  role: StaffRole = 'admin',
): Promise<string> {
  staffSequence += 1;
  const username = `reviewer${staffSequence}${Date.now() % 100_000}`;
  const password = 'a long passphrase for tests';
  const created = await createStaffAccount(context.database.db, { username, password, role });
  if (created.status !== 'created') throw new Error(`staff: ${created.problem}`);
  const response = await call(context.app, '/ops/login', { username, password });
  if (!response.json().success) throw new Error(`ops login: ${response.body}`);
  const token: string = response.json().data.token;
  const enrolled = await opsCall(context.app, '/ops/totp/enrol', {}, token);
  const code = currentTotpCode(enrolled.json().data.secret);
  const confirmed = await opsCall(context.app, '/ops/totp/confirm', { code }, token);
  if (!confirmed.json().success) throw new Error(`totp: ${confirmed.body}`);
  return token;
}

export function opsCall(app: FastifyInstance, path: string, body: object, staffToken: string) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${staffToken}` },
    payload: body as Record<string, unknown>,
  });
}

/** A payout event as the provider sends it, for the withdrawal's amount that arrives. */
export function payoutEvent(
  type: 'payout.paid' | 'payout.failed',
  order: { orderId: string; arrivesMinor: number; currency?: string },
  failureReason: 'invalid_destination' | 'destination_closed' | 'rejected_by_bank' | null = null,
  eventId = newEventId(),
): PspWebhookEvent {
  return {
    id: eventId,
    type,
    data: {
      payoutId: `po_${order.orderId}`,
      merchantPayoutId: order.orderId,
      amount: order.arrivesMinor,
      currency: order.currency ?? 'BRL',
      failureReason: type === 'payout.failed' ? (failureReason ?? 'rejected_by_bank') : null,
      occurredAt: new Date().toISOString(),
    },
  };
}
