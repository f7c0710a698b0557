// @vitest-environment happy-dom
// A phone set to Tokyo, far from Brazil's clock: every tab must still read São Paulo's.
process.env.TZ = 'Asia/Tokyo';

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, loginData } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { saveLogin } from '../../lib/session';
import HistoryRoute from './history-route';

// 12:00 UTC is 09:00 in São Paulo and 21:00 in Tokyo.
const at = '2026-11-20T12:00:00.000Z';

const answers: Record<string, unknown> = {
  '/game/rounds': {
    rounds: [
      {
        roundId: 'R1',
        gameId: 66121,
        betMinor: 100,
        winMinor: 0,
        netMinor: -100,
        status: 'settled',
        balanceBeforeMinor: 1000,
        balanceAfterMinor: 900,
        currency: 'BRL',
        createdAt: at,
        settledAt: at,
      },
    ],
  },
  '/charge/order/list': {
    list: [
      {
        orderId: 'D1',
        amountMinor: 2000,
        bonusMinor: 0,
        currency: 'BRL',
        method: 'pix',
        status: 'paid',
        payUrl: null,
        expiresAt: null,
        createdAt: at,
        paidAt: at,
        reason: null,
      },
    ],
  },
  '/v1/bus/statement': {
    items: [
      {
        transactionId: 1,
        kind: 'deposit',
        amountMinor: 2000,
        balanceAfterMinor: 2000,
        currency: 'BRL',
        reference: null,
        createdAt: at,
      },
    ],
    nextCursor: null,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the history on a phone in another time zone', () => {
  it('shows every tab’s times on the market’s clock, not the phone’s', async () => {
    expect(new Date(at).getHours()).toBe(21);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => envelope(answers[path] ?? {})),
    );
    saveLogin(loginData());
    renderInApp(
      <MemoryRouter>
        <HistoryRoute />
      </MemoryRouter>,
    );
    for (const [tab, list] of [
      ['games', 'recent-rounds'],
      ['deposits', 'deposit-history'],
      ['statement', 'statement'],
    ] as const) {
      fireEvent.click(screen.getByTestId(`history-tab-${tab}`));
      const shown = await waitFor(() => {
        const element = screen.getByTestId(list);
        expect(element.textContent).toMatch(/20\/11\/2026/);
        return element;
      });
      expect(shown.textContent, tab).toMatch(/20\/11\/2026,? 09:00/);
      expect(shown.textContent, tab).not.toMatch(/21:00/);
    }
  });
});
