import { getMarket } from '@sorte/markets';
import { formatMoney } from '@sorte/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { animationsDone, baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { watchConsole } from './console-watch';
import { completeAgeSetup, ledgerBalance, recordedRounds, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The bar's net as the player reads it: a sign for a gain or a loss, none for nothing. */
function signedPesos(netMinor: number): string {
  const sign = netMinor > 0 ? '+' : netMinor < 0 ? '−' : '';
  return `${sign}${formatMoney(Math.abs(netMinor), 'PHP')}`;
}

describe('a new player in the Philippines, with the console open', () => {
  it('is refused a spin with no balance, exits, deposits by e-wallet from the offer, comes back to the same tab, plays and exits: nothing in red', async () => {
    const { context, page } = await newPhone(browser, { locale: 'en-PH' });
    const consoleWatch = watchConsole(context);
    await page.goto(`${baseUrl}/?market=PH`);
    await page.getByTestId('bottom-nav').waitFor();
    const player = await storedUser(page);

    // Launch with nothing on the balance: the spin is refused in the player's words.
    await page.getByTestId('game-card-66121').click();
    await completeAgeSetup(page);
    const game = page.frameLocator('[data-testid="game-frame"] iframe');
    await game.getByTestId('spin-button').waitFor();
    await game.getByTestId('spin-button').click();
    await expect
      .poll(async () => game.getByTestId('game-message').innerText(), { timeout: 10_000 })
      .toMatch(/^Not enough balance/);
    await screenshot(page, 'game-spin-refused');

    // Exit: home, and the first-deposit offer, which stands for a player who never deposited.
    await game.getByTestId('exit-button').click();
    await page.getByTestId('game-frame').waitFor({ state: 'detached' });
    const offer = page.getByTestId('first-deposit-popup');
    await offer.waitFor({ timeout: 10_000 });
    const { firstDepositMinor, arrivalMinor } = getMarket('PH');
    expect(await offer.innerText()).toContain(
      `Deposit ${formatMoney(firstDepositMinor, 'PHP')} and get ${formatMoney(arrivalMinor, 'PHP')}`,
    );
    await screenshot(page, 'first-deposit-offer-ph');

    // The offer goes straight to the order's details, then to the e-wallet checkout in a new tab.
    await page.getByTestId('first-deposit-go').click();
    const confirmation = page.getByTestId('deposit-confirm');
    await confirmation.waitFor();
    expect(await confirmation.innerText()).toContain(formatMoney(arrivalMinor, 'PHP'));
    const checkoutOpened = context.waitForEvent('page');
    await page.getByTestId('deposit-confirm-button').click();
    const checkout = await checkoutOpened;
    await checkout.locator('[data-ewallet-form]').waitFor();
    await checkout.locator('#mobile-number').fill('09171234567');
    await screenshot(checkout, 'ewallet-checkout');
    const checkoutClosed = checkout.waitForEvent('close', { timeout: 30_000 });
    await checkout.locator('[data-ewallet-form] button[type="submit"]').click();
    await checkout.locator('[data-state="paid"]').waitFor({ timeout: 20_000 });
    await screenshot(checkout, 'ewallet-paid');

    // Back to the casino: the checkout tab gives way to the tab the player came from.
    await checkoutClosed;
    expect(context.pages()).toEqual([page]);
    await expect
      .poll(() => ledgerBalance(baseUrl, player.token), { timeout: 20_000 })
      .toBe(arrivalMinor);
    await expect
      .poll(async () => page.getByTestId('header-balance').innerText(), { timeout: 15_000 })
      .toBe(formatMoney(arrivalMinor, 'PHP'));
    await screenshot(page, 'checkout-returned');

    // Play: the bar over the game names the session's result and follows each settled round.
    await page.getByTestId('deposit-close').click();
    await page.getByTestId('game-card-66121').click();
    await game.getByTestId('spin-button').waitFor();
    const net = page.getByTestId('session-net');
    await expect.poll(async () => net.innerText()).toBe(`Result ${signedPesos(0)}`);
    await screenshot(page, 'game-bar-before-settle');
    await game.getByTestId('spin-button').click();
    await expect
      .poll(async () => (await recordedRounds(baseUrl, player.token, 66121))[0]?.status, {
        timeout: 15_000,
      })
      .toBe('settled');
    const [played] = await recordedRounds(baseUrl, player.token, 66121);
    const roundNet = (played?.winMinor ?? 0) - (played?.betMinor ?? 0);
    await game.getByTestId('last-win').waitFor();
    // The game page tells the casino when the round settles; the bar's own poll is far slower.
    await expect
      .poll(async () => net.innerText(), { timeout: 5_000 })
      .toBe(`Result ${signedPesos(roundNet)}`);
    await animationsDone(page.getByTestId('session-bar'));
    await screenshot(page, 'game-bar-after-settle');

    await game.getByTestId('exit-button').click();
    await page.getByTestId('game-frame').waitFor({ state: 'detached' });
    expect(consoleWatch.problems()).toEqual([]);
    await context.close();
  });
});

describe('the pages whose words load with them, reloaded with the console open', () => {
  it('reloads support, a request, the terms and the responsible gaming rules ten times each: nothing in red', async () => {
    const { context, page } = await newPhone(browser);
    const consoleWatch = watchConsole(context);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    await storedUser(page);
    // Every load settles before the next: a reload must not abandon what the last one asked for.
    await page.waitForLoadState('networkidle');
    // Reloads are where the words arrive fastest (from the cache), while React renders the
    // screen that asked for them: where a conditional `use` once made it recover from an error.
    for (const path of ['/service', '/service/ticket', '/terms', '/responsible-gaming']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId('page-title').first().waitFor();
      await page.waitForLoadState('networkidle');
      for (let reload = 0; reload < 10; reload += 1) {
        await page.reload();
        await page.getByTestId('page-title').first().waitFor();
        await page.waitForLoadState('networkidle');
      }
    }
    expect(consoleWatch.problems()).toEqual([]);
    await context.close();
  });
});
