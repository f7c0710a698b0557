import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualAdjustmentAloneMinorMax } from '@sorte/markets';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { opsCall, signInStaff } from '../../../test/withdrawals';
import { queryRows } from '../../db/query-rows';
import { ledgerAccounts, players } from '../../db/schema';
import { fundPlayerForTest } from '../ledger/ledger-test-support';

const context = useTestApp();

const brazilLimit = manualAdjustmentAloneMinorMax.BR;

async function fundedPlayer(balanceMinor: number, market: 'BR' | 'MX' = 'BR') {
  const player = await loginAsGuest(context.app, { market });
  const currency = market === 'BR' ? 'BRL' : 'MXN';
  if (balanceMinor > 0) {
    await fundPlayerForTest(context.database.db, player.userId, currency, balanceMinor);
  }
  const [row] = await context.database.db
    .select({ externalId: players.externalId })
    .from(players)
    .where(eq(players.id, player.userId));
  return { ...player, playerId: row?.externalId ?? '' };
}

async function accountOf(playerId: number) {
  const [account] = await context.database.db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, playerId));
  return account;
}

async function count(table: 'manual_adjustments' | 'ledger_transactions' | 'staff_audit_log') {
  const [row] = await queryRows<{ n: number }>(
    context.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return Number(row?.n);
}

async function auditActions(adjustmentId: string) {
  const rows = await queryRows<{ action: string }>(
    context.database.db,
    sql`select action from staff_audit_log where subject = ${`adjustment:${adjustmentId}`} order by id`,
  );
  return rows.map((row) => row.action);
}

const propose = (token: string, body: Record<string, unknown>) =>
  opsCall(context.app, '/ops/adjustments/propose', body, token);

const reason = 'Goodwill credit after the outage of 3 May.';

describe('manual balance adjustments', () => {
  it('refuses no token, a player token and the support role', async () => {
    const player = await fundedPlayer(0);
    const body = { playerId: player.playerId, amountMinor: 100, account: 'cash', reason };
    expect((await call(context.app, '/ops/adjustments/propose', body)).statusCode).toBe(401);
    expect((await propose(player.token, body)).statusCode).toBe(401);
    const refused = await propose(await signInStaff(context, 'support'), body);
    expect([refused.statusCode, refused.json().msgCode]).toEqual([403, 'staff_role_forbidden']);
    expect(await count('manual_adjustments')).toBe(0);
  });

  it('posts a proposal sent 10 times at once with its key once, and refuses the key reused', async () => {
    const finance = await signInStaff(context, 'finance');
    const player = await fundedPlayer(1_000);
    const body = {
      playerId: player.playerId,
      amountMinor: 700,
      account: 'cash',
      reason,
      idempotencyKey: 'adjust-retry-0001',
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => propose(finance, body)));
    const ids = new Set(answers.map((answer) => answer.json().data?.adjustment.adjustmentId));
    expect(answers.every((answer) => answer.json().success)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await accountOf(player.userId))?.balanceMinor).toBe(1_700);
    const reused = await propose(finance, { ...body, amountMinor: 800 });
    expect([reused.statusCode, reused.json().msgCode]).toEqual([409, 'idempotency_key_reused']);
    expect(await count('manual_adjustments')).toBe(1);
    expect((await accountOf(player.userId))?.balanceMinor).toBe(1_700);
    await expectBooksBalanced(context.database.db);
  });

  it('refuses an adjustment without a reason or of zero, writing nothing', async () => {
    const finance = await signInStaff(context, 'finance');
    const player = await fundedPlayer(1_000);
    const base = { playerId: player.playerId, amountMinor: 500, account: 'cash' };
    for (const [body, code] of [
      [{ ...base, reason: '' }, 'adjustment_reason_invalid'],
      [{ ...base, reason: 'too short' }, 'adjustment_reason_invalid'],
      [{ ...base, reason: 'x'.repeat(501) }, 'adjustment_reason_invalid'],
      [{ ...base, amountMinor: 0, reason }, 'adjustment_amount_invalid'],
    ] as const) {
      const refused = await propose(finance, body);
      expect([refused.statusCode, refused.json().msgCode]).toEqual([400, code]);
    }
    const missing = await propose(finance, base);
    expect(missing.statusCode).toBe(400);
    expect(await count('manual_adjustments')).toBe(0);
    expect((await accountOf(player.userId))?.balanceMinor).toBe(1_000);
  });

  it('posts an adjustment within the market limit at once, audited, books balanced', async () => {
    const finance = await signInStaff(context, 'finance');
    const player = await fundedPlayer(1_000);
    const posted = await propose(finance, {
      playerId: player.playerId,
      amountMinor: brazilLimit,
      account: 'cash',
      reason,
    });
    const adjustment = posted.json().data.adjustment;
    expect(adjustment).toMatchObject({ status: 'posted', amountMinor: brazilLimit, market: 'BR' });
    expect((await accountOf(player.userId))?.balanceMinor).toBe(1_000 + brazilLimit);
    expect(await auditActions(adjustment.adjustmentId)).toEqual(['adjustment.propose']);

    const bonus = await propose(finance, {
      playerId: player.playerId,
      amountMinor: 1_000,
      account: 'bonus',
      reason,
    });
    expect(bonus.json().data.adjustment).toMatchObject({ status: 'posted', account: 'bonus' });
    expect((await accountOf(player.userId))?.wageringRemainingMinor).toBeGreaterThan(0);
    await expectBooksBalanced(context.database.db);
  });

  it('holds a larger one until a different staff member approves it; the proposer may not', async () => {
    const proposer = await signInStaff(context, 'finance');
    const approver = await signInStaff(context, 'admin');
    const player = await fundedPlayer(0, 'MX');
    const amountMinor = manualAdjustmentAloneMinorMax.MX + 1;
    const proposed = await propose(proposer, {
      playerId: player.playerId,
      amountMinor,
      account: 'cash',
      reason,
    });
    const { adjustmentId } = proposed.json().data.adjustment;
    expect(proposed.json().data.adjustment).toMatchObject({ status: 'pending', currency: 'MXN' });
    expect((await accountOf(player.userId))?.balanceMinor ?? 0).toBe(0);
    const waiting = await opsCall(context.app, '/ops/adjustments', {}, proposer);
    expect(waiting.json().data.list).toEqual([expect.objectContaining({ adjustmentId })]);

    const own = await opsCall(context.app, '/ops/adjustments/approve', { adjustmentId }, proposer);
    expect([own.statusCode, own.json().msgCode]).toEqual([409, 'adjustment_same_staff']);
    expect((await accountOf(player.userId))?.balanceMinor ?? 0).toBe(0);

    const approved = await opsCall(
      context.app,
      '/ops/adjustments/approve',
      { adjustmentId },
      approver,
    );
    expect(approved.json().data.adjustment).toMatchObject({ status: 'posted' });
    expect((await accountOf(player.userId))?.balanceMinor).toBe(amountMinor);
    expect(await auditActions(adjustmentId)).toEqual(['adjustment.propose', 'adjustment.approve']);
    const again = await opsCall(
      context.app,
      '/ops/adjustments/approve',
      { adjustmentId },
      approver,
    );
    expect(again.json().msgCode).toBe('adjustment_not_pending');
    expect((await opsCall(context.app, '/ops/adjustments', {}, approver)).json().data.list).toEqual(
      [],
    );
    await expectBooksBalanced(context.database.db);
  });

  it('posts once when two staff approve together', async () => {
    const proposer = await signInStaff(context, 'finance');
    const approvers = [await signInStaff(context, 'admin'), await signInStaff(context, 'finance')];
    const player = await fundedPlayer(0);
    for (let round = 1; round <= 5; round += 1) {
      const proposed = await propose(proposer, {
        playerId: player.playerId,
        amountMinor: brazilLimit + round,
        account: 'cash',
        reason,
      });
      const { adjustmentId } = proposed.json().data.adjustment;
      const answers = await Promise.all(
        approvers.map((token) =>
          opsCall(context.app, '/ops/adjustments/approve', { adjustmentId }, token),
        ),
      );
      const codes = answers.map((answer) => answer.json().msgCode).sort();
      expect(codes, `round ${round}`).toEqual(['adjustment_not_pending', 'ok']);
    }
    const expected = [1, 2, 3, 4, 5].reduce((sum, round) => sum + brazilLimit + round, 0);
    expect((await accountOf(player.userId))?.balanceMinor).toBe(expected);
    const [keys] = await queryRows<{ n: number }>(
      context.database.db,
      sql`select count(*)::int as n from ledger_transactions where kind = 'adjustment'`,
    );
    expect(Number(keys?.n)).toBe(5);
    await expectBooksBalanced(context.database.db);
  });

  it('refuses a debit larger than the balance with nothing written, now or on approval', async () => {
    const finance = await signInStaff(context, 'finance');
    const admin = await signInStaff(context, 'admin');
    const player = await fundedPlayer(300);
    const before = {
      adjustments: await count('manual_adjustments'),
      transactions: await count('ledger_transactions'),
      audit: await count('staff_audit_log'),
    };
    const refused = await propose(finance, {
      playerId: player.playerId,
      amountMinor: -301,
      account: 'cash',
      reason,
    });
    expect([refused.statusCode, refused.json().msgCode]).toEqual([
      409,
      'adjustment_exceeds_balance',
    ]);
    expect({
      adjustments: await count('manual_adjustments'),
      transactions: await count('ledger_transactions'),
      audit: await count('staff_audit_log'),
    }).toEqual(before);
    expect((await accountOf(player.userId))?.balanceMinor).toBe(300);

    // Proposed while the money was there, approved after it was spent: still refused whole.
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', brazilLimit * 2);
    const large = await propose(finance, {
      playerId: player.playerId,
      amountMinor: -(brazilLimit + 1),
      account: 'cash',
      reason,
    });
    const { adjustmentId } = large.json().data.adjustment;
    for (const amountMinor of [-brazilLimit, -300]) {
      const spent = await propose(finance, {
        playerId: player.playerId,
        amountMinor,
        account: 'cash',
        reason,
      });
      expect(spent.json().data.adjustment.status).toBe('posted');
    }
    const late = await opsCall(context.app, '/ops/adjustments/approve', { adjustmentId }, admin);
    expect(late.json().msgCode).toBe('adjustment_exceeds_balance');
    expect((await accountOf(player.userId))?.balanceMinor).toBe(brazilLimit);
    expect(await auditActions(adjustmentId)).toEqual(['adjustment.propose']);
    await expectBooksBalanced(context.database.db);
  });

  it("refuses to adjust an account closed at its holder's request, now or on approval", async () => {
    const finance = await signInStaff(context, 'finance');
    const admin = await signInStaff(context, 'admin');
    const player = await fundedPlayer(0);
    const waiting = await propose(finance, {
      playerId: player.playerId,
      amountMinor: brazilLimit + 1,
      account: 'cash',
      reason,
    });
    const { adjustmentId } = waiting.json().data.adjustment;
    await context.database.db
      .update(players)
      .set({ closedAt: new Date() })
      .where(eq(players.id, player.userId));
    const refused = await propose(finance, {
      playerId: player.playerId,
      amountMinor: 100,
      account: 'cash',
      reason,
    });
    expect([refused.statusCode, refused.json().msgCode]).toEqual([409, 'account_closed']);
    const approve = await opsCall(context.app, '/ops/adjustments/approve', { adjustmentId }, admin);
    expect(approve.json().msgCode).toBe('account_closed');
    expect((await accountOf(player.userId))?.balanceMinor ?? 0).toBe(0);
  });

  it('rejects a waiting adjustment: nothing posted, audited, no longer approvable', async () => {
    const finance = await signInStaff(context, 'finance');
    const admin = await signInStaff(context, 'admin');
    const player = await fundedPlayer(0);
    const proposed = await propose(finance, {
      playerId: player.playerId,
      amountMinor: brazilLimit + 1,
      account: 'cash',
      reason,
    });
    const { adjustmentId } = proposed.json().data.adjustment;
    const rejected = await opsCall(context.app, '/ops/adjustments/reject', { adjustmentId }, admin);
    expect(rejected.json().data.adjustment).toMatchObject({ status: 'rejected' });
    const approve = await opsCall(context.app, '/ops/adjustments/approve', { adjustmentId }, admin);
    expect(approve.json().msgCode).toBe('adjustment_not_pending');
    expect((await accountOf(player.userId))?.balanceMinor ?? 0).toBe(0);
    expect(await auditActions(adjustmentId)).toEqual(['adjustment.propose', 'adjustment.reject']);
    const unknown = await opsCall(
      context.app,
      '/ops/adjustments/reject',
      { adjustmentId: 'MA000000000000' },
      admin,
    );
    expect([unknown.statusCode, unknown.json().msgCode]).toEqual([404, 'adjustment_unknown']);
  });
});
