// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { dismissToast } from '../../../lib/ui-store';
import { envelope, loginData } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { payoutAccounts, withdrawalOrder, withdrawalRules } from '../../../test/withdrawal-fakes';
import { WithdrawPanel } from './withdraw-panel';

type Answers = Record<string, (body: Record<string, unknown>) => unknown>;

function renderPanel(answers: Answers = {}) {
  const defaults: Answers = {
    '/v1/bus/withdrawInfo': () => withdrawalRules(),
    '/withdraw/bank/list': () => payoutAccounts(),
    '/v1/bus/getWithdrawProcess': () => ({ order: withdrawalOrder() }),
    ...answers,
  };
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const answer = defaults[path];
    if (!answer) throw new Error(`unexpected call ${path}`);
    return envelope(answer(JSON.parse(String(init?.body)) as Record<string, unknown>));
  });
  vi.stubGlobal('fetch', fetch);
  saveLogin(loginData());
  const onCreated = vi.fn();
  renderInApp(
    <MemoryRouter>
      <WithdrawPanel trackerPath="/withdrawalTracker" editAccountId={null} onCreated={onCreated} />
    </MemoryRouter>,
  );
  return { fetch, onCreated };
}

function bodiesTo(fetch: ReturnType<typeof renderPanel>['fetch'], path: string) {
  return fetch.mock.calls
    .filter(([called]) => called === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('the withdraw panel', () => {
  it('quotes the fee on the part above R$ 500, taken from what arrives, before anything is sent', async () => {
    const { fetch } = renderPanel();
    fireEvent.change(await screen.findByTestId('withdraw-custom-amount'), {
      target: { value: '600' },
    });
    expect(screen.getByTestId('quote-amount').textContent).toBe('R$ 600,00');
    expect(screen.getByTestId('quote-fee').textContent).toBe('R$ 5,00');
    expect(screen.getByTestId('quote-tax').textContent).toBe('R$ 0,00');
    expect(screen.getByTestId('quote-arrives').textContent).toBe('R$ 595,00');
    expect(screen.getByTestId('quote-to').textContent).toBe('PIX: CPF ••••4725');
    expect(screen.getByTestId('quote-time').textContent).toBe(
      'Costuma chegar cerca de 2 min depois de enviado.',
    );
    expect(screen.getByTestId('withdraw-submit').textContent).toBe('Sacar R$ 600,00');
    expect(bodiesTo(fetch, '/withdraw/create/order')).toEqual([]);
  });

  it('shows the server’s refusal in the player’s words and opens no confirmation', async () => {
    const refusal = {
      code: 'needPlayGame',
      message:
        'Rollover restante: R$ 25,50. O saque fica disponível quando ele chegar a zero; cada aposta o reduz.',
    };
    const { fetch } = renderPanel({
      '/v1/bus/withdrawInfo': () =>
        withdrawalRules({
          wageringRemainingMinor: 2550,
          wageringTargetMinor: 5000,
          withdrawableMinor: 0,
        }),
      '/v1/bus/withdrawInfo2': () => ({ quote: null, refusal }),
    });
    fireEvent.click(await screen.findByTestId('withdraw-amount-10000'));
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-refusal')).textContent).toBe(refusal.message);
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    expect(bodiesTo(fetch, '/v1/bus/withdrawInfo2')).toEqual([
      { amountMinor: 10_000, accountId: 7 },
    ]);
  });

  it('asks for an account with the seed’s words when the player has none', async () => {
    const { fetch } = renderPanel({ '/withdraw/bank/list': () => payoutAccounts({ list: [] }) });
    fireEvent.click(await screen.findByTestId('withdraw-amount-100'));
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-refusal').textContent).toBe(
      'Por favor, insira a conta de saque que precisa ser vinculada.',
    );
    expect(bodiesTo(fetch, '/v1/bus/withdrawInfo2')).toEqual([]);
  });

  it('confirms with the quote the server gave, then hands the order on to be followed', async () => {
    const quote = {
      amountMinor: 60_000,
      feeMinor: 500,
      taxMinor: 0,
      arrivesMinor: 59_500,
      channelId: 'br_pix_cpf',
      typicalMinutes: 2,
    };
    const { fetch, onCreated } = renderPanel({
      '/v1/bus/withdrawInfo2': () => ({ quote, refusal: null }),
      '/withdraw/create/order': () => ({ order: withdrawalOrder() }),
    });
    fireEvent.change(await screen.findByTestId('withdraw-custom-amount'), {
      target: { value: '600,00' },
    });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    const confirmation = await screen.findByTestId('withdraw-confirm');
    expect(confirmation.textContent).toContain('Você recebeR$ 595,00');
    fireEvent.click(screen.getByTestId('withdraw-confirm-button'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('SWTEST0000000000000001'));
    expect(bodiesTo(fetch, '/withdraw/create/order')).toEqual([
      {
        amountMinor: 60_000,
        accountId: 7,
        feeMinor: 500,
        taxMinor: 0,
        // A key of its own, so a lost answer sent again makes no second withdrawal.
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
  });

  it('offers only the way to follow the open withdrawal while one is on its way', async () => {
    renderPanel({
      '/v1/bus/withdrawInfo': () => withdrawalRules({ openOrderId: 'SWTEST0000000000000001' }),
    });
    const notice = await screen.findByTestId('withdraw-open-order');
    expect(notice.textContent).toContain('Um saque de R$ 600,00 está em andamento.');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe(
      '/withdrawalTracker?orderId=SWTEST0000000000000001',
    );
    expect(screen.queryByTestId('withdraw-submit')).toBeNull();
  });

  it('keeps chips above the balance out of reach', async () => {
    renderPanel({
      '/v1/bus/withdrawInfo': () =>
        withdrawalRules({ balanceMinor: 20_000, withdrawableMinor: 20_000 }),
    });
    expect((await screen.findByTestId('withdraw-amount-10000')).hasAttribute('disabled')).toBe(
      false,
    );
    expect(screen.getByTestId('withdraw-amount-50000').hasAttribute('disabled')).toBe(true);
  });

  it('quotes nothing beyond the balance and refuses it in the server’s words, asking nothing', async () => {
    const { fetch } = renderPanel({
      '/v1/bus/withdrawInfo': () =>
        withdrawalRules({ balanceMinor: 1165, withdrawableMinor: 1165 }),
    });
    const field = await screen.findByTestId('withdraw-custom-amount');
    fireEvent.change(field, { target: { value: '950.000.029,05' } });
    expect(screen.queryByTestId('withdraw-quote')).toBeNull();
    expect(screen.getByTestId('withdraw-submit').textContent).toBe('Sacar');
    fireEvent.change(field, { target: { value: '600' } });
    expect(screen.queryByTestId('withdraw-quote')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-amount-refusal').textContent).toBe(
      'Seu saldo é R$ 11,65, menor que este valor.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(bodiesTo(fetch, '/v1/bus/withdrawInfo2')).toEqual([]);
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
  });

  it('refuses an amount off the step before asking the server', async () => {
    const { fetch } = renderPanel();
    fireEvent.change(await screen.findByTestId('withdraw-custom-amount'), {
      target: { value: '10,50' },
    });
    expect(screen.queryByTestId('withdraw-quote')).toBeNull();
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByTestId('withdraw-amount-refusal').textContent).toContain('R$ 1,00');
    expect(bodiesTo(fetch, '/v1/bus/withdrawInfo2')).toEqual([]);
  });
});
