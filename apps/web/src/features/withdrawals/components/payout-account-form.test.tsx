// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { es } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../../lib/market';
import { saveLogin } from '../../../lib/session';
import { dismissToast } from '../../../lib/ui-store';
import { envelope, loginData } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import type { PayoutAccountFormProps } from './payout-account-form';
import { PayoutAccountForm } from './payout-account-form';

const brazil = ['br_pix_cpf', 'br_pix_phone', 'br_pix_email', 'br_pix_random'];

function renderForm(props: Partial<PayoutAccountFormProps> = {}, options = {}) {
  const fetch = vi.fn(async (_path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    return envelope({
      account: {
        accountId: 11,
        channelId: body.channelId,
        orderType: 1,
        account: body.account,
        accountMasked: '••••0000',
        bankCode: null,
        holderName: body.holderName,
        holderCpf: body.holderCpf ?? null,
        createdAt: '2026-11-20T12:00:00.000Z',
      },
    });
  });
  vi.stubGlobal('fetch', fetch);
  saveLogin(loginData());
  const onSaved = vi.fn();
  renderInApp(
    <PayoutAccountForm
      channelIds={brazil}
      ownCpfPayoutsOnly={false}
      playerCpf={null}
      onSaved={onSaved}
      onCancel={() => undefined}
      {...props}
    />,
    options,
  );
  return { fetch, onSaved };
}

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function sentBodies(fetch: ReturnType<typeof renderForm>['fetch'], path: string) {
  return fetch.mock.calls
    .filter(([called]) => called === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('the payout account form', () => {
  it('shows the CPF rule under its field and sends nothing while it fails', async () => {
    const { fetch } = renderForm();
    type('payout-field-account', '529.982.247-24');
    fireEvent.submit(screen.getByTestId('payout-account-form'));
    expect(screen.getByTestId('payout-error-account').textContent).toBe(
      'Este CPF não é válido. Confira os 11 dígitos.',
    );
    expect(screen.getByTestId('payout-error-holderName').textContent).toBe('Preencha este campo.');
    expect(screen.getByTestId('payout-field-account').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();

    type('payout-field-account', '529.982.247-25');
    expect(screen.queryByTestId('payout-error-account')).toBeNull();
  });

  it('adds a valid PIX CPF key with its digits, as the server stores it', async () => {
    const { fetch, onSaved } = renderForm();
    type('payout-field-account', '529.982.247-25');
    type('payout-field-holderName', '  Maria da Silva ');
    fireEvent.submit(screen.getByTestId('payout-account-form'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBodies(fetch, '/v1/bus/addPayoutAccount')).toEqual([
      {
        channelId: 'br_pix_cpf',
        account: '52998224725',
        bankCode: null,
        holderName: 'Maria da Silva',
        holderCpf: '52998224725',
      },
    ]);
  });

  it('asks for the phone in the market’s own form when the channel changes', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('payout-channel'), { target: { value: 'br_pix_phone' } });
    expect(screen.getByLabelText('Celular').getAttribute('placeholder')).toBe('(11) 91234-5678');
    type('payout-field-account', '+54 11 98765 4321');
    type('payout-field-holderName', 'Maria da Silva');
    fireEvent.submit(screen.getByTestId('payout-account-form'));
    expect(screen.getByTestId('payout-error-account').textContent).toBe(
      'Digite um número de celular, por exemplo (11) 91234-5678.',
    );
  });

  it('changes an existing account through the update call, keeping its id', async () => {
    const { fetch, onSaved } = renderForm({
      editing: {
        accountId: 9,
        channelId: 'br_pix_email',
        orderType: 5,
        account: 'wrong@example.com',
        accountMasked: '••••.com',
        bankCode: null,
        holderName: 'Maria da Silva',
        holderCpf: null,
        createdAt: '2026-11-20T12:00:00.000Z',
      },
    });
    expect((screen.getByTestId('payout-field-account') as HTMLInputElement).value).toBe(
      'wrong@example.com',
    );
    type('payout-field-account', 'Maria@Example.com');
    fireEvent.submit(screen.getByTestId('payout-account-form'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBodies(fetch, '/v1/bus/updatePayoutAccount')).toEqual([
      expect.objectContaining({
        accountId: 9,
        channelId: 'br_pix_email',
        account: 'maria@example.com',
      }),
    ]);
  });

  it('under own-CPF payouts asks the holder’s CPF and refuses anyone else’s', async () => {
    const { fetch } = renderForm({ ownCpfPayoutsOnly: true, playerCpf: '52998224725' });
    fireEvent.change(screen.getByTestId('payout-channel'), { target: { value: 'br_pix_email' } });
    // Filled with the player's own, the only CPF that can be accepted.
    expect((screen.getByTestId('payout-field-holderCpf') as HTMLInputElement).value).toBe(
      '52998224725',
    );
    type('payout-field-account', 'maria@example.com');
    type('payout-field-holderName', 'Maria da Silva');
    type('payout-field-holderCpf', '111.444.777-35');
    fireEvent.submit(screen.getByTestId('payout-account-form'));
    expect(screen.getByTestId('payout-error-holderCpf').textContent).toBe(
      'Esta conta não está no seu CPF. Os saques são pagos apenas a contas no seu próprio CPF.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks a Mexican CLABE’s check digit and says so in Spanish', async () => {
    const { fetch } = renderForm(
      { channelIds: ['mx_clabe', 'mx_debit_card'] },
      { market: appMarketOf('MX'), catalogue: es },
    );
    expect(screen.getByLabelText('CLABE')).toBeTruthy();
    type('payout-field-account', '032180000118359710');
    type('payout-field-holderName', 'Juan Pérez');
    fireEvent.submit(screen.getByTestId('payout-account-form'));
    expect(screen.getByTestId('payout-error-account').textContent).toBe(
      'Ingresa tu CLABE de 18 dígitos y revisa el último dígito.',
    );
    expect(fetch).not.toHaveBeenCalled();
    type('payout-field-account', '032180000118359719');
    fireEvent.submit(screen.getByTestId('payout-account-form'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
  });
});
