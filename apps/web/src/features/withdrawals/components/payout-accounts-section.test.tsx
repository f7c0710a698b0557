// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { dismissToast } from '../../../lib/ui-store';
import { envelope, loginData } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { payoutAccounts } from '../../../test/withdrawal-fakes';
import type { PayoutAccounts } from '../api/payout-accounts';
import { PayoutAccountsSection } from './payout-accounts-section';

function Section({ data }: { data: PayoutAccounts }) {
  const [selectedId, setSelectedId] = useState<number | null>(data.list[0]?.accountId ?? null);
  return (
    <PayoutAccountsSection
      data={data}
      selectedId={selectedId}
      onSelect={setSelectedId}
      editAccountId={null}
    />
  );
}

function renderSection(data: PayoutAccounts) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    if (path === '/v1/bus/updateCpf') return envelope({ cpf: body.cpf });
    return envelope({});
  });
  vi.stubGlobal('fetch', fetch);
  saveLogin(loginData());
  renderInApp(<Section data={data} />);
  return fetch;
}

function calls(fetch: ReturnType<typeof renderSection>, path: string) {
  return fetch.mock.calls
    .filter(([called]) => called === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('the payout accounts on /security', () => {
  it('under own-CPF payouts asks for the player’s CPF first, checked before it is sent', async () => {
    const fetch = renderSection(payoutAccounts({ list: [], ownCpfPayoutsOnly: true }));
    expect(screen.getByTestId('payout-account-add').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('cpf-input'), { target: { value: '111.111.111-11' } });
    fireEvent.submit(screen.getByTestId('cpf-form'));
    expect(screen.getByTestId('cpf-error').textContent).toBe(
      'Este CPF não é válido. Confira os 11 dígitos.',
    );
    expect(calls(fetch, '/v1/bus/updateCpf')).toEqual([]);
    fireEvent.change(screen.getByTestId('cpf-input'), { target: { value: '529.982.247-25' } });
    fireEvent.submit(screen.getByTestId('cpf-form'));
    await waitFor(() =>
      expect(calls(fetch, '/v1/bus/updateCpf')).toEqual([{ cpf: '52998224725' }]),
    );
  });

  it('chooses the account a withdrawal goes to', () => {
    const [first] = payoutAccounts().list;
    if (!first) throw new Error('no account');
    renderSection(
      payoutAccounts({
        list: [
          first,
          { ...first, accountId: 8, channelId: 'br_pix_email', accountMasked: 'm•••@example.com' },
        ],
      }),
    );
    expect(screen.getByTestId('payout-account-7').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('payout-account-8'));
    expect(screen.getByTestId('payout-account-8').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('payout-account-7').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('payout-account-8').textContent).toContain('PIX: e-mail');
  });

  it('removes an account only once the player says so', async () => {
    const fetch = renderSection(payoutAccounts());
    fireEvent.click(screen.getByText('Remover'));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Remover PIX: CPF ••••4725? Saques já enviados mantêm o destino.',
    );
    expect(calls(fetch, '/v1/bus/removePayoutAccount')).toEqual([]);
    const buttons = screen.getByRole('alertdialog').querySelectorAll('button');
    fireEvent.click(buttons[1] as HTMLButtonElement);
    await waitFor(() =>
      expect(calls(fetch, '/v1/bus/removePayoutAccount')).toEqual([{ accountId: 7 }]),
    );
  });
});
