// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { dismissToast } from '../../../lib/ui-store';
import { renderInApp } from '../../../test/render-in-app';
import { envelope, loginData } from '../../../test/fake-api';
import { DepositLimitsPanel } from './deposit-limits-panel';

const none = (period: string) => ({ period, amountMinor: null, usedMinor: 0, pending: null });

function renderPanel() {
  const answer = {
    coolingOffHours: 24,
    limits: [
      { period: 'day', amountMinor: 5_000, usedMinor: 2_000, pending: null },
      none('week'),
      none('month'),
    ],
  };
  const fetch = vi.fn(async (_path: string, _init?: RequestInit) => envelope(answer));
  vi.stubGlobal('fetch', fetch);
  saveLogin(loginData());
  renderInApp(<DepositLimitsPanel />);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('deposit limits on the profile', () => {
  it('shows each period’s limit and what it has used', async () => {
    renderPanel();
    expect((await screen.findByTestId('limit-day-value')).textContent).toBe('R$ 20,00 de R$ 50,00');
    expect(screen.getByTestId('limit-week-value').textContent).toBe('Sem limite');
  });

  it('sends a limit typed in reais as integer centavos, and nothing for a bad amount', async () => {
    const fetch = renderPanel();
    const week = await screen.findByTestId('limit-week');
    const input = week.querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.submit(week);
    expect(screen.getByRole('alert').textContent).toBe('Digite um valor maior que zero.');
    fireEvent.change(input, { target: { value: '1.234,50' } });
    fireEvent.submit(week);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([path]) => path === '/v1/bus/setDepositLimit')).toBe(true),
    );
    const sent = fetch.mock.calls.find(([path]) => path === '/v1/bus/setDepositLimit');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ period: 'week', amountMinor: 123_450 });
  });
});
