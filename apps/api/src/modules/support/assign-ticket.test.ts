import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { opsCall, signInStaff } from '../../../test/withdrawals';
import { queryRows } from '../../db/query-rows';

const context = useTestApp();

async function openTicket(): Promise<string> {
  const player = await loginAsGuest(context.app);
  const created = await call(
    context.app,
    '/v1/bus/createSupportTicket',
    { topic: 'account', message: 'Where is my withdrawal of yesterday?' },
    player.token,
  );
  return created.json().data.ticket.ticketId;
}

async function staffUsername(token: string): Promise<string> {
  return (await opsCall(context.app, '/ops/me', {}, token)).json().data.username;
}

describe('assigning support tickets', () => {
  it('refuses no token, a player token and a role without the right', async () => {
    const ticketId = await openTicket();
    const player = await loginAsGuest(context.app);
    expect((await call(context.app, '/ops/tickets/assign', { ticketId })).statusCode).toBe(401);
    expect(
      (await opsCall(context.app, '/ops/tickets/assign', { ticketId }, player.token)).statusCode,
    ).toBe(401);
    for (const role of ['finance', 'read_only'] as const) {
      const refused = await opsCall(
        context.app,
        '/ops/tickets/assign',
        { ticketId },
        await signInStaff(context, role),
      );
      expect([refused.statusCode, refused.json().msgCode], role).toEqual([
        403,
        'staff_role_forbidden',
      ]);
    }
  });

  it('assigns to oneself or a colleague, shows it in the queue and the ticket, audited', async () => {
    const ticketId = await openTicket();
    const agent = await signInStaff(context, 'support');
    const colleague = await signInStaff(context, 'support');
    const agentName = await staffUsername(agent);
    const colleagueName = await staffUsername(colleague);

    const queued = await opsCall(context.app, '/ops/tickets', {}, agent);
    expect(queued.json().data.list[0]).toMatchObject({ ticketId, assignedTo: null });

    const own = await opsCall(context.app, '/ops/tickets/assign', { ticketId }, agent);
    expect(own.json().data.ticket).toMatchObject({ ticketId, assignedTo: agentName });
    const handed = await opsCall(
      context.app,
      '/ops/tickets/assign',
      { ticketId, staffUsername: colleagueName.toUpperCase() },
      agent,
    );
    expect(handed.json().data.ticket.assignedTo).toBe(colleagueName);
    const read = await opsCall(context.app, '/ops/tickets/read', { ticketId }, colleague);
    expect(read.json().data.ticket.assignedTo).toBe(colleagueName);
    const listed = await opsCall(context.app, '/ops/tickets', {}, colleague);
    expect(listed.json().data.list[0]).toMatchObject({ ticketId, assignedTo: colleagueName });

    const unknown = await opsCall(
      context.app,
      '/ops/tickets/assign',
      { ticketId, staffUsername: 'nobody-here' },
      agent,
    );
    expect([unknown.statusCode, unknown.json().msgCode]).toEqual([404, 'staff_unknown']);
    const missing = await opsCall(
      context.app,
      '/ops/tickets/assign',
      { ticketId: 'STAAAAAAAAAA' },
      agent,
    );
    expect(missing.json().msgCode).toBe('ticket_unknown');

    const audit = await queryRows<{ action: string; after: { assignedTo: string } }>(
      context.database.db,
      sql`select action, after from staff_audit_log where subject = ${`ticket:${ticketId}`} order by id`,
    );
    expect(audit.map((row) => [row.action, row.after.assignedTo])).toEqual([
      ['ticket.assign', agentName],
      ['ticket.assign', colleagueName],
    ]);
  });
});
