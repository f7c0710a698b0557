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
import { riskWarningSlot } from '@sorte/contracts/page-preloads';
import { homeFirstScreen } from './home-first-screen';
import { riskWarningFirstScreen } from './risk-warning-first-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

describe("`/`'s first screen against the home the app renders", () => {
  for (const regulated of [false, true]) {
    it(`uses only classes the home renders, nested as the home nests them${regulated ? ', the risk warning in its room under br-regulated, in its words' : ''}`, async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async (path: string) =>
          path === '/user/login' ? envelope(loginData()) : envelope(accountInfoData(0)),
        ),
      );
      const { container } = render(
        <AppProviders
          market={appMarketOf('BR', { riskWarningAtSignIn: regulated })}
          catalogue={ptBR}
          queryClient={createQueryClient()}
        >
          <MemoryRouter initialEntries={['/']}>
            <AppRoutes blocked={false} />
          </MemoryRouter>
        </AppProviders>,
      );
      await screen.findByTestId('game-card-66136');
      const firstScreen = document.createElement('div');
      // As the api serves it: the slot filled under a profile that shows the warning, else empty.
      firstScreen.innerHTML = homeFirstScreen().replace(
        riskWarningSlot,
        regulated ? riskWarningFirstScreen(ptBR) : '',
      );
      const paths = [...firstScreen.querySelectorAll('[class]')].map((element) =>
        classPathOf(element, firstScreen),
      );
      expect(paths.length).toBeGreaterThan(20);
      const missing = paths.filter((path) => container.querySelector(path) === null);
      expect(missing).toEqual([]);
      const warning = firstScreen.querySelector('.risk-warning__text');
      if (regulated) {
        // In the app's first render, with the same words: the games sit where the app draws them.
        expect(warning?.textContent).toBe(ptBR['risk.text']);
        expect(container.querySelector('.app .risk-warning__text')?.textContent).toBe(
          warning?.textContent,
        );
      } else {
        expect(warning).toBeNull();
      }
    });
  }
});
