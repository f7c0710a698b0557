import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from '../accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from '../browser';
import { storedUser } from '../player';

// Run by scripts/e2e.mjs against the product started with COMPLIANCE_PROFILE_BR=br-regulated.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('support and the rules in regulated Brazil', () => {
  it('answers the FAQ and the terms as the regulated profile works: no bonus, own-CPF payouts', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/service`);
    await storedUser(page);
    await page.getByTestId('faq-bonus').click();
    expect(await page.getByTestId('faq-bonus').innerText()).toContain(
      'Nenhum: as regras deste mercado não permitem bônus de depósito',
    );
    await page.getByTestId('faq-national').click();
    expect(await page.getByTestId('faq-national').innerText()).toContain('bloqueia o seu CPF');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'regulated-support-faq');

    await page.goto(`${baseUrl}/terms`);
    await page.getByTestId('terms-of-use').waitFor();
    expect(await page.getByTestId('policy-withdrawals').innerText()).toContain(
      'prazo de 120 minutos',
    );
    expect(await page.getByTestId('policy-bonuses').innerText()).toContain(
      'não permitem bônus de depósito',
    );
    await page.getByTestId('policy-withdrawals').scrollIntoViewIfNeeded();
    await screenshot(page, 'regulated-terms');
    await context.close();
  });
});
