import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOpsApi } from '../../test/fake-ops-api';
import { ticket } from '../../test/ops-fixtures';
import { renderConsole, signedInAs } from '../../test/render-console';

afterEach(() => vi.unstubAllGlobals());

const reply = 'Olá! O seu saque foi aprovado e chega em minutos.';
const answered = ticket({
  status: 'answered',
  lastMessageBy: 'staff',
  messageCount: 2,
  messages: [
    ...ticket().messages,
    { author: 'staff', staffUsername: 'ana.ops', text: reply, at: '2026-11-27T02:00:00.000Z' },
  ],
});

describe('the support inbox', () => {
  it('lists tickets waiting for staff and opens one', async () => {
    fakeOpsApi({
      '/ops/tickets': { data: { list: [ticket()], nextCursor: null } },
      '/ops/tickets/read': { data: { ticket: ticket() } },
    });
    signedInAs('support');
    renderConsole('/tickets');
    const row = await screen.findByTestId('ticket-row-ST0000000001');
    expect(within(row).getByText('Saques')).toBeTruthy();
    expect(within(row).getByText('Aguardando a equipe')).toBeTruthy();
    fireEvent.click(within(row).getByRole('link', { name: 'ST0000000001' }));
    expect((await screen.findByTestId('message-player')).textContent).toContain(
      'Quando chega o meu saque?',
    );
  });

  it('sends a reply, shows it in the conversation and empties the field', async () => {
    const api = fakeOpsApi({
      '/ops/tickets/read': { data: { ticket: ticket() } },
      '/ops/tickets/reply': { data: { ticket: answered } },
    });
    signedInAs('support', 'ana.ops');
    renderConsole('/tickets/ST0000000001');
    const field = await screen.findByLabelText('Sua resposta');
    expect(screen.getByText(/Responda em português/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('reply-send'));
    expect(screen.getByTestId('reply-error').textContent).toBe('Escreva uma resposta primeiro.');
    fireEvent.change(field, { target: { value: reply } });
    fireEvent.click(screen.getByTestId('reply-send'));
    expect((await screen.findByTestId('message-staff')).textContent).toContain('Equipe · ana.ops');
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(api.callsTo('/ops/tickets/reply')[0]?.body).toEqual({
      ticketId: 'ST0000000001',
      message: reply,
    });
  });

  it('closes a ticket after asking, and a closed ticket takes no reply', async () => {
    const api = fakeOpsApi({
      '/ops/tickets/read': { data: { ticket: answered } },
      '/ops/tickets/close': { data: { ticket: { ...answered, status: 'closed' } } },
    });
    signedInAs('admin');
    renderConsole('/tickets/ST0000000001');
    fireEvent.click(await screen.findByTestId('ticket-close'));
    fireEvent.click(within(screen.getByRole('dialog')).getByTestId('close-confirm'));
    expect(await screen.findByTestId('ticket-closed')).toBeTruthy();
    expect(screen.queryByTestId('reply-form')).toBeNull();
    expect(screen.queryByTestId('ticket-close')).toBeNull();
    expect(api.callsTo('/ops/tickets/close')).toHaveLength(1);
  });

  it('lets a read-only role read a ticket but not answer or close it', async () => {
    fakeOpsApi({ '/ops/tickets/read': { data: { ticket: ticket() } } });
    signedInAs('read_only');
    renderConsole('/tickets/ST0000000001');
    await screen.findByTestId('ticket-thread');
    expect(screen.queryByTestId('reply-form')).toBeNull();
    expect(screen.queryByTestId('ticket-close')).toBeNull();
  });
});
