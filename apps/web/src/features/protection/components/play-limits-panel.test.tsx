// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { dismissToast } from '../../../lib/ui-store';
import { renderInApp } from '../../../test/render-in-app';
import { envelope, loginData } from '../../../test/fake-api';
import { PlayLimitsPanel } from './play-limits-panel';

const limit = (key: string, amount: number | null, used = 0) => {
  const [kind, period] = key.split(':');
  return { key, kind, period, amount, used, pending: null };
};

function renderPanel() {
  const answer = {
    coolingOffHours: 24,
    chosenAt: null,
    requiredBeforePlay: false,
    limits: [
      limit('loss:day', 5_000, 1_250),
      limit('loss:week', null),
      limit('loss:month', null),
      limit('time:day', 60, 42),
    ],
  };
  const fetch = vi.fn(async (_path: string, _init?: RequestInit) => envelope(answer));
  vi.stubGlobal('fetch', fetch);
  saveLogin(loginData());
  renderInApp(<PlayLimitsPanel />);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('loss and time limits on the profile', () => {
  it('shows net losses in reais and play time in minutes, against each limit', async () => {
    renderPanel();
    expect((await screen.findByTestId('play-limit-loss-day-value')).textContent).toBe(
      'R$ 12,50 de R$ 50,00',
    );
    expect(screen.getByTestId('play-limit-loss-week-value').textContent).toBe('Sem limite');
    expect(screen.getByTestId('play-limit-time-day-value').textContent).toBe('42 de 60 min');
  });

  it('sends minutes as minutes and money as centavos, and nothing the server would refuse', async () => {
    const fetch = renderPanel();
    const time = await screen.findByTestId('play-limit-time-day');
    const minutes = time.querySelector('input') as HTMLInputElement;
    fireEvent.change(minutes, { target: { value: '1441' } });
    fireEvent.submit(time);
    expect(screen.getByRole('alert').textContent).toBe('Digite de 1 a 1440 minutos.');
    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.submit(time);
    const week = screen.getByTestId('play-limit-loss-week');
    fireEvent.change(week.querySelector('input') as HTMLInputElement, {
      target: { value: '250' },
    });
    fireEvent.submit(week);
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([path]) => path === '/v1/bus/setPlayLimits')).toHaveLength(2),
    );
    const sent = fetch.mock.calls
      .filter(([path]) => path === '/v1/bus/setPlayLimits')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([
      { limits: [{ key: 'time:day', amount: 30 }] },
      { limits: [{ key: 'loss:week', amount: 25_000 }] },
    ]);
  });
});
