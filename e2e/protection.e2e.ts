import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { completeAgeSetup, fundPlayer, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('responsible gaming', () => {
  it('takes a 24-hour break from the profile, after which no game opens', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/mine`);
    const panel = page.getByTestId('protection');
    await panel.waitFor();
    await storedUser(page);
    expect(await panel.innerText()).toContain('Autoexclusão');
    await page.getByTestId('protection-self_exclusion-365').scrollIntoViewIfNeeded();
    await screenshot(page, 'protection');

    await page.getByTestId('protection-break-1').click();
    const ask = page.getByRole('alertdialog');
    expect(await ask.innerText()).toMatch(/Sem jogos e sem depósitos até \d{2}\/\d{2}\/\d{4}/);
    await screenshot(page, 'protection-ask');
    await page.getByTestId('protection-confirm').click();
    const status = page.getByTestId('protection-status');
    await status.waitFor();
    expect(await status.innerText()).toMatch(/^Em pausa até \d{2}\/\d{2}\/\d{4}/);
    await screenshot(page, 'protection-on-break');

    await page.getByTestId('nav-home').click();
    await page.getByTestId('game-card-66121').click();
    await completeAgeSetup(page);
    await expect
      .poll(async () => page.getByTestId('toast').innerText())
      .toMatch(/^Você está em uma pausa do jogo até/);
    expect(await page.getByTestId('game-frame').count()).toBe(0);
    // The deposit drawer says so where the player starts, instead of amounts and bonuses.
    await page.getByTestId('deposit-button').click();
    const paused = page.getByTestId('deposit-paused');
    expect(await paused.innerText()).toMatch(/^Em pausa até \d{2}\/\d{2}\/\d{4}/);
    expect(await page.locator('[data-testid^="deposit-amount-"]').count()).toBe(0);
    await screenshot(page, 'deposit-on-break');
    await context.close();
  });

  it('sets a daily deposit limit that applies at once, sees a raise wait 24 hours, and is held to it', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/mine`);
    const daily = page.getByTestId('limit-day');
    await daily.waitFor();
    await storedUser(page);
    expect(await page.getByTestId('limit-day-value').innerText()).toBe('Sem limite');

    await daily.getByLabel('Diário').fill('15,00');
    await daily.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(async () => page.getByTestId('limit-day-value').innerText())
      .toBe('R$ 0,00 de R$ 15,00');
    await daily.getByLabel('Diário').fill('100');
    await daily.getByRole('button', { name: 'Salvar' }).click();
    const pending = page.getByTestId('limit-day-pending');
    await pending.waitFor();
    expect(await pending.innerText()).toMatch(/^Sobe para R\$ 100,00 em \d{2}\/\d{2}\/\d{4}/);
    expect(await page.getByTestId('limit-day-value').innerText()).toBe('R$ 0,00 de R$ 15,00');
    await page.getByTestId('deposit-limits').scrollIntoViewIfNeeded();
    await screenshot(page, 'deposit-limits');

    await page.getByTestId('nav-home').click();
    await page.getByTestId('deposit-button').click();
    await completeAgeSetup(page);
    await page.getByTestId('deposit-amount-2000').click();
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-confirm-button').click();
    await expect
      .poll(async () => page.getByTestId('toast').innerText())
      .toBe(
        'Este depósito passa do seu limite diário de R$ 15,00. Você ainda pode depositar R$ 15,00 neste período.',
      );
    await context.close();
  });

  it('chooses a reminder every 15 minutes, and the game stops for it until the player answers', async () => {
    const { context, page } = await newPhone(browser);
    await page.clock.install();
    await page.goto(`${baseUrl}/mine`);
    await page.getByTestId('protection').waitFor();
    const player = await storedUser(page);
    await fundPlayer(player.userId, 'BRL', 5_000);
    await page.getByTestId('protection-reminder-15').click();
    await expect
      .poll(async () => page.getByTestId('protection-reminder-15').getAttribute('aria-pressed'))
      .toBe('true');

    await page.getByTestId('nav-home').click();
    await page.getByTestId('game-card-66121').click();
    await completeAgeSetup(page);
    const game = page.frameLocator('[data-testid="game-frame"] iframe');
    await game.getByTestId('spin-button').waitFor();
    const check = page.getByTestId('reality-check');
    expect(await check.count()).toBe(0);

    await page.clock.fastForward('15:05');
    await check.waitFor();
    expect(await check.innerText()).toMatch(/Você está jogando há 15:0\d/);
    await screenshot(page, 'reality-check');
    await page.getByTestId('reality-check-continue').click();
    await check.waitFor({ state: 'detached' });

    await page.clock.fastForward('15:00');
    await check.waitFor();
    await page.getByTestId('reality-check-leave').click();
    await page.getByTestId('game-frame').waitFor({ state: 'detached' });
    await context.close();
  });
});
