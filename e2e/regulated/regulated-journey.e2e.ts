import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from '../accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from '../browser';
import { completeAgeSetup, fundPlayer, storedUser, toastText } from '../player';

// Run by scripts/e2e.mjs against the product started with COMPLIANCE_PROFILE_BR=br-regulated.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a new player in regulated Brazil', () => {
  it('reads the risk warning, chooses loss and time limits after the 18+ setup, and is held to them in the game', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    const player = await storedUser(page);
    await fundPlayer(player.userId, 'BRL', 5_000);
    await page.getByTestId('risk-warning').waitFor();
    expect(await page.getByTestId('risk-warning').innerText()).toMatch(/perdas financeiras/);
    await screenshot(page, 'regulated-home');

    await page.getByTestId('game-card-66121').click();
    await page.getByTestId('age-gate').getByTestId('risk-warning').waitFor();
    await screenshot(page, 'regulated-age-gate');
    await completeAgeSetup(page);

    const limits = page.getByTestId('limits-setup');
    await limits.waitFor();
    expect(await limits.getByTestId('risk-warning').count()).toBe(1);
    await limits.getByTestId('limits-setup-loss-day').fill('0,50');
    await limits.getByTestId('limits-setup-time-day').fill('90');
    await screenshot(page, 'regulated-limits-setup');
    await page.getByTestId('limits-setup-confirm').click();
    await limits.waitFor({ state: 'detached' });

    // The game opens once the limits are chosen; a R$ 1,00 bet would pass the R$ 0,50 loss limit.
    await page.getByTestId('game-frame').waitFor();
    const game = page.frameLocator('[data-testid="game-frame"] iframe');
    await game.getByTestId('spin-button').waitFor();
    await game.getByTestId('spin-button').click();
    await expect
      .poll(() => game.getByTestId('game-message').innerText())
      .toMatch(/limite de perdas/);
    await screenshot(page, 'regulated-loss-limit-in-game');
    await context.close();
  });

  it('shows net deposits, the previous sign-in, the limits and the national self-exclusion on the profile', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await storedUser(page);
    // A second visit from the same phone: the profile then has a previous sign-in to show.
    await page.evaluate(() => {
      const info = JSON.parse(localStorage.getItem('sorte.userInfo') ?? '{}') as object;
      localStorage.setItem(
        'sorte.userInfo',
        JSON.stringify({ ...info, tokenExpiresAt: new Date(0).toISOString() }),
      );
    });
    await page.goto(`${baseUrl}/mine`);
    await page.getByTestId('fact-net-deposits').waitFor();
    expect(await page.getByTestId('fact-net-deposits').innerText()).toMatch(
      /Depósitos líquidos\s+R\$ 0,00\s+Depositado R\$ 0,00 − sacado R\$ 0,00/,
    );
    await expect
      .poll(() => page.getByTestId('profile-previous-login').innerText())
      .toMatch(/^Último acesso: \d{2}\/\d{2}\/\d{4}/);
    await page.getByTestId('play-limits').waitFor();
    await screenshot(page, 'regulated-profile');
    const national = page.getByTestId('national-self-exclusion');
    await national.scrollIntoViewIfNeeded();
    expect(await national.getByRole('link').getAttribute('href')).toBe(
      'https://www.gov.br/autoexclusaoapostas',
    );
    await screenshot(page, 'regulated-national-self-exclusion');
    expect(await seriousViolations(page)).toEqual([]);

    const reloaded = page.waitForEvent('load');
    await page.getByTestId('logout-button').click();
    await reloaded;
    await expect.poll(() => toastText(page)).toBe('Sair com sucesso');
    await context.close();
  });

  it('offers no first-deposit bonus: advance bonuses are off', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await storedUser(page);
    await page.getByTestId('deposit-button').click();
    await completeAgeSetup(page);
    const limits = page.getByTestId('limits-setup');
    await limits.waitFor();
    await page.getByTestId('limits-setup-confirm').click();
    await limits.waitFor({ state: 'detached' });
    const drawer = page.getByTestId('deposit-drawer');
    await drawer.waitFor();
    expect(await drawer.innerText()).not.toMatch(/1º depósito|\+\d+%/);
    await screenshot(page, 'regulated-deposit');
    await context.close();
  });
});
