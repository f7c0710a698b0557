// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../../lib/i18n/en';
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
    expect(deadline.textContent).toMatch(/^Prazo: até .+ · faltam 91 min$/);
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
