import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { opsCallRoles, opsCalls, staffRoles } from '@sorte/contracts';
import type { StaffRole } from '@sorte/contracts';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { testPspSecret } from '../../../test/payment-provider';
import {
  opsCall,
  readyToWithdraw,
  requestWithdrawal,
  signInStaff,
} from '../../../test/withdrawals';
import { queryRows } from '../../db/query-rows';
import { createStaffAccount } from './create-staff-account';
import { staffFailuresBeforeLock } from './login-staff';
import { currentTotpCode } from './totp';

const context = useTestApp({
  PSP_URL: 'http://127.0.0.1:9',
  PSP_SECRET: testPspSecret,
  PAYOUT_SEND_INTERVAL_MS: '600000',
});

const password = 'a long passphrase for tests';
let sequence = 0;

/** A new staff account of `role`, signed in once with its password only: its token. */
async function firstSignIn(role: StaffRole) {
  sequence += 1;
  const username = `staff${sequence}x${Date.now() % 100_000}`;
  await createStaffAccount(context.database.db, { username, password, role });
  const response = await call(context.app, '/ops/login', { username, password });
  return { username, token: response.json().data.token as string, answer: response.json().data };
}

async function auditRows(subject: string) {
  return queryRows<{ action: string; staff_id: number | null; before: unknown; after: unknown }>(
    context.database.db,
    sql`select action, staff_id, before, after from staff_audit_log where subject = ${subject} order by id`,
  );
}

const opsPaths = opsCalls.map((opsCall) => opsCall.path).filter((path) => path !== '/ops/login');

describe('who may make each operator call', () => {
  it('names a role list for every call, and refuses no token, a player token and a role without the right', async () => {
    expect(Object.keys(opsCallRoles).sort()).toEqual([...opsPaths].sort());
    const player = await loginAsGuest(context.app);
    const tokens = Object.fromEntries(
      await Promise.all(staffRoles.map(async (role) => [role, await signInStaff(context, role)])),
    ) as Record<StaffRole, string>;
    for (const path of opsPaths) {
      for (const headers of [
        {},
        { authorization: `Bearer ${player.token}` },
        { 'access-token': player.token },
      ]) {
        const refused = await context.app.inject({
          method: 'POST',
          url: path,
          headers,
          payload: {},
        });
        expect(refused.statusCode, path).toBe(401);
      }
      for (const role of staffRoles.filter((role) => !opsCallRoles[path]?.includes(role))) {
        const refused = await opsCall(context.app, path, {}, tokens[role]);
        expect([refused.statusCode, refused.json().msgCode], `${role} ${path}`).toEqual([
          403,
          'staff_role_forbidden',
        ]);
      }
    }
    // A read-only member reads the queue but cannot decide.
    expect((await opsCall(context.app, '/ops/withdrawals', {}, tokens.read_only)).statusCode).toBe(
      200,
    );
  });

  it('lets a session without its second factor only enrol it, then asks for a code at every sign-in', async () => {
    const { username, token, answer } = await firstSignIn('finance');
    expect(answer).toMatchObject({ role: 'finance', secondFactorPassed: false });
    const blocked = await opsCall(context.app, '/ops/withdrawals', {}, token);
    expect([blocked.statusCode, blocked.json().msgCode]).toEqual([
      403,
      'staff_second_factor_required',
    ]);

    const enrolled = (await opsCall(context.app, '/ops/totp/enrol', {}, token)).json().data;
    expect(enrolled.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolled.qrSvg).toMatch(/^<svg/);
    const wrong = await opsCall(context.app, '/ops/totp/confirm', { code: '000000' }, token);
    expect(wrong.json().msgCode).toBe('totp_code_wrong');
    const code = currentTotpCode(enrolled.secret);
    expect((await opsCall(context.app, '/ops/totp/confirm', { code }, token)).json().success).toBe(
      true,
    );
    expect((await opsCall(context.app, '/ops/withdrawals', {}, token)).statusCode).toBe(200);
    expect((await opsCall(context.app, '/ops/totp/enrol', {}, token)).json().msgCode).toBe(
      'totp_already_enrolled',
    );

    // From now on the password alone is not enough, and a code is good once: the one that
    // confirmed the enrolment is used up, as is each that signs in.
    expect((await call(context.app, '/ops/login', { username, password })).statusCode).toBe(401);
    const replayed = await call(context.app, '/ops/login', { username, password, totp: code });
    expect(replayed.statusCode).toBe(401);
    const next = currentTotpCode(enrolled.secret, new Date(Date.now() + 30_000));
    const signedIn = await call(context.app, '/ops/login', { username, password, totp: next });
    expect(signedIn.json().data).toMatchObject({ role: 'finance', secondFactorPassed: true });
    const again = await call(context.app, '/ops/login', { username, password, totp: next });
    expect(again.statusCode).toBe(401);
    expect(await auditRows(`staff:${username}`)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'staff.totp_enrol', after: { totpEnrolled: true } }),
      ]),
    );
  });

  it('locks an account after five wrong sign-ins in a row, even against the right password', async () => {
    const { username } = await firstSignIn('support');
    for (let attempt = 0; attempt < staffFailuresBeforeLock; attempt += 1) {
      const wrong = await call(context.app, '/ops/login', {
        username,
        password: 'not the password',
      });
      expect(wrong.statusCode).toBe(401);
    }
    // Locked, the right password gets the very answer a wrong one gets: nothing tells a guesser
    // that the account exists or that the lock is what stops them.
    const wrong = await call(context.app, '/ops/login', { username, password: 'still wrong' });
    const locked = await call(context.app, '/ops/login', { username, password });
    expect([locked.statusCode, locked.json()]).toEqual([401, wrong.json()]);
    const unknown = await call(context.app, '/ops/login', { username: 'nobody.here', password });
    expect(unknown.json()).toEqual(wrong.json());
    expect((await auditRows(`staff:${username}`)).map((row) => row.action)).toContain('staff.lock');
  });

  it('ends every session of a staff member at an admin’s word', async () => {
    const { username, token } = await firstSignIn('support');
    const admin = await signInStaff(context, 'admin');
    const revoked = await opsCall(context.app, '/ops/staff/sessions/revoke', { username }, admin);
    expect(revoked.json().data).toEqual({ revoked: 1 });
    expect((await opsCall(context.app, '/ops/me', {}, token)).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('records a verdict with who, before and after; the database refuses to change or remove it', async () => {
    // A player who never deposited is reviewed by staff (PRODUCT.md §3.6).
    const player = await readyToWithdraw(context, 50_000, { paidDeposit: false });
    const order = (await requestWithdrawal(context.app, player, 5_000)).json().data.order as {
      orderId: string;
    };
    const finance = await signInStaff(context, 'finance');
    const reason = 'The account is not in your name.';
    await opsCall(
      context.app,
      '/ops/withdrawals/reject',
      { orderId: order.orderId, reason },
      finance,
    );
    const [row] = await auditRows(`withdrawal:${order.orderId}`);
    expect(row).toMatchObject({
      action: 'withdrawal.reject',
      before: { status: 'reviewing' },
      after: { status: 'rejected', reason },
    });
    // Who: the finance member's id (bigint, a string on PostgreSQL's driver).
    expect(Number(row?.staff_id)).toBeGreaterThan(0);

    const listed = await opsCall(
      context.app,
      '/ops/audit',
      { pageSize: 100 },
      await signInStaff(context),
    );
    expect(listed.json().data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'withdrawal.reject' })]),
    );
    for (const change of [
      sql`update staff_audit_log set after = '{}'::jsonb`,
      sql`delete from staff_audit_log`,
    ]) {
      await expect(context.database.db.execute(change)).rejects.toThrow();
    }
    expect(await auditRows(`withdrawal:${order.orderId}`)).toHaveLength(1);
  });
});
