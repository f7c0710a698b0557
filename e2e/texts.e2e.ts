import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('words that promise only what exists', () => {
  it('highlights on home what a player can use today, each leading to its page', async () => {
    const { context, page } = await newPhone(browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/`);
    await storedUser(page);
    // The page arrives with an untitled banner room drawn (the first screen); the app's own
    // carousel replaces it.
    const track = page.locator('.banner-carousel__track');
    await expect
      .poll(() => track.locator('.banner__title').allInnerTexts())
      .toEqual(['Check-in diário', 'Clube VIP']);
    for (const [index, name] of [[1, 'home-banner-vip']] as const) {
      await track.evaluate((element, at) => {
        element.scrollTo({ left: at * element.clientWidth });
      }, index);
      await expect
        .poll(() =>
          track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)),
        )
        .toBe(index);
      await screenshot(page, name);
    }
    await context.close();
  });

  it('fits every entry of the Spanish bottom nav at phone width', async () => {
    const { context, page } = await newPhone(browser, { locale: 'es-MX' });
    await page.goto(`${baseUrl}/?market=MX`);
    await storedUser(page);
    const nav = page.getByTestId('bottom-nav');
    await nav.waitFor();
    const cut = await nav.locator('a, button').evaluateAll((entries) =>
      entries
        .flatMap((entry) => [entry, ...entry.querySelectorAll('*')])
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
    expect(await page.getByTestId('nav-event').innerText()).toBe('Promos');
    await context.close();
  });

  it('names the age of the market’s profile in the footer: 21+ in the Philippines', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en-PH' });
    await page.goto(`${baseUrl}/about?market=PH`);
    await storedUser(page);
    const footer = page.locator('.operator-footer');
    await footer.waitFor();
    expect(await footer.innerText()).toContain('21+ only.');
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'about-ph');
    await context.close();
  });
});
