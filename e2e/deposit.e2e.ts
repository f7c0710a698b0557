import { formatMoney } from '@sorte/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { completeAgeSetup, ledgerBalance, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('depositing with PIX', () => {
  it('picks the first-deposit amount, confirms, pays on the PIX page and sees R$ 30 arrive', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('bottom-nav').waitFor();
    const player = await storedUser(page);

    await page.getByTestId('deposit-button').click();
    await completeAgeSetup(page);
    await page.getByTestId('deposit-drawer').waitFor();
    const firstAmount = page.getByTestId('deposit-amount-1000');
    await firstAmount.waitFor();
    expect(await firstAmount.innerText()).toContain('R$ 20,00');
    expect(await page.getByTestId('deposit-amount-2000').innerText()).toContain('+10%');
    await firstAmount.click();
    await screenshot(page, 'deposit-drawer');

    await page.getByTestId('deposit-submit').click();
    const confirmation = page.getByTestId('deposit-confirm');
    await confirmation.waitFor();
    const details = await confirmation.innerText();
    expect(details).toContain('R$ 10,00');
    expect(details).toContain('R$ 30,00');
    await screenshot(page, 'deposit-confirm');

    // The payment page opens in a new tab (not iOS), prepared during the tap.
    const checkoutOpened = context.waitForEvent('page');
    await page.getByTestId('deposit-confirm-button').click();
    const checkout = await checkoutOpened;
    await checkout.waitForLoadState();
    await checkout.locator('.qr svg').waitFor();
    const brCode = (await checkout.locator('.code-text').innerText()).trim();
    expect(brCode.startsWith('000201')).toBe(true);
    expect(brCode).toContain('br.gov.bcb.pix');
    expect(brCode).toContain('540510.00');
    expect(brCode).toMatch(/6304[0-9A-F]{4}$/);
    await screenshot(checkout, 'pix-checkout');

    const checkoutClosed = checkout.waitForEvent('close', { timeout: 30_000 });
    await checkout.locator('[data-sandbox-pay]').click();
    await checkout.locator('[data-state="paid"]').waitFor({ timeout: 20_000 });
    await screenshot(checkout, 'pix-paid');
    // Back to the casino: the checkout's tab lands there, gives the player back to the tab they
    // came from and closes. One casino tab, showing the money.
    await checkoutClosed;
    expect(context.pages()).toEqual([page]);

    await expect.poll(() => ledgerBalance(baseUrl, player.token), { timeout: 20_000 }).toBe(3000);
    await expect
      .poll(async () => page.getByTestId('header-balance').innerText(), { timeout: 15_000 })
      .toBe(formatMoney(3000, 'BRL'));

    await page.getByTestId('deposit-tab-history').click();
    const paid = page.locator('[data-testid^="deposit-order-"][data-status="paid"]');
    await paid.first().waitFor();
    expect(await paid.first().innerText()).toContain('R$ 10,00');
    await screenshot(page, 'deposit-history');
    await context.close();
  });
});
