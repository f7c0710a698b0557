import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { isApiPath } from '@sorte/contracts/api-paths';
import { seriousViolations } from './accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { toastText } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe('an installable app', () => {
  it('serves a web manifest and icons that Chromium reads without an error', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    // Linked once the page has loaded, so that the first screen does not wait for them.
    await page.waitForSelector('link[rel="manifest"]', { state: 'attached' });
    await page.waitForSelector('link[rel="apple-touch-icon"]', { state: 'attached' });

    const response = await page.request.get(`${baseUrl}/manifest.webmanifest`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Sorte',
      short_name: 'Sorte',
      start_url: '/',
      display: 'standalone',
    });
    // The colours of the app's own first frame, in the page and in the manifest alike.
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.background_color).toBe(themeColor);

    const icons = [
      ...manifest.icons,
      {
        src: (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '',
        sizes: '180x180',
        type: 'image/png',
        purpose: 'apple-touch-icon',
      },
    ];
    for (const icon of icons) {
      const file = await page.request.get(`${baseUrl}${icon.src}`);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toBe('image/png');
      expect(file.headers()['cache-control'], icon.src).toBe('public, max-age=86400');
      expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
    }
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
      '180x180 apple-touch-icon',
    ]);

    // Chromium's own reading: the manifest parses cleanly and the app meets every criterion to
    // be installed, but one no site can meet here: the test browser's profile is off the record.
    const cdp = await context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(
      installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
    await context.close();
  });

  it('keeps only the app shell in its service worker: never an api answer, and a page of its own offline', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    // Registered once the page has loaded; ready once installed and active.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const worker = await page.request.get(`${baseUrl}/sw.js`);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.reload();
    await page.getByTestId('bottom-nav').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    for (const entry of ['nav-mine', 'nav-event', 'nav-home']) {
      await page.getByTestId(entry).click();
      await page.getByTestId('page-title').first().waitFor();
    }
    await page.waitForLoadState('networkidle');

    const own = responses.filter((response) => response.url().startsWith(baseUrl));
    const apiAnswers = own.filter((response) => isApiPath(new URL(response.url()).pathname));
    expect(apiAnswers.length).toBeGreaterThan(3);
    for (const answer of apiAnswers) expect(answer.fromServiceWorker(), answer.url()).toBe(false);
    const assets = own.filter((response) =>
      new URL(response.url()).pathname.startsWith('/assets/'),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(asset.fromServiceWorker(), asset.url()).toBe(true);

    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(cached).toContain('/');
    for (const path of cached) expect(path === '/' || path.startsWith('/assets/'), path).toBe(true);

    // Offline, the kept shell starts and says what is wrong, in the player's language.
    await context.setOffline(true);
    await page.reload();
    await page.locator('.startup-failure').waitFor();
    expect(await page.locator('.startup-failure').innerText()).toContain('Sem conexão');
    await screenshot(page, 'offline-start');
    await context.setOffline(false);
    await context.close();
  });

  it('starts without a network after a single visit, and says so in the player’s words', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    // Installed and active during this first visit; nothing else was fetched through it yet.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    const home = await page.reload();
    await page.locator('.startup-failure').waitFor();
    expect(await page.locator('.startup-failure').innerText()).toContain('Sem conexão');
    await screenshot(page, 'offline-start-after-one-visit');
    // The kept page is `/`'s, with the home's game cards drawn in it: another address is answered
    // with it emptied, so it does not show the home until the app has run.
    expect(await home?.text()).toContain('game-art--lucky-tiger');
    const about = await page.goto(`${baseUrl}/about`);
    expect(about?.fromServiceWorker()).toBe(true);
    const aboutPage = (await about?.text()) ?? '';
    expect(aboutPage).toContain('<div id="root"></div>');
    expect(aboutPage).not.toContain('game-art');
    await page.locator('.startup-failure').waitFor();
    await context.setOffline(false);
    await context.close();
  });

  it('offers the install on the profile and answers in the player’s words', async () => {
    const { context, page } = await newPhone(browser);
    // The browser's own offers are held back, so the journey is the same whether or not this
    // Chromium makes one; the app's answer to an offer is tried with one made below.
    await context.addInitScript(() => {
      addEventListener(
        'beforeinstallprompt',
        (event) => {
          if (event.isTrusted) event.stopImmediatePropagation();
        },
        { capture: true },
      );
    });
    await page.goto(`${baseUrl}/mine`);
    const card = page.getByTestId('install-card');
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'install-card');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('install-button').click();
    await expect.poll(() => toastText(page)).toBe('Este navegador não permite instalar o app.');
    await page.getByTestId('install-hint').waitFor();
    await screenshot(page, 'install-card-no-prompt');

    // An offer as Chromium makes one, and the player accepts it.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      dispatchEvent(offer);
    });
    await page.getByTestId('install-button').click();
    await expect.poll(() => toastText(page)).toBe('App instalado');
    expect(await card.innerText()).toContain('O Sorte está instalado neste aparelho');
    expect(await page.getByTestId('install-button').count()).toBe(0);
    await screenshot(page, 'install-card-installed');
    await context.close();
  });
});
