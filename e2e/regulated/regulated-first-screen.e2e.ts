import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from '../browser';

// Run by scripts/e2e.mjs against the product started with COMPLIANCE_PROFILE_BR=br-regulated.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Where the warning and the first game's picture are, and what the warning says. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().y;
    return {
      warning: document.querySelector('.risk-warning__text')?.textContent ?? null,
      warningTop: top('.risk-warning'),
      firstArtTop: top('.game-grid .game-art'),
    };
  });
}

describe('`/` in regulated Brazil, before and after the app has run', () => {
  it('holds the risk warning in the page as it arrives, and the app draws the games where the page did', async () => {
    const before = await newPhone(browser, { javaScriptEnabled: false });
    await before.page.goto(`${baseUrl}/`);
    const arrived = await layoutOf(before.page);
    expect(arrived.warning).toMatch(/^Apostas podem causar perdas financeiras/);
    await screenshot(before.page, 'regulated-first-screen-before-script');
    await before.context.close();

    const after = await newPhone(browser);
    await after.page.goto(`${baseUrl}/`);
    await after.page.getByTestId('risk-warning').waitFor();
    await expect.poll(() => after.page.locator('#root [inert]').count()).toBe(0);
    const drawn = await layoutOf(after.page);
    expect(drawn.warning).toBe(arrived.warning);
    expect(drawn.warningTop).toBeCloseTo(arrived.warningTop ?? Number.NaN, 0);
    expect(drawn.firstArtTop).toBeCloseTo(arrived.firstArtTop ?? Number.NaN, 0);
    // Nothing moved under the player's eyes while the app took over.
    const shifted = await after.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shifted).toBeLessThan(0.01);
    await after.context.close();
  });
});
