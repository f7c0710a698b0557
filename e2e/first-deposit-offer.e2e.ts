import { formatMoney } from '@sorte/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { watchConsole } from './console-watch';
import { completeAgeSetup, ledgerBalance, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the first-deposit offer', () => {
  it('is not made after the first game to a player who has already deposited', async () => {
    const { context, page } = await newPhone(browser);
    const consoleWatch = watchConsole(context);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    const player = await storedUser(page);

    // A first deposit, paid before any game: R$ 10 arrive as R$ 30.
    await page.getByTestId('deposit-button').click();
    await completeAgeSetup(page);
    await page.getByTestId('deposit-amount-1000').click();
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-confirm').waitFor();
    const checkoutOpened = context.waitForEvent('page');
    await page.getByTestId('deposit-confirm-button').click();
    const checkout = await checkoutOpened;
    const checkoutClosed = checkout.waitForEvent('close', { timeout: 30_000 });
    await checkout.locator('[data-sandbox-pay]').click();
    await checkoutClosed;
    await expect.poll(() => ledgerBalance(baseUrl, player.token), { timeout: 20_000 }).toBe(3000);
    await page.getByTestId('deposit-close').click();

    // The first game, and its exit: home, where the offer would follow.
    await page.getByTestId('game-card-66121').click();
    const game = page.frameLocator('[data-testid="game-frame"] iframe');
    await game.getByTestId('spin-button').waitFor();
    await game.getByTestId('exit-button').click();
    await page.getByTestId('game-frame').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/');
    // The app asks the server whether the offer stands when it would show it; the answer is no.
    const asked = await page.waitForResponse((response) =>
      response.url().endsWith('/charge/amount/list'),
    );
    expect(((await asked.json()) as { data: { firstDepositOffer: unknown } }).data).toMatchObject({
      firstDepositOffer: null,
    });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.getByTestId('first-deposit-popup').count()).toBe(0);
    await expect
      .poll(async () => page.getByTestId('header-balance').innerText())
      .toBe(formatMoney(3000, 'BRL'));
    await screenshot(page, 'first-deposit-offer-none-after-deposit');
    expect(consoleWatch.problems()).toEqual([]);
    await context.close();
  });
});
