import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { opsCall, signInStaff } from '../../../test/withdrawals';
import { queryRows } from '../../db/query-rows';
import { players } from '../../db/schema';
import { fundPlayerForTest } from '../ledger/ledger-test-support';

const context = useTestApp();

/** A player of `market` with a username, e-mail, phone and CPF on record, and their public id. */
async function knownPlayer(market: 'BR' | 'MX', facts: { phone: string; cpf?: string }) {
  const player = await loginAsGuest(context.app, { market });
  const email = `p${player.userId}@example.com`;
  const [row] = await context.database.db
    .update(players)
    .set({ email, phone: facts.phone, cpf: facts.cpf ?? null })
    .where(eq(players.id, player.userId))
    .returning();
  if (!row) throw new Error('player missing');
  return { ...player, playerId: row.externalId, username: row.username, email };
}

async function auditRows(subject: string) {
  return queryRows<{ action: string; before: unknown; after: unknown }>(
    context.database.db,
    sql`select action, before, after from staff_audit_log where subject = ${subject} order by id`,
  );
}

const search = (token: string, query: string) =>
  opsCall(context.app, '/ops/players/search', { query }, token);

describe('staff find a player and read their page', () => {
  it('refuses no token, a player token and a role without the right', async () => {
    const player = await knownPlayer('BR', { phone: '+5511987650001' });
    const bodies = {
      '/ops/players/search': { query: player.username },
      '/ops/players/read': { playerId: player.playerId },
      '/ops/players/type': { playerId: player.playerId, userType: 'C' },
      '/ops/players/note': { playerId: player.playerId, text: 'Called about a deposit.' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      expect((await call(context.app, path, body)).statusCode, path).toBe(401);
      expect((await opsCall(context.app, path, body, player.token)).statusCode, path).toBe(401);
    }
    const support = await signInStaff(context, 'support');
    const readOnly = await signInStaff(context, 'read_only');
    for (const [path, token] of [
      ['/ops/players/type', support],
      ['/ops/players/note', readOnly],
    ] as const) {
      const refused = await opsCall(context.app, path, bodies[path], token);
      expect([refused.statusCode, refused.json().msgCode], path).toEqual([
        403,
        'staff_role_forbidden',
      ]);
    }
    const [row] = await context.database.db
      .select()
      .from(players)
      .where(eq(players.id, player.userId));
    expect(row?.userType).toBe(1);
  });

  it('finds a player by each key, exact matches first, and by the start of a username', async () => {
    const staff = await signInStaff(context, 'read_only');
    const player = await knownPlayer('BR', { phone: '+5511987654321', cpf: '52998224725' });
    const queries = {
      player_id: player.playerId,
      username: player.username.toUpperCase(),
      email: player.email.toUpperCase(),
      phone: '(11) 98765-4321',
      cpf: '529.982.247-25',
      device_id: player.deviceId,
    };
    for (const [key, query] of Object.entries(queries)) {
      const list = (await search(staff, query)).json().data.list;
      expect(list[0], key).toMatchObject({
        playerId: player.playerId,
        matchedBy: key,
        exact: true,
      });
    }
    const byUserId = (await search(staff, String(player.userId))).json().data.list;
    expect(byUserId[0]).toMatchObject({ playerId: player.playerId, matchedBy: 'player_id' });

    const prefix = player.username.slice(0, 6);
    const started = (await search(staff, prefix)).json().data.list;
    expect(started).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ playerId: player.playerId, matchedBy: 'username', exact: false }),
      ]),
    );
    expect((await search(staff, 'nobody-has-this-name')).json().data.list).toEqual([]);
  });

  it('shows two players of different markets each with their own money and market', async () => {
    const staff = await signInStaff(context, 'support');
    const brazilian = await knownPlayer('BR', { phone: '+5511987650002' });
    const mexican = await knownPlayer('MX', { phone: '+525512345678' });
    await fundPlayerForTest(context.database.db, brazilian.userId, 'BRL', 12_345);
    await fundPlayerForTest(context.database.db, mexican.userId, 'MXN', 67_890);
    await call(context.app, '/v1/bus/takeBreak', { days: 7 }, mexican.token);

    const pageOf = async (playerId: string) =>
      (await opsCall(context.app, '/ops/players/read', { playerId }, staff)).json().data.player;
    const br = await pageOf(brazilian.playerId);
    const mx = await pageOf(mexican.playerId);
    expect(br).toMatchObject({
      market: 'BR',
      currency: 'BRL',
      userType: 'A',
      balances: { cashMinor: 12_345, wageringRemainingMinor: 0 },
      devices: [{ deviceId: brazilian.deviceId }],
      protection: { excludedUntil: null },
    });
    expect(mx).toMatchObject({
      market: 'MX',
      currency: 'MXN',
      balances: { cashMinor: 67_890 },
      devices: [{ deviceId: mexican.deviceId }],
      protection: { exclusionKind: 'break' },
    });
    expect(mx.protection.excludedUntil).not.toBeNull();

    const unknown = await opsCall(context.app, '/ops/players/read', { playerId: 'nobody' }, staff);
    expect([unknown.statusCode, unknown.json().msgCode]).toEqual([404, 'player_unknown']);
  });

  it('lets an admin set the user type, audited with before and after', async () => {
    const admin = await signInStaff(context, 'admin');
    const player = await knownPlayer('BR', { phone: '+5511987650003' });
    const set = await opsCall(
      context.app,
      '/ops/players/type',
      { playerId: player.playerId, userType: 'E' },
      admin,
    );
    expect(set.json().data.player).toMatchObject({ playerId: player.playerId, userType: 'E' });
    const page = await opsCall(
      context.app,
      '/ops/players/read',
      { playerId: player.playerId },
      admin,
    );
    expect(page.json().data.player.userType).toBe('E');
    expect(await auditRows(`player:${player.playerId}`)).toEqual([
      { action: 'player.set_user_type', before: { userType: 'A' }, after: { userType: 'E' } },
    ]);
    const wrong = await opsCall(
      context.app,
      '/ops/players/type',
      { playerId: player.playerId, userType: 'G' },
      admin,
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('keeps staff notes within their bounds, audited and listed on the page newest first', async () => {
    const finance = await signInStaff(context, 'finance');
    const player = await knownPlayer('MX', { phone: '+525512340004' });
    const note = (text: string) =>
      opsCall(context.app, '/ops/players/note', { playerId: player.playerId, text }, finance);
    expect((await note('  First call: asked about the bonus.  ')).json().success).toBe(true);
    expect((await note('Second call: the deposit arrived.')).json().success).toBe(true);
    for (const [text, code] of [
      ['   ', 'note_too_short'],
      ['x'.repeat(2001), 'note_too_long'],
      ['bell \u0007 inside', 'note_invalid'],
    ] as const) {
      const refused = await note(text);
      expect([refused.statusCode, refused.json().msgCode]).toEqual([400, code]);
    }
    const page = await opsCall(
      context.app,
      '/ops/players/read',
      { playerId: player.playerId },
      finance,
    );
    expect(page.json().data.player.notes.map((item: { text: string }) => item.text)).toEqual([
      'Second call: the deposit arrived.',
      'First call: asked about the bonus.',
    ]);
    const audited = await auditRows(`player:${player.playerId}`);
    expect(audited.map((row) => row.action)).toEqual(['player.note', 'player.note']);
  });
});
