import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { opsCall, signInStaff } from '../../../test/withdrawals';

const context = useTestApp({
  LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
  SUPPORT_CHAT_URL_MX: 'https://chat.example.mx/sorte',
});

const question = 'Paguei um depósito de R$ 20 pelo PIX e o saldo não mudou.';

async function openTicket(app: FastifyInstance, token: string, message = question) {
  const response = await call(
    app,
    '/v1/bus/createSupportTicket',
    { topic: 'deposit', message },
    token,
  );
  expect(response.json(), response.body).toMatchObject({ success: true });
  return response.json().data.ticket as { ticketId: string };
}

describe('writing to support and reading the reply', () => {
  it('takes a ticket, lets staff find and answer it, and shows the player the reply until read', async () => {
    const player = await loginAsGuest(context.app);
    const created = await call(
      context.app,
      '/v1/bus/createSupportTicket',
      { topic: 'deposit', message: `  ${question}\r\nPedido SD123.  ` },
      player.token,
    );
    expect(created.statusCode).toBe(200);
    const ticket = created.json().data.ticket;
    expect(ticket).toMatchObject({
      ticketId: expect.stringMatching(/^ST[0-9A-Z]{10}$/),
      topic: 'deposit',
      status: 'open',
      unread: false,
      messageCount: 1,
      messages: [{ author: 'player', text: `${question}\nPedido SD123.` }],
    });

    // Staff find it in the queue of tickets waiting for an answer, in the player's language.
    const staff = await signInStaff(context);
    const queue = (await opsCall(context.app, '/ops/tickets', {}, staff)).json().data;
    expect(queue.list).toEqual([
      expect.objectContaining({
        ticketId: ticket.ticketId,
        market: 'BR',
        language: 'pt-BR',
        status: 'open',
        lastMessageBy: 'player',
        preview: `${question} Pedido SD123.`,
      }),
    ]);
    const read = await opsCall(
      context.app,
      '/ops/tickets/read',
      { ticketId: ticket.ticketId },
      staff,
    );
    expect(read.json().data.ticket.messages).toEqual([
      expect.objectContaining({ author: 'player', staffUsername: null }),
    ]);

    const reply = 'Encontramos o pagamento: o saldo foi creditado. Obrigado pela paciência!';
    const replied = await opsCall(
      context.app,
      '/ops/tickets/reply',
      { ticketId: ticket.ticketId, message: reply },
      staff,
    );
    expect(replied.json().data.ticket).toMatchObject({
      status: 'answered',
      lastMessageBy: 'staff',
      messageCount: 2,
    });
    expect(replied.json().data.ticket.messages[1]).toMatchObject({
      author: 'staff',
      staffUsername: expect.stringMatching(/^reviewer/),
      text: reply,
    });
    expect((await opsCall(context.app, '/ops/tickets', {}, staff)).json().data.list).toEqual([]);

    // The player's list marks the reply as new until the ticket is opened.
    const listed = (await call(context.app, '/v1/bus/supportTickets', {}, player.token)).json();
    expect(listed.data).toMatchObject({
      unreadCount: 1,
      list: [{ ticketId: ticket.ticketId, status: 'answered', unread: true }],
    });
    const opened = (
      await call(context.app, '/v1/bus/supportTicket', { ticketId: ticket.ticketId }, player.token)
    ).json();
    expect(opened.data.ticket.messages).toEqual([
      expect.objectContaining({ author: 'player' }),
      { author: 'support', text: reply, at: expect.any(String) },
    ]);
    expect(JSON.stringify(opened.data)).not.toContain('reviewer');
    const again = (await call(context.app, '/v1/bus/supportTickets', {}, player.token)).json();
    expect(again.data).toMatchObject({ unreadCount: 0, list: [{ unread: false }] });

    // Writing again opens it for staff; once closed, neither side can write in it.
    const followUp = await call(
      context.app,
      '/v1/bus/addSupportMessage',
      { ticketId: ticket.ticketId, message: 'Agora apareceu, muito obrigado!' },
      player.token,
    );
    expect(followUp.json().data.ticket).toMatchObject({ status: 'open', messageCount: 3 });
    const closed = await opsCall(
      context.app,
      '/ops/tickets/close',
      { ticketId: ticket.ticketId },
      staff,
    );
    expect(closed.json().data.ticket).toMatchObject({
      status: 'closed',
      closedAt: expect.any(String),
    });
    const late = await call(
      context.app,
      '/v1/bus/addSupportMessage',
      { ticketId: ticket.ticketId, message: 'Mais uma pergunta sobre isso.' },
      player.token,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      msgCode: 'ticket_closed',
      msg: 'Este pedido está encerrado. Abra um novo.',
    });
    const lateReply = await opsCall(
      context.app,
      '/ops/tickets/reply',
      { ticketId: ticket.ticketId, message: 'One more thing.' },
      staff,
    );
    expect(lateReply.json()).toMatchObject({ success: false, msgCode: 'ticket_closed' });
    const closedList = (
      await opsCall(context.app, '/ops/tickets', { status: 'closed' }, staff)
    ).json().data.list;
    expect(closedList).toEqual([expect.objectContaining({ ticketId: ticket.ticketId })]);
  });

  it('lists a player’s tickets newest first, a page at a time', async () => {
    const player = await loginAsGuest(context.app);
    const staff = await signInStaff(context);
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const ticket = await openTicket(context.app, player.token, `${question} (${index})`);
      ids.push(ticket.ticketId);
      // Answered tickets no longer count against the three waiting at once.
      await opsCall(
        context.app,
        '/ops/tickets/reply',
        { ticketId: ticket.ticketId, message: 'Ok' },
        staff,
      );
    }
    const first = (
      await call(context.app, '/v1/bus/supportTickets', { pageSize: 3 }, player.token)
    ).json().data;
    expect(first.list.map((ticket: { ticketId: string }) => ticket.ticketId)).toEqual(
      ids.slice(2).reverse(),
    );
    expect(first.unreadCount).toBe(5);
    const second = (
      await call(
        context.app,
        '/v1/bus/supportTickets',
        { pageSize: 3, cursor: first.nextCursor },
        player.token,
      )
    ).json().data;
    expect(second.list.map((ticket: { ticketId: string }) => ticket.ticketId)).toEqual(
      ids.slice(0, 2).reverse(),
    );
    expect(second.nextCursor).toBeNull();
  });

  it('shows a player only their own tickets: another’s is unknown and cannot be written in', async () => {
    const owner = await loginAsGuest(context.app);
    const stranger = await loginAsGuest(context.app);
    const ticket = await openTicket(context.app, owner.token);
    const before = await databaseSnapshot(context.database.db);

    const list = (await call(context.app, '/v1/bus/supportTickets', {}, stranger.token)).json();
    expect(list.data).toEqual({ list: [], nextCursor: null, unreadCount: 0 });
    const read = await call(
      context.app,
      '/v1/bus/supportTicket',
      { ticketId: ticket.ticketId },
      stranger.token,
    );
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ success: false, msgCode: 'ticket_unknown', data: null });
    const write = await call(
      context.app,
      '/v1/bus/addSupportMessage',
      { ticketId: ticket.ticketId, message: 'Posso ver este pedido também?' },
      stranger.token,
    );
    expect(write.statusCode).toBe(404);
    expect(write.json()).toMatchObject({ msgCode: 'ticket_unknown' });
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
  });

  it('keeps at most three tickets waiting for an answer, even when many are sent at once', async () => {
    const player = await loginAsGuest(context.app, { market: 'MX' });
    const sent = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        call(
          context.app,
          '/v1/bus/createSupportTicket',
          { topic: 'withdrawal', message: `Mi retiro número ${index} no llegó todavía.` },
          player.token,
        ),
      ),
    );
    const refused = sent.filter((response) => response.statusCode !== 200);
    expect(sent.length - refused.length).toBe(3);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        msgCode: 'too_many_open_tickets',
        msg: 'Ya tienes 3 solicitudes esperando respuesta. Espera una respuesta o escribe en una de ellas.',
      });
    }
    const listed = (await call(context.app, '/v1/bus/supportTickets', {}, player.token)).json();
    expect(listed.data.list).toHaveLength(3);
  });
});

describe('bad input to support', () => {
  it('refuses every wrong form in the player’s language and writes nothing', async () => {
    const brazilian = await loginAsGuest(context.app);
    const mexican = await loginAsGuest(context.app, { market: 'MX' });
    const ticket = await openTicket(context.app, brazilian.token);
    const before = await databaseSnapshot(context.database.db);
    const refusals: [string, object, string, string][] = [
      [
        '/v1/bus/createSupportTicket',
        { topic: 'refund', message: question },
        'ticket_topic_invalid',
        'Escolha o assunto da sua mensagem.',
      ],
      [
        '/v1/bus/createSupportTicket',
        { topic: 'deposit', message: '  socorro  ' },
        'ticket_message_too_short',
        'Escreva pelo menos 10 caracteres para podermos ajudar.',
      ],
      [
        '/v1/bus/createSupportTicket',
        { topic: 'deposit', message: 'ã'.repeat(2001) },
        'ticket_message_too_long',
        'Sua mensagem deve ter no máximo 2000 caracteres.',
      ],
      [
        '/v1/bus/createSupportTicket',
        { topic: 'deposit', message: `${question}\u0007` },
        'ticket_message_invalid',
        'Sua mensagem tem um caractere que não pode ser enviado. Remova-o e tente novamente.',
      ],
      [
        '/v1/bus/addSupportMessage',
        { ticketId: ticket.ticketId, message: 'oi' },
        'ticket_message_too_short',
        'Escreva pelo menos 10 caracteres para podermos ajudar.',
      ],
    ];
    for (const [path, body, msgCode, msg] of refusals) {
      const response = await call(context.app, path, body, brazilian.token);
      expect(response.statusCode, msgCode).toBe(400);
      expect(response.json(), msgCode).toEqual({ success: false, msgCode, msg, data: null });
    }
    const spanish = await call(
      context.app,
      '/v1/bus/createSupportTicket',
      { topic: 'games', message: 'corto' },
      mexican.token,
    );
    expect(spanish.json()).toMatchObject({
      msgCode: 'ticket_message_too_short',
      msg: 'Escribe al menos 10 caracteres para que podamos ayudarte.',
    });

    // The shared gate: U+0000, unknown fields, a body that is not an object, a field too large.
    const hostile: [string, unknown][] = [
      ['/v1/bus/createSupportTicket', { topic: 'deposit', message: `${question}\u0000` }],
      ['/v1/bus/createSupportTicket', { topic: 'deposit', message: question, playerId: 1 }],
      ['/v1/bus/createSupportTicket', { topic: 'deposit' }],
      ['/v1/bus/createSupportTicket', { topic: 'deposit', message: 'a'.repeat(8001) }],
      ['/v1/bus/addSupportMessage', { ticketId: `${ticket.ticketId}\u0000`, message: question }],
      ['/v1/bus/supportTickets', { pageSize: 0 }],
    ];
    for (const [path, body] of hostile) {
      const response = await call(context.app, path, body, brazilian.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, msgCode: 'bad_request' });
      expect(response.json().msg).toMatch(/^Algumas informações enviadas não são válidas/);
    }
    const nul = await call(
      context.app,
      '/v1/bus/createSupportTicket',
      { topic: 'deposit', message: `${question}\u0000` },
      brazilian.token,
    );
    expect(nul.json().msg).toBe(
      'Algumas informações enviadas não são válidas. (message: contém um caractere não permitido (U+0000))',
    );
    const notObject = await context.app.inject({
      method: 'POST',
      url: '/v1/bus/createSupportTicket',
      headers: { 'access-token': brazilian.token, 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(notObject.json()).toMatchObject({ msgCode: 'bad_request' });
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
  });

  it('refuses staff replies that are empty, too long, or for a ticket that does not exist', async () => {
    const player = await loginAsGuest(context.app);
    const ticket = await openTicket(context.app, player.token);
    const staff = await signInStaff(context);
    const before = await databaseSnapshot(context.database.db);
    const empty = await opsCall(
      context.app,
      '/ops/tickets/reply',
      { ticketId: ticket.ticketId, message: '   ' },
      staff,
    );
    expect(empty.json()).toEqual({
      success: false,
      msgCode: 'ticket_message_too_short',
      msg: 'The reply is empty. Please write the answer the player will read.',
      data: null,
    });
    const long = await opsCall(
      context.app,
      '/ops/tickets/reply',
      { ticketId: ticket.ticketId, message: 'a'.repeat(4001) },
      staff,
    );
    expect(long.json()).toMatchObject({ msgCode: 'ticket_message_too_long' });
    for (const path of ['/ops/tickets/read', '/ops/tickets/reply', '/ops/tickets/close']) {
      const unknown = await opsCall(
        context.app,
        path,
        { ticketId: 'ST0000000000', ...(path.endsWith('reply') ? { message: 'Hello' } : {}) },
        staff,
      );
      expect(unknown.statusCode, path).toBe(404);
      expect(unknown.json(), path).toMatchObject({ msgCode: 'ticket_unknown' });
    }
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
  });
});

describe('the ops API for support', () => {
  it('refuses a player’s access token, as a header or as a bearer token, and changes nothing', async () => {
    const player = await loginAsGuest(context.app);
    const ticket = await openTicket(context.app, player.token);
    const before = await databaseSnapshot(context.database.db);
    const calls: [string, object][] = [
      ['/ops/tickets', {}],
      ['/ops/tickets/read', { ticketId: ticket.ticketId }],
      ['/ops/tickets/reply', { ticketId: ticket.ticketId, message: 'Answered by a player' }],
      ['/ops/tickets/close', { ticketId: ticket.ticketId }],
    ];
    for (const [path, body] of calls) {
      const asHeader = await call(context.app, path, body, player.token);
      expect(asHeader.statusCode, path).toBe(401);
      expect(asHeader.json(), path).toMatchObject({ success: false, msgCode: 'token_invalid' });
      const asBearer = await opsCall(context.app, path, body, player.token);
      expect(asBearer.statusCode, path).toBe(401);
      expect(asBearer.json(), path).toMatchObject({ msgCode: 'token_invalid' });
    }
    expect(await databaseSnapshot(context.database.db)).toEqual(before);
  });
});

describe('the external chat', () => {
  it('answers the market’s configured chat address, or that there is none', async () => {
    const mexican = await loginAsGuest(context.app, { market: 'MX' });
    const brazilian = await loginAsGuest(context.app);
    const forwardOf = async (token: string) =>
      (await call(context.app, '/user/web/customer/forward', {}, token)).json();
    expect(await forwardOf(mexican.token)).toMatchObject({
      success: true,
      data: { chatUrl: 'https://chat.example.mx/sorte' },
    });
    expect(await forwardOf(brazilian.token)).toMatchObject({
      success: true,
      data: { chatUrl: null },
    });
    const anonymous = await call(context.app, '/user/web/customer/forward', {});
    expect(anonymous.statusCode).toBe(401);
  });
});
