import { formatMoney } from '@sorte/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { completeAgeSetup, fundPlayer, ledgerBalance, recordedRounds, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('playing Lucky Tiger', () => {
  it('opens from home in the full-screen frame, spins through the wallet and exits with the balance refreshed', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    const player = await storedUser(page);
    await fundPlayer(player.userId, 'BRL', 10_000);
    await page.reload();
    await expect
      .poll(async () => page.getByTestId('header-balance').innerText())
      .toBe(formatMoney(10_000, 'BRL'));

    await page.getByTestId('game-card-66121').click();
    await completeAgeSetup(page);
    await page.getByTestId('game-frame').waitFor();
    await page.waitForURL((url) => url.searchParams.get('game') === 'Iframe');
    const game = page.frameLocator('[data-testid="game-frame"] iframe');
    await game.getByTestId('spin-button').waitFor();
    await expect.poll(async () => game.getByTestId('game-balance').innerText()).toContain('100,00');
    await screenshot(page, 'lucky-tiger');

    // One spin: the wallet settles the round and moves the balance by exactly win − bet
    // (a win can equal the bet, so the round is followed rather than a change of balance).
    const before = await ledgerBalance(baseUrl, player.token);
    await game.getByTestId('spin-button').click();
    await expect
      .poll(async () => (await recordedRounds(baseUrl, player.token, 66121))[0]?.status, {
        timeout: 15_000,
      })
      .toBe('settled');
    const [played] = await recordedRounds(baseUrl, player.token, 66121);
    expect(await ledgerBalance(baseUrl, player.token)).toBe(
      before - (played?.betMinor ?? 0) + (played?.winMinor ?? 0),
    );
    await game.getByTestId('last-win').waitFor();
    await screenshot(page, 'lucky-tiger-after-spin');

    await game.getByTestId('open-paytable').click();
    await game.getByTestId('paytable').waitFor();
    await screenshot(page, 'lucky-tiger-paytable');
    await page.goBack().catch(() => undefined);
    await context.close();
  });

  it('sends the player home after the first exit, shows the header balance the wallet holds, then the first-deposit offer', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    const player = await storedUser(page);
    await fundPlayer(player.userId, 'BRL', 5_000);
    await page.goto(`${baseUrl}/event`);
    await page.getByTestId('nav-home').click();
    await page.getByTestId('game-card-66121').click();
    await completeAgeSetup(page);
    const game = page.frameLocator('[data-testid="game-frame"] iframe');
    await game.getByTestId('spin-button').click();
    await game.getByTestId('last-win').waitFor({ timeout: 15_000 });
    await game.getByTestId('exit-button').click();

    await page.getByTestId('game-frame').waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('game') === null);
    const wallet = await ledgerBalance(baseUrl, player.token);
    expect(wallet).toBeLessThan(5_000 + 1_000_000);
    await expect
      .poll(async () => page.getByTestId('header-balance').innerText())
      .toBe(formatMoney(wallet, 'BRL'));
    await page.getByTestId('first-deposit-popup').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId('first-deposit-popup').innerText()).toContain('R$ 10,00');
    await screenshot(page, 'first-deposit-offer');
    await context.close();
  });
});
