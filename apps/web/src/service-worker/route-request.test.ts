import { describe, expect, it } from 'vitest';
import { routeRequest } from './route-request';

const origin = 'https://sorte.example';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('what the service worker touches', () => {
  it('never answers nor keeps an api call, however it is asked for', () => {
    const apiCalls = [
      '/user/login',
      '/user/siteInfo',
      '/v1/bus/accountInfo',
      '/v1/bus/getFbRechargeRecords',
      '/charge/create/order',
      '/charge/amount/list',
      '/withdraw/create/order',
      '/game/joinGame',
      '/game/return',
      '/wallet/bet',
      '/webhooks/psp',
      '/ops/withdrawals',
      // The operator console: its pages and its hashed files are the api's to serve, not ours.
      '/console/',
      '/console/withdrawals',
      '/console/assets/index-Ab12Cd34.js',
      '/console',
      '/api/anything',
      '/healthz',
      '/openapi.json',
      '/v1',
      '/user',
    ];
    for (const path of apiCalls) {
      for (const method of ['GET', 'POST']) {
        for (const mode of ['cors', 'same-origin', 'navigate', 'no-cors']) {
          const route = routeRequest({ method, url: `${origin}${path}?x=1`, mode }, origin);
          expect(route, `${method} ${path} (${mode})`).toBe('network');
        }
      }
    }
  });

  it('leaves other origins alone: the game pages, the payment checkout, an ad provider', () => {
    for (const url of [
      'https://games.sorte.example/lucky-tiger.html?token=abc',
      'https://pay.sorte.example/checkout/ch_1',
      'https://connect.facebook.net/en_US/fbevents.js',
      'http://sorte.example/assets/index-Ab12.js',
    ]) {
      expect(routeRequest({ method: 'GET', url, mode: 'navigate' }, origin), url).toBe('network');
      expect(routeRequest({ method: 'GET', url, mode: 'no-cors' }, origin), url).toBe('network');
    }
  });

  it('keeps the hashed files of the build, asked for by GET only', () => {
    expect(routeRequest(get('/assets/index-Ab12Cd34.js'), origin)).toBe('hashed-asset');
    expect(routeRequest(get('/assets/home-route-9f8e.css'), origin)).toBe('hashed-asset');
    expect(routeRequest({ ...get('/assets/index-Ab12Cd34.js'), method: 'POST' }, origin)).toBe(
      'network',
    );
  });

  it('loads the pages of the app from the network first', () => {
    for (const path of [
      '/',
      '/mine',
      '/event/item?id=3',
      '/security',
      '/withdrawalTracker?orderId=W1',
      '/?market=PH',
    ]) {
      expect(routeRequest(get(path, 'navigate'), origin), path).toBe('app-shell');
    }
  });

  it('leaves the files outside the build’s hashed folder to the browser', () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/icons/icon-192.png', '/favicon.svg']) {
      expect(routeRequest(get(path), origin), path).toBe('network');
      expect(routeRequest(get(path, 'navigate'), origin), path).toBe('network');
    }
    // A fetch of a route's address that is not a page load (an app's own fetch) is not a page.
    expect(routeRequest(get('/mine'), origin)).toBe('network');
  });
});
