import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@sorte/words/web/catalogues';
import { clearGameFrame, openGameFrame } from '../../lib/game-frame-store';
import { appMarketOf } from '../../lib/market';
import type { AppMarket } from '../../lib/market';
import { saveLogin } from '../../lib/session';
import { signalLogin } from '../../lib/tracking/login-signals';
import { accountInfoData, envelope, loginData } from '../../test/fake-api';
import { renderInApp } from '../../test/render-in-app';
import { TrackingHost } from './tracking-host';

const pixelId = '123456789012345';
const withPixel: AppMarket = {
  ...appMarketOf('BR'),
  tracking: { providers: [{ kind: 'meta-pixel', id: pixelId }] },
};

interface PixelWindow {
  fbq?: { queue: unknown[][] };
  _fbq?: unknown;
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
}
const page = globalThis as unknown as PixelWindow;

/** The api as the tracking meets it: one paid deposit in the outbox until it is marked. */
function fakeApi() {
  let waiting = [{ orderId: 'D1', amount: 1000, isFirstRecharge: 1 }];
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/v1/bus/getFbRechargeRecords') return envelope({ fbRechargeRecords: waiting });
    if (path === '/v1/bus/updateFbRechargeRecords') {
      const { orderIds } = JSON.parse(String(init?.body)) as { orderIds: string[] };
      waiting = waiting.filter((record) => !orderIds.includes(record.orderId));
      return envelope({ updated: orderIds.length });
    }
    return envelope(accountInfoData(0));
  });
  vi.stubGlobal('fetch', fetch);
  const callsTo = (path: string) => fetch.mock.calls.filter(([called]) => called === path);
  return { fetch, callsTo };
}

// Nothing is waited for by time: absence is checked once React has run every effect it had.
const trackerScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://connect.facebook.net/'),
  );

/** Whatever would leave the page for a tracker: its script, its queue, the outbox calls. */
function expectNothingTracked(api: ReturnType<typeof fakeApi>) {
  expect(trackerScripts()).toHaveLength(0);
  expect(page.fbq).toBeUndefined();
  expect(api.callsTo('/v1/bus/getFbRechargeRecords')).toHaveLength(0);
  expect(api.callsTo('/v1/bus/updateFbRechargeRecords')).toHaveLength(0);
}

beforeEach(() => {
  saveLogin(loginData());
  // happy-dom runs no script; the provider's counts as loaded, as it would in a browser.
  page.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const script of trackerScripts()) script.remove();
  delete page.fbq;
  delete page._fbq;
});

describe('consent before tracking', () => {
  it('shows no banner and loads nothing where the market reports to no provider', async () => {
    const api = fakeApi();
    renderInApp(<TrackingHost />, { market: appMarketOf('BR'), catalogue: en });
    act(() => signalLogin({ newPlayer: true }));
    await act(async () => {});
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expectNothingTracked(api);
  });

  it('loads nothing and sends nothing before the player answers, a sign-in included', async () => {
    const api = fakeApi();
    renderInApp(<TrackingHost />, { market: withPixel, catalogue: en });
    const banner = await screen.findByTestId('consent-banner');
    expect(banner.textContent).toContain('Meta Pixel');
    act(() => signalLogin({ newPlayer: true }));
    await act(async () => {});
    expectNothingTracked(api);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('waits while a game fills the screen, and asks once the player is back', async () => {
    fakeApi();
    act(() =>
      openGameFrame({ gameId: 66121, url: 'https://games.test/x', origin: 'https://games.test' }),
    );
    renderInApp(<TrackingHost />, { market: withPixel, catalogue: en });
    await act(async () => {});
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    act(() => clearGameFrame());
    expect(await screen.findByTestId('consent-banner')).toBeTruthy();
  });

  it('after a decline, loads nothing and reads no outbox, now or on a later visit', async () => {
    const api = fakeApi();
    const first = renderInApp(<TrackingHost />, { market: withPixel, catalogue: en });
    fireEvent.click(await screen.findByTestId('consent-decline'));
    await waitFor(() => expect(screen.queryByTestId('consent-banner')).toBeNull());
    act(() => signalLogin({ newPlayer: false }));
    first.unmount();
    // The next visit remembers the answer: no banner, and still nothing.
    renderInApp(<TrackingHost />, { market: withPixel, catalogue: en });
    await act(async () => {});
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expectNothingTracked(api);
  });

  it('after an acceptance, loads the pixel, reports the sign-in and each paid deposit once, and marks it', async () => {
    const api = fakeApi();
    renderInApp(<TrackingHost />, { market: withPixel, catalogue: en });
    act(() => signalLogin({ newPlayer: true }));
    fireEvent.click(await screen.findByTestId('consent-accept'));
    await waitFor(() => expect(api.callsTo('/v1/bus/updateFbRechargeRecords')).toHaveLength(1));
    expect(trackerScripts().map((script) => script.src)).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(
      JSON.parse(String(api.callsTo('/v1/bus/updateFbRechargeRecords')[0]?.[1]?.body)),
    ).toEqual({ reportStatus: 1, orderIds: ['D1'], notSpinning: true });
    // A later sign-in is reported too, and finds nothing left in the outbox to report again.
    act(() => signalLogin({ newPlayer: false }));
    await waitFor(() => expect(api.callsTo('/v1/bus/getFbRechargeRecords')).toHaveLength(2));
    expect(page.fbq?.queue).toEqual([
      ['set', 'autoConfig', false, pixelId],
      ['init', pixelId],
      ['track', 'CompleteRegistration'],
      [
        'track',
        'Purchase',
        { value: '10.00', currency: 'BRL', first_deposit: true },
        { eventID: 'D1' },
      ],
      ['trackCustom', 'Login'],
    ]);
    expect(api.callsTo('/v1/bus/updateFbRechargeRecords')).toHaveLength(1);
  });
});
