// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, loginData } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { saveLogin } from '../../../lib/session';
import { CareMessages } from './care-messages';

afterEach(() => vi.unstubAllGlobals());

describe("staff's messages about the player's play", () => {
  it('show our own words for each, with a break’s end on the market’s clock, until read', async () => {
    let readAt: string | null = null;
    const fetch = vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/v1/bus/careMessageRead') {
        expect(JSON.parse(String(init?.body))).toMatchObject({ id: 7 });
        readAt = '2026-11-27T12:00:00.000Z';
        return envelope({ message: {} });
      }
      return envelope({
        list: [
          {
            id: 7,
            kind: 'restriction',
            at: '2026-11-26T12:00:00.000Z',
            breakUntil: '2026-11-29T12:00:00.000Z',
            readAt,
          },
        ],
      });
    });
    vi.stubGlobal('fetch', fetch);
    saveLogin(loginData());
    renderInApp(<CareMessages />);
    const message = await screen.findByTestId('care-message');
    expect(message.textContent).toContain(
      'Para o seu bem-estar, a equipe aplicou uma pausa até 29/11/2026, 09:00.',
    );
    expect(message.textContent).toContain('você continua podendo sacar seu saldo');
    fireEvent.click(screen.getByTestId('care-message-read'));
    await waitFor(() => expect(screen.queryByTestId('care-messages')).toBeNull());
  });
});
