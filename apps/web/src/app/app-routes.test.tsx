// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ptBR } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../lib/market';
import { dismissToast } from '../lib/ui-store';
import { accountInfoData, envelope, loginData } from '../test/fake-api';
import { AppRoutes } from './app-routes';
import { paths } from './paths';
import { AppProviders, createQueryClient } from './providers';

function fakeServer() {
  const fetch = vi.fn(async (path: string) =>
    path === '/user/login' ? envelope(loginData()) : envelope(accountInfoData(123456)),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

function renderApp(path: string, { blocked = false } = {}) {
  render(
    <AppProviders market={appMarketOf('BR')} catalogue={ptBR} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes blocked={blocked} />
        <CurrentPath />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

const navShownOn = new Set<string>([paths.home, paths.profile, paths.promotions]);

describe('every route of the seed', () => {
  it.each(Object.values(paths).filter((path) => path !== paths.forbidden))(
    '%s has a titled page, and the bottom nav only where the seed shows it',
    async (path) => {
      fakeServer();
      renderApp(path);
      const title = await screen.findByTestId('page-title', {}, { timeout: 3000 });
      expect(title.textContent?.trim()).not.toBe('');
      expect(screen.queryByTestId('bottom-nav') !== null).toBe(navShownOn.has(path));
    },
  );

  it('answers an unknown address with a not-found page and no nav', async () => {
    fakeServer();
    renderApp('/no-such-page');
    expect((await screen.findByTestId('page-title')).textContent).toBe('Página não encontrada');
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
  });
});

describe('the home screen', () => {
  it('signs a new visitor in silently and shows the balance in reais', async () => {
    const fetch = fakeServer();
    renderApp('/');
    await waitFor(() =>
      expect(screen.getByTestId('header-balance').textContent).toBe('R$ 1.234,56'),
    );
    const paths = fetch.mock.calls.map(([path]) => path);
    // Signed in first, then the balance; the game facts load alongside, needing no sign-in, and
    // the start-up overlays ask what is offered once signed in (startup-overlays.test.tsx).
    const alongside = [
      '/game/list',
      '/game/openRounds',
      '/charge/amount/list',
      '/v1/bus/luckyBag',
      '/v1/bus/getTaskProcess',
    ];
    expect(paths.filter((path) => !alongside.includes(path))).toEqual([
      '/user/login',
      '/v1/bus/accountInfo',
    ]);
    expect(paths).toContain('/game/list');
    for (const gameId of ['66121', '66122', '66123', '66136']) {
      expect(screen.getByTestId(`game-card-${gameId}`)).toBeTruthy();
    }
  });

  it('offers the five nav entries in the seed order', () => {
    fakeServer();
    renderApp('/');
    const entries = screen.getByTestId('bottom-nav').querySelectorAll('a');
    expect([...entries].map((entry) => entry.getAttribute('data-testid'))).toEqual([
      'nav-home',
      'nav-event',
      'nav-security',
      'nav-service',
      'nav-mine',
    ]);
  });

  it('takes the player to the withdrawals page from the nav, where the nav is hidden', async () => {
    fakeServer();
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toMatch(/R\$/));
    fireEvent.click(screen.getByTestId('nav-security'));
    await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/security'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('Saque');
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
  });

  it('stays put without crashing when the login behind a nav tap fails', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    renderApp('/');
    fireEvent.click(screen.getByTestId('nav-mine'));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toMatch(/Sem conexão/));
    expect(screen.getByTestId('current-path').textContent).toBe('/');
  });
});

describe('a blocked browser', () => {
  it('sees only the 403 page: no nav, and no login is attempted', async () => {
    const fetch = fakeServer();
    renderApp('/mine', { blocked: true });
    expect(await screen.findByTestId('forbidden-page')).toBeTruthy();
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
