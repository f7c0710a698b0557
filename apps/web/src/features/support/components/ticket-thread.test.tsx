// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { dismissToast } from '../../../lib/ui-store';
import { envelope, loginData } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { loadSupportWords } from '../support-words';
import { TicketThread } from './ticket-thread';

const question = 'Paguei R$ 20 pelo PIX e o saldo não mudou.';
const reply = 'Encontramos o pagamento: o saldo foi creditado.';

function ticket(status: 'open' | 'answered' | 'closed', extra: { text: string }[] = []) {
  return {
    ticketId: 'ST0000000001',
    topic: 'deposit',
    status,
    createdAt: '2026-11-20T12:00:00.000Z',
    lastMessageAt: '2026-11-20T12:05:00.000Z',
    unread: false,
    preview: question,
    messageCount: 2 + extra.length,
    messages: [
      { author: 'player', text: question, at: '2026-11-20T12:00:00.000Z' },
      { author: 'support', text: reply, at: '2026-11-20T12:05:00.000Z' },
      ...extra.map(({ text }) => ({ author: 'player', text, at: '2026-11-20T12:06:00.000Z' })),
    ],
  };
}

function serve(status: 'open' | 'answered' | 'closed') {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { message?: string };
    if (path === '/v1/bus/addSupportMessage') {
      return envelope({ ticket: ticket('open', [{ text: body.message ?? '' }]) });
    }
    if (path === '/v1/bus/supportTickets') {
      return envelope({ list: [], nextCursor: null, unreadCount: 0 });
    }
    return envelope({ ticket: ticket(status) });
  });
  vi.stubGlobal('fetch', fetch);
  saveLogin(loginData());
  renderInApp(<TicketThread ticketId="ST0000000001" />);
  return fetch;
}

beforeAll(async () => {
  await loadSupportWords('pt-BR');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('a request to support, opened', () => {
  it('shows the conversation with support’s reply, and lets the player write again', async () => {
    const fetch = serve('answered');
    const answer = await screen.findByText(reply);
    expect(answer.closest('li')?.textContent).toContain('Suporte');
    expect(screen.getByText('Respondido')).toBeTruthy();
    expect(screen.getByText('Pedido ST0000000001')).toBeTruthy();

    fireEvent.change(screen.getByTestId('ticket-reply'), { target: { value: 'ok' } });
    fireEvent.submit(screen.getByTestId('ticket-reply-form'));
    expect(screen.getByTestId('ticket-reply-error').textContent).toBe(
      'Escreva pelo menos 10 caracteres para podermos ajudar.',
    );
    expect(fetch.mock.calls.some(([path]) => path === '/v1/bus/addSupportMessage')).toBe(false);

    fireEvent.change(screen.getByTestId('ticket-reply'), {
      target: { value: 'Agora apareceu, obrigado!' },
    });
    fireEvent.submit(screen.getByTestId('ticket-reply-form'));
    // In the conversation, not the box it was typed in (happy-dom reads a textarea's value as text).
    await screen.findByText('Agora apareceu, obrigado!', { selector: '.ticket-message__text' });
    expect(screen.getByText('Aguardando nossa resposta')).toBeTruthy();
    expect((screen.getByTestId('ticket-reply') as HTMLTextAreaElement).value).toBe('');
  });

  it('offers no way to write in a closed request, and says to open a new one', async () => {
    serve('closed');
    await screen.findByText(reply);
    expect(screen.queryByTestId('ticket-reply-form')).toBeNull();
    expect(
      screen.getByText('Este pedido está encerrado. Se precisar de mais ajuda, escreva um novo.'),
    ).toBeTruthy();
  });

  it('says a request was not found when the address names none', async () => {
    vi.stubGlobal('fetch', vi.fn());
    saveLogin(loginData());
    renderInApp(<TicketThread ticketId="" />);
    expect(await screen.findByText('Este pedido não foi encontrado.')).toBeTruthy();
  });
});
