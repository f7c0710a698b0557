// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../lib/i18n';
import { periodLabel } from '../../../lib/i18n/period-label';
import type { Translate } from '../../../lib/i18n';
import { en } from '@sorte/words/web/catalogues';
import { saveLogin } from '../../../lib/session';
import { dismissToast } from '../../../lib/ui-store';
import { renderInApp } from '../../../test/render-in-app';
import { envelope, loginData } from '../../../test/fake-api';
import { ProtectionPanel } from './protection-panel';

const free = {
  excludedUntil: null,
  exclusionKind: null,
  breakDays: [1, 7, 30],
  selfExclusionDays: [30, 90, 180, 365],
  reminderMinutes: 60,
  reminderMinuteChoices: [15, 30, 60],
};

function renderPanel() {
  const onBreak = { ...free, excludedUntil: '2026-11-24T15:00:00.000Z', exclusionKind: 'break' };
  const fetch = vi.fn(async (path: string, _init?: RequestInit) =>
    path === '/v1/bus/takeBreak' ? envelope(onBreak) : envelope(free),
  );
  vi.stubGlobal('fetch', fetch);
  saveLogin(loginData());
  renderInApp(<ProtectionPanel />);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe('responsible gaming on the profile', () => {
  it('names periods as people say them', () => {
    const t: Translate = (key, params) => translate(en, key, params);
    expect([1, 7, 30, 90, 184, 365, 366, 1827].map((days) => periodLabel(days, t))).toEqual([
      '24 hours',
      '7 days',
      '30 days',
      '90 days',
      '6 months',
      '1 year',
      '1 year',
      '5 years',
    ]);
  });

  it('asks once more, naming the end, and only then starts the break', async () => {
    const fetch = renderPanel();
    fireEvent.click(await screen.findByTestId('protection-break-1'));
    expect(screen.getByRole('alertdialog').textContent).toMatch(/Sem jogos e sem depósitos até/);
    expect(fetch.mock.calls.map(([path]) => path)).not.toContain('/v1/bus/takeBreak');
    fireEvent.click(screen.getByTestId('protection-confirm'));
    const status = await screen.findByTestId('protection-status');
    // 15:00 UTC is noon in São Paulo.
    expect(status.textContent).toMatch(/^Em pausa até 24\/11\/2026.*12:00/);
    const sent = fetch.mock.calls.find(([path]) => path === '/v1/bus/takeBreak');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ days: 1 });
  });

  it('changes nothing when the player cancels', async () => {
    const fetch = renderPanel();
    fireEvent.click(await screen.findByTestId('protection-self_exclusion-365'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/v1/bus/protection']);
  });
});
