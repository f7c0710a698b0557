// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ptBR } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../lib/market';
import { dismissToast } from '../../lib/ui-store';
import { accountInfoData, envelope, loginData } from '../../test/fake-api';
import { AppRoutes } from '../app-routes';
import { AppProviders, createQueryClient } from '../providers';
import { classPathOf } from '../../test/class-path-of';
import { homeFirstScreen } from './home-first-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe("`/`'s first screen against the home the app renders", () => {
  it('uses only classes the home renders, nested as the home nests them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/user/login' ? envelope(loginData()) : envelope(accountInfoData(0)),
      ),
    );
    const { container } = render(
      <AppProviders market={appMarketOf('BR')} catalogue={ptBR} queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes blocked={false} />
        </MemoryRouter>
      </AppProviders>,
    );
    await screen.findByTestId('game-card-66136');
    const firstScreen = document.createElement('div');
    firstScreen.innerHTML = homeFirstScreen();
    const paths = [...firstScreen.querySelectorAll('[class]')].map((element) =>
      classPathOf(element, firstScreen),
    );
    expect(paths.length).toBeGreaterThan(20);
    const missing = paths.filter((path) => container.querySelector(path) === null);
    expect(missing).toEqual([]);
  });
});
