// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ptBR } from '@sorte/words/web/catalogues';
import { appMarketOf } from '../../lib/market';
import { readStored, storageKeys, writeStored } from '../../lib/storage';
import { accountInfoData, envelope, loginData } from '../../test/fake-api';
import { AppRoutes } from '../app-routes';
import { AppProviders, createQueryClient } from '../providers';

interface Offers {
  firstDeposit: boolean;
  bag: boolean;
}

const bag = { openedMinor: null, prizesMinor: [100, 500, 1000], wageringMultiple: 3 };
const credited = { amountMinor: 500, wageringAddedMinor: 1500, balanceMinor: 500 };

/** The api as a new BR player meets it; `offers` says what the server offers them. */
function fakeServer(offers: Offers) {
  const fetch = vi.fn(async (path: string) => {
    if (path === '/user/login') return envelope(loginData());
    if (path === '/charge/amount/list') {
      return envelope({
        list: [],
        firstDepositOffer: offers.firstDeposit ? { amountMinor: 1000, arrivalMinor: 1300 } : null,
      });
    }
    if (path === '/v1/bus/luckyBag') return envelope({ ...bag, offered: offers.bag });
    if (path === '/v1/bus/luckyBagOpen') {
      return envelope({ ...bag, offered: true, openedMinor: 500, credited });
    }
    // An adult who has completed the 18+ setup: the bag opens at once.
    const info = accountInfoData(0);
    return envelope({ result: { ...info.result, ageConfirmed: 1 } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderApp(address = '/') {
  render(
    <AppProviders market={appMarketOf('BR')} catalogue={ptBR} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <AppRoutes blocked={false} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const asked = (fetch: ReturnType<typeof fakeServer>) => fetch.mock.calls.map(([path]) => path);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the start-up overlays', () => {
  it('greet a first visit with the wheel on the real offer, then the lucky bag in its three steps', async () => {
    const fetch = fakeServer({ firstDeposit: true, bag: true });
    renderApp();
    const offer = await screen.findByTestId('welcome-wheel-offer');
    expect(offer.textContent).toBe('Deposite R$ 10,00 e receba R$ 13,00');
    // The lucky bag waits for the wheel.
    expect(asked(fetch)).not.toContain('/v1/bus/luckyBag');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));

    const step = await screen.findByTestId('lucky-bag-step', {}, { timeout: 3000 });
    expect(step.getAttribute('data-step')).toBe('intro');
    expect(step.textContent).toContain('ganhe de R$ 1,00 a R$ 10,00, uma vez');
    fireEvent.click(screen.getByTestId('lucky-bag-next'));
    const sack = screen.getByTestId('lucky-bag-bag') as HTMLButtonElement;
    expect(sack.disabled).toBe(true);
    await waitFor(() => expect(sack.disabled).toBe(false));
    fireEvent.click(sack);
    expect((await screen.findByTestId('lucky-bag-prize')).textContent).toBe('Você ganhou R$ 5,00');
    expect(screen.getByTestId('lucky-bag-play').textContent).toBe('Confirmar e jogar Golden Ox');
    expect(asked(fetch).filter((path) => path === '/v1/bus/luckyBagOpen')).toHaveLength(1);
  });

  it('show no wheel on a device that has played, nor a second time', async () => {
    writeStored(storageKeys.firstGameExitDone, true);
    const fetch = fakeServer({ firstDeposit: true, bag: false });
    renderApp();
    await waitFor(() => expect(asked(fetch)).toContain('/v1/bus/luckyBag'));
    expect(screen.queryByTestId('welcome-wheel')).toBeNull();
    expect(asked(fetch)).not.toContain('/charge/amount/list');
  });

  it('offer nothing over a withdrawal page, neither a deposit nor a bonus: both stay due for the next start-up elsewhere', async () => {
    for (const address of ['/security', '/withdrawalTracker?orderId=7', '/withdrawalTrackerA']) {
      const fetch = fakeServer({ firstDeposit: true, bag: true });
      renderApp(address);
      await waitFor(() => expect(asked(fetch)).toContain('/user/login'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByTestId('welcome-wheel'), address).toBeNull();
      expect(screen.queryByTestId('lucky-bag'), address).toBeNull();
      expect(asked(fetch), address).not.toContain('/charge/amount/list');
      expect(asked(fetch), address).not.toContain('/v1/bus/luckyBag');
      expect(readStored(storageKeys.welcomeWheelSeen), address).toBeNull();
      expect(readStored(storageKeys.luckyBagPromptedOn), address).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
      localStorage.clear();
    }
    fakeServer({ firstDeposit: true, bag: true });
    renderApp('/');
    expect((await screen.findByTestId('welcome-wheel-offer')).textContent).toBe(
      'Deposite R$ 10,00 e receba R$ 13,00',
    );
  });

  it('show nothing the server does not offer (a profile without advance bonuses)', async () => {
    const fetch = fakeServer({ firstDeposit: false, bag: false });
    renderApp();
    await waitFor(() => expect(asked(fetch)).toContain('/v1/bus/luckyBag'));
    expect(screen.queryByTestId('welcome-wheel')).toBeNull();
    expect(screen.queryByTestId('lucky-bag')).toBeNull();
  });

  it("greet with the lucky bag once a day of the market's own clock (São Paulo), not the UTC day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    writeStored(storageKeys.welcomeWheelSeen, true);
    writeStored(storageKeys.luckyBagPromptedOn, '2026-11-26');
    // 23:30 on the 26th in São Paulo, already the 27th in UTC: greeted today, so not again.
    vi.setSystemTime(new Date('2026-11-27T02:30:00Z'));
    const late = fakeServer({ firstDeposit: false, bag: true });
    renderApp();
    await waitFor(() => expect(asked(late)).toContain('/user/login'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked(late)).not.toContain('/v1/bus/luckyBag');
    cleanup();

    // 00:30 on the 27th in São Paulo: a new day, so the bag greets again.
    vi.setSystemTime(new Date('2026-11-27T03:30:00Z'));
    fakeServer({ firstDeposit: false, bag: true });
    renderApp();
    await screen.findByTestId('lucky-bag-step', {}, { timeout: 3000 });
    expect(readStored(storageKeys.luckyBagPromptedOn)).toBe('2026-11-27');
    vi.useRealTimers();
  });
});
