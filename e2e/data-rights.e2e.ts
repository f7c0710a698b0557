import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { fundPlayer, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("a player's data rights at 390×844", () => {
  it('downloads everything kept about them and asks to close the account, then keeps it', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/mine`);
    const player = await storedUser(page);
    await fundPlayer(player.userId, 'BRL', 4_321);
    await page.getByRole('link', { name: 'Seus dados' }).click();
    await page.waitForURL((url) => url.pathname === '/mine/data');
    await page.getByTestId('data-download').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'my-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('data-download-button').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sorte-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(file.account).toMatchObject({ id: player.userId, market: 'BR' });
    expect(file.statement).toEqual([expect.objectContaining({ amountMinor: 4_321 })]);
    expect(JSON.stringify(file)).not.toContain('token_hash');

    await page.getByTestId('account-closure-ask').click();
    const dialog = page.getByTestId('account-closure-confirm');
    await dialog.waitFor();
    await screenshot(page, 'my-data-closure-confirm');
    await page.getByTestId('account-closure-confirm-button').click();
    const open = page.getByTestId('account-closure-open');
    await open.waitFor();
    expect(await open.innerText()).toContain('Pedido enviado em');
    await screenshot(page, 'my-data-closure-open');

    await page.getByTestId('account-closure-withdraw').click();
    await page.getByTestId('account-closure-ask').waitFor();
    await context.close();
  });

  it('speaks the Mexican player’s language', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/mine/data?market=MX`);
    await storedUser(page);
    expect(await page.getByTestId('page-title').innerText()).toBe('Tus datos');
    expect(await page.getByTestId('account-closure').innerText()).toContain(
      'se conservan el tiempo que exige la ley',
    );
    await screenshot(page, 'my-data-mx');
    await context.close();
  });
});
