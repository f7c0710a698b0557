// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { es } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../../lib/market';
import { saveLogin } from '../../../lib/session';
import { dismissToast } from '../../../lib/ui-store';
import { envelope, failure, loginData } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { loadSupportWords } from '../support-words';
import { TicketForm } from './ticket-form';

const question = 'Paguei R$ 20 pelo PIX e o saldo não mudou.';

function ticketAnswer(body: Record<string, unknown>) {
  return envelope({
    ticket: {
      ticketId: 'ST0000000001',
      topic: body.topic,
      status: 'open',
      createdAt: '2026-11-20T12:00:00.000Z',
      lastMessageAt: '2026-11-20T12:00:00.000Z',
      unread: false,
      preview: body.message,
      messageCount: 1,
      messages: [{ author: 'player', text: body.message, at: '2026-11-20T12:00:00.000Z' }],
    },
  });
}

async function renderForm(
  answer: (body: Record<string, unknown>) => Response = ticketAnswer,
  options = {},
) {
  const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
    answer(JSON.parse(String(init?.body)) as Record<string, unknown>),
  );
  vi.stubGlobal('fetch', fetch);
  saveLogin(loginData());
  renderInApp(
    <Suspense fallback={null}>
      <TicketForm />
    </Suspense>,
    options,
  );
  await screen.findByTestId('ticket-form');
  return fetch;
}

function choose(topic: string) {
  fireEvent.change(screen.getByTestId('ticket-topic'), { target: { value: topic } });
}

function write(message: string) {
  fireEvent.change(screen.getByTestId('ticket-message'), { target: { value: message } });
}

function send() {
  fireEvent.submit(screen.getByTestId('ticket-form'));
}

beforeAll(async () => {
  // The words arrive as their own chunk; loaded once here, each render has them at once.
  await Promise.all([loadSupportWords('pt-BR'), loadSupportWords('es')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('the contact form', () => {
  it('asks for a subject first, under its field, and sends nothing', async () => {
    const fetch = await renderForm();
    write(question);
    send();
    expect(screen.getByTestId('ticket-error-topic').textContent).toBe(
      'Escolha o assunto da sua mensagem.',
    );
    expect(screen.getByTestId('ticket-topic').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('ticket-topic'));
    expect(fetch).not.toHaveBeenCalled();

    choose('deposit');
    expect(screen.queryByTestId('ticket-error-topic')).toBeNull();
  });

  it('refuses a message too short, too long or holding an invisible character, before sending', async () => {
    const fetch = await renderForm();
    choose('withdrawal');
    write('  socorro  ');
    send();
    expect(screen.getByTestId('ticket-error-message').textContent).toBe(
      'Escreva pelo menos 10 caracteres para podermos ajudar.',
    );
    write('ã'.repeat(2001));
    expect(screen.getByText('2001 de 2000 caracteres').className).toContain('--over');
    send();
    expect(screen.getByTestId('ticket-error-message').textContent).toBe(
      'Sua mensagem deve ter no máximo 2000 caracteres.',
    );
    write(`${question}\u0000`);
    send();
    expect(screen.getByTestId('ticket-error-message').textContent).toBe(
      'Sua mensagem tem um caractere que não pode ser enviado. Remova-o e tente novamente.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a valid request trimmed, says it was sent and starts again empty', async () => {
    const fetch = await renderForm();
    choose('deposit');
    write(`   ${question}\r\nPedido SD1.  `);
    expect(screen.getByText('54 de 2000 caracteres')).toBeTruthy();
    send();
    await waitFor(() =>
      expect(screen.getByTestId('ticket-sent').textContent).toBe(
        'Enviado. Nossa resposta aparecerá em Seus pedidos.',
      ),
    );
    const sent = fetch.mock.calls.filter(([path]) => path === '/v1/bus/createSupportTicket');
    expect(sent.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { topic: 'deposit', message: `${question}\nPedido SD1.` },
    ]);
    expect((screen.getByTestId('ticket-message') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByTestId('ticket-topic') as HTMLSelectElement).value).toBe('');
  });

  it('shows the server’s refusal of the message under the message', async () => {
    await renderForm(() =>
      failure('Escreva pelo menos 10 caracteres para podermos ajudar.', 'ticket_message_too_short'),
    );
    choose('other');
    write(question);
    send();
    await waitFor(() =>
      expect(screen.getByTestId('ticket-error-message').textContent).toBe(
        'Escreva pelo menos 10 caracteres para podermos ajudar.',
      ),
    );
    expect((screen.getByTestId('ticket-message') as HTMLTextAreaElement).value).toBe(question);
  });

  it('speaks Spanish in Mexico', async () => {
    await renderForm(ticketAnswer, { market: appMarketOf('MX'), catalogue: es });
    expect(screen.getByRole('heading', { name: 'Escríbenos' })).toBeTruthy();
    choose('games');
    write('corto');
    send();
    expect(screen.getByTestId('ticket-error-message').textContent).toBe(
      'Escribe al menos 10 caracteres para que podamos ayudarte.',
    );
  });
});
