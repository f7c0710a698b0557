import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { completeAgeSetup, storedUser } from './player';

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
    await context.close();
  });
});
