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

interface Picture {
  art: string;
  title: string;
  box: { x: number; y: number; width: number; height: number };
  painted: boolean;
}

/** Each game card's picture: which, where, its title, and whether its image has arrived. */
async function gamePictures(page: Page): Promise<Picture[]> {
  return page.evaluate(async () => {
    const arts = [...document.querySelectorAll<HTMLElement>('.game-grid .game-art')];
    return Promise.all(
      arts.map(async (art) => {
        const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(art).backgroundImage)?.[1] ?? '';
        const image = new Image();
        image.src = url;
        const painted = await image.decode().then(
          () => true,
          () => false,
        );
        const { x, y, width, height } = art.getBoundingClientRect();
        return {
          art: [...art.classList].find((name) => name.startsWith('game-art--')) ?? '',
          title: art.closest('.game-card')?.querySelector('.game-card__title')?.textContent ?? '',
          box: { x, y, width, height },
          painted,
        };
      }),
    );
  });
}

describe("`/`'s first screen, before the app's script has run", () => {
  it('shows every game card with its picture, where the app then draws it, and nothing to press', async () => {
    // No script at all: what a slow phone shows while the app's script is still on its way.
    const before = await newPhone(browser, { javaScriptEnabled: false });
    await before.page.goto(`${baseUrl}/`);
    const first = await gamePictures(before.page);
    expect(first.map((picture) => picture.title)).toEqual([
      'Lucky Tiger',
      'Golden Ox',
      'Moon Rabbit',
      'Teen Patti',
    ]);
    for (const picture of first) {
      expect(picture.painted, picture.art).toBe(true);
      expect(picture.box.width, picture.art).toBeGreaterThan(150);
    }
    // The first row is on the phone's first screen.
    expect(first[0]?.box.y).toBeLessThan(844 - 150);
    // Nothing in it can be pressed, focused or read out, and it promises nothing about the player.
    const shell = before.page.locator('#root > div');
    expect(await shell.getAttribute('inert')).not.toBeNull();
    expect(await shell.getAttribute('aria-hidden')).toBe('true');
    expect(await before.page.getByRole('button').count()).toBe(0);
    const text = await before.page.locator('#root').innerText();
    expect(text).not.toMatch(/R\$|Depositar|\d/);
    await screenshot(before.page, 'first-screen-before-script');
    await before.context.close();

    // With the script: the app replaces it, each picture where the first screen had it.
    const after = await newPhone(browser);
    await after.page.goto(`${baseUrl}/`);
    await after.page.getByTestId('game-card-66136').waitFor();
    await after.page.getByTestId('header-balance').waitFor();
    expect(await after.page.locator('#root [inert]').count()).toBe(0);
    const drawn = await gamePictures(after.page);
    expect(drawn.map(({ art, title }) => ({ art, title }))).toEqual(
      first.map(({ art, title }) => ({ art, title })),
    );
    drawn.forEach((picture, index) => {
      const box = first[index]?.box;
      expect(picture.box.x, picture.art).toBeCloseTo(box?.x ?? Number.NaN, 0);
      expect(picture.box.y, picture.art).toBeCloseTo(box?.y ?? Number.NaN, 0);
      expect(picture.box.width, picture.art).toBeCloseTo(box?.width ?? Number.NaN, 0);
    });
    await after.context.close();
  });

  it('is painted and on screen, its first picture too, before the app runs, which then replaces it', async () => {
    const { context, page } = await newPhone(browser);
    // The games' pictures arrive well after the first paint, as on a slow network: the app waits
    // for them to be drawn on the page's screen rather than drawing them itself later.
    await page.route(
      /\/assets\/(lucky-tiger|golden-ox|moon-rabbit|teen-patti)-[^/]+\.svg$/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      },
    );
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('header-balance').waitFor();
    const times = await page.evaluate(async () => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      // The page names its largest picture as its one image preloaded at high priority.
      const picture = document.querySelector<HTMLLinkElement>(
        'link[rel="preload"][as="image"][fetchpriority="high"]',
      )?.href;
      const largest = await new Promise<PerformanceEntryList>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries());
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      return {
        picture,
        // When the renderer painted the frame, and when the compositor put it on screen.
        firstPaint: paint && 'paintTime' in paint ? Number(paint.paintTime) : undefined,
        firstPaintShown: paint?.startTime,
        pictureShown: largest.find((entry) => (entry as LargestContentfulPaint).url !== '')
          ?.startTime,
        appStart: performance.getEntriesByName('sorte:app-start')[0]?.startTime,
      };
    });
    // A phone shows the games while it compiles and runs the app, not after (decision 0026).
    expect(times.picture).toMatch(/\/assets\/lucky-tiger-[^/]+\.svg$/);
    expect(times.firstPaint).toBeGreaterThan(0);
    expect(times.appStart).toBeGreaterThan(times.firstPaint ?? Number.POSITIVE_INFINITY);
    expect(times.appStart).toBeGreaterThan(times.firstPaintShown ?? Number.POSITIVE_INFINITY);
    // The cards' art was drawn by the page, not left for the app's own render.
    expect(times.appStart).toBeGreaterThan(times.pictureShown ?? Number.POSITIVE_INFINITY);
    await context.close();
  });

  it('is only on `/` and the pages drawn below: another address starts from the empty page until the app has run', async () => {
    const { context, page } = await newPhone(browser, { javaScriptEnabled: false });
    for (const address of ['/withdrawalTracker', '/mine', '/event/item?id=vip']) {
      await page.goto(`${baseUrl}${address}`);
      expect(await page.locator('#root').innerHTML(), address).toBe('');
    }
    await context.close();
  });
});

describe('the reward and withdrawal pages, before the app has run', () => {
  /** The page's title and its paragraphs: what they say and where. */
  async function wordsOf(page: Page) {
    return page.evaluate(() =>
      [...document.querySelectorAll('.page-header__title, .page-body > p')].map((element) => {
        const { x, y, width } = element.getBoundingClientRect();
        return { text: element.textContent, box: { x, y, width } };
      }),
    );
  }

  for (const [address, market, title, words] of [
    ['/event', 'BR', 'Promoções', [/^O que está valendo no seu mercado agora/]],
    [
      '/vip?market=MX',
      'MX',
      'Club VIP',
      [/^Tu nivel viene de todos tus depósitos/, /^Ningún nivel es condición para retirar/],
    ],
    ['/security?market=PH', 'PH', 'Withdraw', [/^We never ask you to pay to release your money/]],
  ] as const) {
    it(`${address} shows its title and its own words in ${market}'s language, where the app then draws them`, async () => {
      const before = await newPhone(browser, { javaScriptEnabled: false });
      await before.page.goto(`${baseUrl}${address}`);
      const first = await wordsOf(before.page);
      expect(first.map((word) => word.text)).toEqual([
        title,
        ...words.map(() => expect.anything()),
      ]);
      words.forEach((pattern, index) => expect(first[index + 1]?.text).toMatch(pattern));
      expect(await before.page.locator('#root > div').getAttribute('inert')).not.toBeNull();
      await screenshot(before.page, `first-screen-before-script-${address.slice(1, 4)}`);
      await before.context.close();

      const after = await newPhone(browser);
      await after.page.goto(`${baseUrl}${address}`);
      await after.page.getByTestId('page-title').waitFor();
      await expect.poll(() => after.page.locator('#root [inert]').count()).toBe(0);
      const drawn = (await wordsOf(after.page)).slice(0, first.length);
      expect(drawn.map((word) => word.text)).toEqual(first.map((word) => word.text));
      drawn.forEach((word, index) => {
        expect(word.box.y, word.text ?? '').toBeCloseTo(first[index]?.box.y ?? Number.NaN, 0);
        expect(word.box.width, word.text ?? '').toBeCloseTo(
          first[index]?.box.width ?? Number.NaN,
          0,
        );
      });
      await after.context.close();
    });
  }
});
