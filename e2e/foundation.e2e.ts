import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).first().innerText()).trim();
}

describe('a new player on a phone', () => {
  it('is signed in silently as a guest and sees the casino home in Portuguese with a BRL balance', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('header-balance').waitFor();
    await expect.poll(() => text(page, 'header-balance')).toMatch(/^R\$\s?0,00$/);
    const token = await page.evaluate<string>('JSON.stringify(localStorage)');
    expect(token).toMatch(/token/i);
    for (const gameId of ['66121', '66122', '66123', '66136']) {
      expect(await page.getByTestId(`game-card-${gameId}`).isVisible()).toBe(true);
    }
    expect(await page.getByTestId('bottom-nav').isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^pt/);
    await screenshot(page, 'home-br');
    await context.close();
  });

  it('draws a first visit from the site info its page carries, and asks for it once it has a token', async () => {
    const { context, page } = await newPhone(browser);
    const siteInfoCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/user/siteInfo') siteInfoCalls.push(request.url());
    });
    await page.goto(`${baseUrl}/?market=MX`);
    await expect.poll(() => text(page, 'header-balance')).toMatch(/^\$\s?0\.00$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(siteInfoCalls).toEqual([]);
    // Signed in now: the account decides the market, which only the api can say.
    await page.reload();
    await page.getByTestId('header-balance').waitFor();
    expect(siteInfoCalls).toHaveLength(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await context.close();
  });

  it('moves through the five bottom-nav entries, which show the nav only where the seed says', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    const entries = [
      { testId: 'nav-event', path: '/event', navShown: true },
      { testId: 'nav-security', path: '/security', navShown: false },
      { testId: 'nav-service', path: '/service', navShown: false },
      { testId: 'nav-mine', path: '/mine', navShown: true },
      { testId: 'nav-home', path: '/', navShown: true },
    ];
    for (const entry of entries) {
      if (!(await page.getByTestId('bottom-nav').isVisible())) await page.goto(`${baseUrl}/`);
      await page.getByTestId(entry.testId).click();
      await page.waitForURL((url) => url.pathname === entry.path);
      await page.getByTestId('page-title').waitFor();
      expect((await text(page, 'page-title')).length).toBeGreaterThan(0);
      // The old screen stays up while a lazy route's chunk loads (the navigation is a transition).
      await expect
        .poll(() => page.getByTestId('bottom-nav').isVisible(), { message: entry.path })
        .toBe(entry.navShown);
      await screenshot(page, `route${entry.path === '/' ? '-home' : entry.path.replace('/', '-')}`);
    }
    await context.close();
  });

  it('gives every route of the seed a titled page, and hides the nav on /event/item', async () => {
    const { context, page } = await newPhone(browser);
    for (const route of [
      '/event/item',
      '/withdrawalTracker',
      '/withdrawalTrackerA',
      '/history',
      '/about',
      '/promote',
    ]) {
      await page.goto(`${baseUrl}${route}`);
      await page.getByTestId('page-title').waitFor();
      expect((await text(page, 'page-title')).length, route).toBeGreaterThan(0);
      expect(await page.getByTestId('bottom-nav').count(), route).toBe(0);
    }
    await screenshot(page, 'route-promote');
    await context.close();
  });

  it('shows English and pesos to a player in the Philippines', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en-PH' });
    await page.goto(`${baseUrl}/?market=PH`);
    await page.getByTestId('header-balance').waitFor();
    await expect.poll(() => text(page, 'header-balance')).toMatch(/₱\s?0\.00/);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^en/);
    await page.getByTestId('nav-mine').click();
    await page.waitForURL('**/mine');
    expect(await text(page, 'page-title')).toMatch(/[A-Za-z]/);
    await screenshot(page, 'profile-ph');
    await context.close();
  });

  it('shows Spanish and Mexican pesos to a player in Mexico', async () => {
    const { context, page } = await newPhone(browser, { locale: 'es-MX' });
    await page.goto(`${baseUrl}/?market=MX`);
    await page.getByTestId('header-balance').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^es/);
    await screenshot(page, 'home-mx');
    await context.close();
  });
});

describe('the jurisdiction block', () => {
  it('sends a zh-cn browser to the 403 page', async () => {
    const { context, page } = await newPhone(browser, { locale: 'zh-CN' });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('forbidden-page').waitFor();
    expect(await page.getByTestId('bottom-nav').count()).toBe(0);
    // In the visitor's language where the app has it: Chinese for this browser, English besides.
    expect(await page.getByTestId('forbidden-chinese').innerText()).toMatch(/不可用/);
    expect(await text(page, 'page-title')).toBe('Access restricted');
    // The block is the server's: every player call from this browser is refused.
    const answer = await page.evaluate(async () => {
      const response = await fetch('/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginType: 1, deviceId: 'e2e-blocked-device-0001' }),
      });
      return { status: response.status, body: (await response.json()) as { msgCode: string } };
    });
    expect(answer).toMatchObject({ status: 403, body: { msgCode: 'region_blocked' } });
    await screenshot(page, 'forbidden');
    await context.close();
  });

  it('lets a zh-cn browser through with the debug parameter d=false', async () => {
    const { context, page } = await newPhone(browser, { locale: 'zh-CN' });
    await page.goto(`${baseUrl}/?d=false`);
    await page.getByTestId('bottom-nav').waitFor();
    expect(await page.getByTestId('forbidden-page').count()).toBe(0);
    await context.close();
  });
});
