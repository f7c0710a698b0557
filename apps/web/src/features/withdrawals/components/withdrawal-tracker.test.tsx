// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../../lib/market';
import { saveLogin } from '../../../lib/session';
import { dismissToast } from '../../../lib/ui-store';
import { envelope, loginData } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { withdrawalOrder } from '../../../test/withdrawal-fakes';
import type { WithdrawalOrder } from '../api/withdrawal-process';
import { timelineOf } from './withdrawal-timeline';
import { WithdrawalTracker } from './withdrawal-tracker';

function renderTracker(order: WithdrawalOrder | null, options = {}) {
  let current = order;
  const fetch = vi.fn(async (path: string) => {
    if (path === '/v1/bus/getWithdrawProcess') return envelope({ order: current });
    if (path === '/v1/bus/cancelWithdrawal' && current) {
      current = {
        ...current,
        status: 'cancelled',
        cancellable: false,
        refundedMinor: current.amountMinor,
        stages: [...current.stages, { stage: 'cancelled', at: '2026-11-20T12:05:00.000Z' }],
      };
      return envelope({ order: current });
    }
    throw new Error(`unexpected call ${path}`);
  });
  vi.stubGlobal('fetch', fetch);
  saveLogin(loginData());
  renderInApp(
    <MemoryRouter>
      <WithdrawalTracker
        orderId={order?.orderId ?? null}
        accountHref={(accountId) => `/security?edit=${accountId}`}
      />
    </MemoryRouter>,
    options,
  );
  return fetch;
}

function stage(name: string) {
  return screen.getByTestId(`withdrawal-stage-${name}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('the withdrawal tracker', () => {
  it('draws each stage with its time on the market’s clock, and what is still to come', async () => {
    renderTracker(withdrawalOrder());
    await screen.findByTestId('withdrawal-timeline');
    expect(screen.getByTestId('withdrawal-status').textContent).toBe('Em análise');
    // 12:00 UTC is 09:00 in São Paulo.
    expect(within(stage('requested')).getByText(/09:00/)).toBeTruthy();
    expect(stage('reviewing').getAttribute('aria-current')).toBe('step');
    expect(stage('reviewing').textContent).toContain(
      'Estamos conferindo o pedido antes de enviar o pagamento.',
    );
    expect(stage('paid').textContent).toBe('PagoAinda não');
    expect(screen.getByTestId('withdrawal-order').textContent).toContain('Você recebeR$ 595,00');
    expect(screen.getByTestId('withdrawal-order').textContent).toContain('TaxaR$ 5,00');
  });

  it('cancels in review after asking, and shows the whole amount back', async () => {
    const fetch = renderTracker(withdrawalOrder());
    fireEvent.click(await screen.findByTestId('withdrawal-cancel'));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Os R$ 600,00 voltam inteiros para o seu saldo na hora.',
    );
    fireEvent.click(screen.getByTestId('withdrawal-cancel-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal-status').textContent).toBe('Cancelado'),
    );
    expect(screen.getByTestId('withdrawal-refund').textContent).toBe(
      'R$ 600,00 voltou para o seu saldo.',
    );
    expect(screen.queryByTestId('withdrawal-cancel')).toBeNull();
    expect(fetch.mock.calls.filter(([path]) => path === '/v1/bus/cancelWithdrawal')).toHaveLength(
      1,
    );
  });

  it('tells why a payout failed, that it came back whole, and where to change the key', async () => {
    renderTracker(
      withdrawalOrder({
        status: 'failed',
        cancellable: false,
        failureReason: 'invalid_destination',
        refundedMinor: 60_000,
        stages: [
          { stage: 'requested', at: '2026-11-20T12:00:00.000Z' },
          { stage: 'reviewing', at: '2026-11-20T12:00:00.000Z' },
          { stage: 'approved', at: '2026-11-20T12:01:00.000Z' },
          { stage: 'sent', at: '2026-11-20T12:01:02.000Z' },
          { stage: 'failed', at: '2026-11-20T12:03:00.000Z' },
        ],
      }),
    );
    expect((await screen.findByTestId('withdrawal-reason')).textContent).toBe(
      'O banco ou a carteira não reconheceu esta conta. Confira ou troque a conta e tente de novo; o valor total voltou para o seu saldo.',
    );
    expect(screen.getByTestId('withdrawal-refund').textContent).toBe(
      'R$ 600,00 voltou para o seu saldo.',
    );
    expect(screen.getByTestId('withdrawal-change-account').getAttribute('href')).toBe(
      '/security?edit=9',
    );
    // The provider's reason is said once, not again in the stage's general words.
    expect(stage('failed').textContent).not.toContain('O pagamento não foi concluído');
    expect(screen.queryByTestId('withdrawal-stage-paid')).toBeNull();
    expect(screen.queryByTestId('withdrawal-cancel')).toBeNull();
  });

  it('shows the rejection with the reason staff wrote, in English for an English player', async () => {
    renderTracker(
      withdrawalOrder({
        currency: 'PHP',
        channelId: 'ph_gcash',
        status: 'rejected',
        cancellable: false,
        rejectionReason: 'The account holder differs from the player.',
        refundedMinor: 60_000,
        stages: [
          { stage: 'requested', at: '2026-11-20T12:00:00.000Z' },
          { stage: 'reviewing', at: '2026-11-20T12:00:00.000Z' },
          { stage: 'rejected', at: '2026-11-20T13:00:00.000Z' },
        ],
      }),
      { market: appMarketOf('PH'), catalogue: en },
    );
    expect((await screen.findByTestId('withdrawal-status')).textContent).toBe('Rejected');
    expect(screen.getByTestId('withdrawal-reason').textContent).toBe(
      'Reason: The account holder differs from the player.',
    );
    expect(screen.getByTestId('withdrawal-refund').textContent).toBe(
      '₱600.00 is back on your balance.',
    );
  });

  it('counts down to the payout deadline where the profile promises one', async () => {
    const deadlineAt = new Date(Date.now() + 90 * 60_000 + 30_000).toISOString();
    renderTracker(withdrawalOrder({ deadlineAt }));
    const deadline = await screen.findByTestId('withdrawal-deadline');
    expect(deadline.textContent).toMatch(/^Prazo de pagamentoaté .+91 minrestantes$/);
    expect(screen.getByTestId('withdrawal-deadline-minutes').textContent).toBe('91 min');
  });

  it('says the last minute in the singular', async () => {
    renderTracker(withdrawalOrder({ deadlineAt: new Date(Date.now() + 30_000).toISOString() }));
    expect((await screen.findByTestId('withdrawal-deadline')).textContent).toMatch(
      /1 minrestante$/,
    );
  });

  it('says what the player can do once the deadline passed with the payout still on its way', async () => {
    const deadlineAt = new Date(Date.now() - 60_000).toISOString();
    renderTracker(withdrawalOrder({ status: 'sent', cancellable: false, deadlineAt }));
    const deadline = await screen.findByTestId('withdrawal-deadline');
    expect(deadline.textContent).toContain(
      'O prazo passou e o saque ainda está a caminho. O suporte pode dizer em que ponto ele está.',
    );
    expect(screen.queryByTestId('withdrawal-deadline-minutes')).toBeNull();
  });

  it('says, once paid, whether the payout kept its deadline, by the server’s times', async () => {
    const paid = (paidAt: string) =>
      withdrawalOrder({
        status: 'paid',
        cancellable: false,
        deadlineAt: '2026-11-20T14:00:00.000Z',
        stages: [
          { stage: 'requested', at: '2026-11-20T12:00:00.000Z' },
          { stage: 'reviewing', at: '2026-11-20T12:00:00.000Z' },
          { stage: 'approved', at: '2026-11-20T12:30:00.000Z' },
          { stage: 'sent', at: '2026-11-20T12:30:01.000Z' },
          { stage: 'paid', at: paidAt },
        ],
      });
    renderTracker(paid('2026-11-20T12:32:00.000Z'));
    expect((await screen.findByTestId('withdrawal-deadline')).textContent).toBe(
      'Pago dentro do prazo de 120 minutos.',
    );
    cleanup();
    renderTracker(paid('2026-11-20T14:05:00.000Z'), { catalogue: en });
    expect((await screen.findByTestId('withdrawal-deadline')).textContent).toBe(
      'Paid after the 120-minute deadline.',
    );
  });

  it('shows no deadline for a withdrawal that ended with a refund: no payout is owed', async () => {
    renderTracker(
      withdrawalOrder({
        status: 'rejected',
        cancellable: false,
        rejectionReason: 'The account holder differs from the player.',
        refundedMinor: 60_000,
        deadlineAt: new Date(Date.now() + 60 * 60_000).toISOString(),
        stages: [
          { stage: 'requested', at: '2026-11-20T12:00:00.000Z' },
          { stage: 'rejected', at: '2026-11-20T12:10:00.000Z' },
        ],
      }),
    );
    await screen.findByTestId('withdrawal-refund');
    expect(screen.queryByTestId('withdrawal-deadline')).toBeNull();
  });

  it('says so when there is nothing to follow yet', async () => {
    renderTracker(null);
    expect(await screen.findByText('Nenhum saque ainda')).toBeTruthy();
  });
});

describe('timelineOf', () => {
  it('keeps every forward stage while the withdrawal can still reach it', () => {
    expect(timelineOf(withdrawalOrder()).map((item) => [item.stage, item.at !== null])).toEqual([
      ['requested', true],
      ['reviewing', true],
      ['approved', false],
      ['sent', false],
      ['paid', false],
    ]);
  });

  it('ends with the refunded ending once there is one, dropping what will never come', () => {
    const cancelled = withdrawalOrder({
      status: 'cancelled',
      stages: [
        { stage: 'requested', at: '2026-11-20T12:00:00.000Z' },
        { stage: 'reviewing', at: '2026-11-20T12:00:00.000Z' },
        { stage: 'cancelled', at: '2026-11-20T12:02:00.000Z' },
      ],
    });
    expect(timelineOf(cancelled).map((item) => item.stage)).toEqual([
      'requested',
      'reviewing',
      'cancelled',
    ]);
  });
});
