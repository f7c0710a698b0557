import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { depositInReview } from '../../../test/deposits-in-review';
import { call } from '../../../test/helper';
import { useTestAppWithSandboxPsp } from '../../../test/sandbox-psp';
import { opsCall, signInStaff } from '../../../test/withdrawals';
import { queryRows } from '../../db/query-rows';

// The real sandbox provider, over HTTP: payments of another amount than ordered are made there,
// and refunds are asked of it.
const { context, psp } = useTestAppWithSandboxPsp();

const reason = 'The player paid another amount than the order.';

async function balanceOf(token: string): Promise<number> {
  return (await call(context.app, '/v1/bus/accountInfo', {}, token)).json().data.result.accountGold;
}

async function history(token: string, orderId: string) {
  const list = (await call(context.app, '/charge/order/list', {}, token)).json().data.list as {
    orderId: string;
    status: string;
    reason: string | null;
  }[];
  return list.find((order) => order.orderId === orderId);
}

async function audits(orderId: string) {
  const rows = await queryRows<{ action: string }>(
    context.database.db,
    sql`select action from staff_audit_log where subject = ${`deposit:${orderId}`} order by id`,
  );
  return rows.map((row) => row.action);
}

const resolve = (path: string, orderId: string, staff: string) =>
  opsCall(context.app, path, { orderId, reason }, staff);

describe('deposits in review', { timeout: 60_000 }, () => {
  it('lists a payment of another amount, its money held in review, not the player’s', async () => {
    const { player, orderId, chargeId } = await depositInReview(context, psp.url, {
      orderedMinor: 5_000,
      paidMinor: 4_000,
    });
    const staff = await signInStaff(context, 'read_only');
    const { list } = (await opsCall(context.app, '/ops/deposits', { pageSize: 100 }, staff)).json()
      .data;
    expect(list.find((order: { orderId: string }) => order.orderId === orderId)).toMatchObject({
      status: 'review',
      amountMinor: 5_000,
      paidAmountMinor: 4_000,
      paidCurrency: 'BRL',
      pspChargeId: chargeId,
      resolvedBy: null,
    });
    expect(await balanceOf(player.token)).toBe(0);
    await expectBooksBalanced(context.database.db);
  });

  it('credits the amount paid with the first-deposit offer it earns, once of many', async () => {
    // R$ 10 paid on an order of R$ 50: the first deposit of the offer's amount gets R$ 30.
    const { player, orderId } = await depositInReview(context, psp.url, {
      orderedMinor: 5_000,
      paidMinor: 1_000,
    });
    const staff = await signInStaff(context, 'finance');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => resolve('/ops/deposits/credit', orderId, staff)),
    );
    for (const answer of answers) {
      expect(answer.json().data).toMatchObject({
        order: {
          status: 'paid',
          paidAmountMinor: 1_000,
          bonusMinor: 2_000,
          resolutionReason: reason,
        },
        bonusRule: 'first_deposit_offer',
      });
    }
    expect(await balanceOf(player.token)).toBe(3_000);
    expect(await history(player.token, orderId)).toMatchObject({
      status: 'paid',
      bonusMinor: 2_000,
    });
    expect(await audits(orderId)).toEqual(['deposit.credit']);
    const refund = await resolve('/ops/deposits/refund', orderId, staff);
    expect(refund.json().msgCode).toBe('deposit_not_in_review');
    await expectBooksBalanced(context.database.db);
  });

  it("credits a later deposit with its order's rate, and says which rule applied", async () => {
    const first = await depositInReview(context, psp.url, {
      orderedMinor: 2_000,
      paidMinor: 1_500,
    });
    const staff = await signInStaff(context, 'admin');
    await resolve('/ops/deposits/credit', first.orderId, staff);
    const later = await depositInReview(
      context,
      psp.url,
      { orderedMinor: 5_000, paidMinor: 4_000 },
      first.player,
    );
    const credited = (await resolve('/ops/deposits/credit', later.orderId, staff)).json().data;
    // R$ 40 at the R$ 50 option's 15 %.
    expect(credited).toMatchObject({ order: { bonusMinor: 600 }, bonusRule: 'deposit_rate' });
  });

  it('refunds through the provider once of many, and the player reads why', async () => {
    const { player, orderId } = await depositInReview(context, psp.url, {
      orderedMinor: 5_000,
      paidMinor: 4_000,
    });
    const staff = await signInStaff(context, 'finance');
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => resolve('/ops/deposits/refund', orderId, staff)),
      resolve('/ops/deposits/credit', orderId, staff),
    ]);
    const outcomes = answers.map(
      (answer) => answer.json().data?.order.status ?? answer.json().msgCode,
    );
    // The credit is refused whether it came before the refund started or after.
    expect(outcomes.filter((outcome: string) => outcome === 'paid')).toEqual([]);
    expect(await balanceOf(player.token)).toBe(0);
    const seen = await history(player.token, orderId);
    expect(seen).toMatchObject({ status: 'refunded' });
    expect(seen?.reason).toMatch(/estornado/);
    expect(await audits(orderId)).toEqual(['deposit.refund']);
    const refunds = await queryRows<{ kind: string }>(
      context.database.db,
      sql`select kind from ledger_transactions where reference = ${`deposit:${orderId}`} order by id`,
    );
    expect(refunds.map((row) => row.kind)).toEqual(['deposit_review', 'deposit_refund']);
    await expectBooksBalanced(context.database.db);
  });

  it('changes nothing when the provider does not answer, and keeps it from being credited', async () => {
    const { player, orderId } = await depositInReview(context, psp.url, {
      orderedMinor: 5_000,
      paidMinor: 4_000,
    });
    const staff = await signInStaff(context, 'admin');
    await psp.pause();
    let down;
    try {
      down = await resolve('/ops/deposits/refund', orderId, staff);
    } finally {
      await psp.resume();
    }
    expect(down.statusCode).toBe(503);
    expect(down.json().msgCode).toBe('provider_unavailable');
    expect((await history(player.token, orderId))?.status).toBe('review');
    expect((await resolve('/ops/deposits/credit', orderId, staff)).json().msgCode).toBe(
      'deposit_not_in_review',
    );
    const refunded = await resolve('/ops/deposits/refund', orderId, staff);
    expect(refunded.json().data.order.status).toBe('refunded');
    await expectBooksBalanced(context.database.db);
  });

  it('refuses a resolution without a reason, by read-only staff, or of an unknown deposit', async () => {
    const { orderId } = await depositInReview(context, psp.url, {
      orderedMinor: 5_000,
      paidMinor: 4_000,
    });
    const readOnly = await signInStaff(context, 'read_only');
    const finance = await signInStaff(context, 'finance');
    expect((await resolve('/ops/deposits/credit', orderId, readOnly)).json().msgCode).toBe(
      'staff_role_forbidden',
    );
    const bare = await opsCall(context.app, '/ops/deposits/refund', { orderId }, finance);
    expect(bare.json().msgCode).toBe('bad_request');
    expect((await resolve('/ops/deposits/credit', 'SDNONE', finance)).json().msgCode).toBe(
      'deposit_unknown',
    );
    expect(await audits(orderId)).toEqual([]);
    await expectBooksBalanced(context.database.db);
  });
});
