import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './accessibility';
import { baseUrl, launchBrowser, newPhone } from './browser';
import { completeAgeSetup, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// Every route of the seed (§2) and the two rule pages, as a signed-in player sees them.
const routes = [
  '/',
  '/mine',
  '/event',
  '/event/item',
  '/security',
  '/withdrawalTracker',
  '/withdrawalTrackerA',
  '/history',
  '/about',
  '/promote',
  '/service',
  '/terms',
  '/responsible-gaming',
];

describe('accessibility of every player route', () => {
  it('has no serious or critical axe-core violation on any route', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await storedUser(page);
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      await page.goto(`${baseUrl}${route}`);
      await page.getByTestId('page-title').first().waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[route] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });

  it('has none on the sign-in sheet, the secure-your-account form and the 403 page', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/mine`);
    await storedUser(page);
    await page.getByTestId('sign-in-other').click();
    await page.getByTestId('sign-in-sheet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.getByTestId('secure-account').click();
    await completeAgeSetup(page);
    await page.getByTestId('secure-sheet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const blocked = await newPhone(browser, { locale: 'zh-CN' });
    await blocked.page.goto(`${baseUrl}/`);
    await blocked.page.getByTestId('forbidden-page').waitFor();
    expect(await seriousViolations(blocked.page)).toEqual([]);
    await blocked.context.close();
  });
});
