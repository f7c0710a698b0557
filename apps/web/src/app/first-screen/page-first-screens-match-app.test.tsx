// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarketCode } from '@sorte/markets';
import { webCatalogues } from '@sorte/words/web/catalogues';
import { rewardWordLoaders } from '@sorte/words/web/rewards';
import { loadRewardWords } from '../../features/rewards/reward-words';
import { appMarketOf } from '../../lib/market';
import { dismissToast } from '../../lib/ui-store';
import { envelope, loginData } from '../../test/fake-api';
import { AppRoutes } from '../app-routes';
import { AppProviders, createQueryClient } from '../providers';
import { classPathOf } from '../../test/class-path-of';
import { pageFirstScreens } from './page-first-screens';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

const markets: MarketCode[] = ['BR', 'PH', 'MX'];

describe('the first screens of the pages whose own words are their largest paint', () => {
  for (const [address, firstScreenOf] of Object.entries(pageFirstScreens)) {
    for (const code of markets) {
      it(`${address} in ${code}: the app's classes, nested as it nests them, with the words it shows there`, async () => {
        const market = appMarketOf(code);
        // Signed in, every answer still on its way: what the page shows before its answers.
        vi.stubGlobal(
          'fetch',
          vi.fn(async (path: string) =>
            path === '/user/login' ? envelope(loginData()) : new Promise<Response>(() => undefined),
          ),
        );
        await loadRewardWords(market.language);
        const catalogue = webCatalogues[market.language];
        const { container } = render(
          <AppProviders market={market} catalogue={catalogue} queryClient={createQueryClient()}>
            <MemoryRouter initialEntries={[address]}>
              <AppRoutes blocked={false} />
            </MemoryRouter>
          </AppProviders>,
        );
        await screen.findByTestId('page-title');
        const firstScreen = document.createElement('div');
        firstScreen.innerHTML = firstScreenOf({
          web: catalogue,
          rewards: await rewardWordLoaders[market.language](),
        });
        const drawn = [...firstScreen.querySelectorAll('[class]')];
        expect(drawn.length).toBeGreaterThan(4);
        for (const element of drawn) {
          const path = classPathOf(element, firstScreen);
          const rendered = container.querySelector(path);
          expect(rendered, path).not.toBeNull();
          // Its words are the page's own, where the page shows them.
          if (element.children.length === 0 && element.textContent) {
            expect(rendered?.textContent, path).toBe(element.textContent);
          }
        }
      });
    }
  }
});
