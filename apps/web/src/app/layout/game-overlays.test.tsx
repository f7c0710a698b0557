// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearGameFrame, openGameFrame } from '../../lib/game-frame-store';
import { storageKeys, writeStored } from '../../lib/storage';
import { accountInfoData, envelope } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { GameOverlays } from './game-overlays';

const game = { gameId: 66121, url: 'http://games.test/play/66121', origin: 'http://games.test' };
const brazilOffer = { amountMinor: 1000, arrivalMinor: 3000 };

/** The casino as the overlays ask it, with the first-deposit offer the server decides. */
function fakeServer(firstDepositOffer: typeof brazilOffer | null) {
  const fetch = vi.fn(async (path: string) => {
    if (path === '/charge/amount/list') {
      return envelope({
        list: [],
        preselectedIndex: null,
        currency: 'BRL',
        method: 'pix',
        firstDepositOffer,
        customAmountMinorMin: 1000,
        customAmountMinorMax: 5_000_000,
        depositWageringMultiple: 1,
        bonusWageringMultiple: 3,
      });
    }
    if (path === '/game/session/summary') {
      return envelope({
        startedAt: new Date().toISOString(),
        rounds: 0,
        betMinor: 0,
        winMinor: 0,
        netMinor: 0,
        currency: 'BRL',
      });
    }
    if (path === '/v1/bus/protection') return envelope({ reminderMinutes: 60 });
    return envelope(accountInfoData(500));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function signIn() {
  writeStored(storageKeys.userInfo, {
    isLogin: 1,
    token: 'token-42',
    tokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    userId: 42,
    nickName: 'Sorte42',
    headUrl: '',
    username: '',
    email: '',
    userType: 1,
    market: 'BR',
    previousLoginAt: null,
  });
}

/** The player's first ever game, left with the page's exit message. */
async function exitFirstGame() {
  signIn();
  openGameFrame(game);
  renderInApp(
    <MemoryRouter>
      <GameOverlays />
    </MemoryRouter>,
  );
  const frame = await screen.findByTitle('Lucky Tiger');
  // The test DOM loads no frame (and prints so on stderr): the frame's window is a stand-in.
  const frameWindow = {} as Window;
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow, configurable: true });
  act(() => {
    globalThis.dispatchEvent(
      new MessageEvent('message', {
        origin: game.origin,
        source: frameWindow,
        data: { type: 'sorte:game-exit', gameId: game.gameId },
      }),
    );
  });
  await waitFor(() => expect(screen.queryByTestId('game-frame')).toBeNull());
}

afterEach(() => {
  clearGameFrame();
  vi.unstubAllGlobals();
});

describe('the first-deposit offer after the first game', () => {
  it('follows the first exit while the server says the offer stands, with the server’s figures', async () => {
    fakeServer(brazilOffer);
    await exitFirstGame();
    const popup = await screen.findByTestId('first-deposit-popup', {}, { timeout: 4000 });
    expect(popup.textContent).toContain('Deposite R$ 10,00 e receba R$ 30,00');
    // Said of any first game, a lost one too: titled as the offer, not "Parabéns!".
    expect(screen.getByRole('heading', { name: 'Oferta do 1º depósito' })).toBeTruthy();
    expect(popup.textContent).not.toContain('Parabéns');
  });

  it('is not made to a player who has already deposited', async () => {
    const fetch = fakeServer(null);
    await exitFirstGame();
    // The offer is asked for when it would show; once the answer is read, nothing shows.
    await waitFor(
      () => expect(fetch.mock.calls.some(([path]) => path === '/charge/amount/list')).toBe(true),
      { timeout: 4000 },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('first-deposit-popup')).toBeNull();
  });
});

describe('an address that names a game', () => {
  it('opens no game without a tap in this tab, and drops the marker', async () => {
    fakeServer(null);
    signIn();
    let search = '';
    function WhereAmI() {
      search = useLocation().search;
      return null;
    }
    renderInApp(
      <MemoryRouter initialEntries={['/mine?game=Iframe']}>
        <GameOverlays />
        <WhereAmI />
      </MemoryRouter>,
    );
    await waitFor(() => expect(search).toBe(''));
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });
});
