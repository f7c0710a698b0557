import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the terms and the responsible gaming rules the age setup accepts', () => {
  it('links them from the age setup, in a new tab, and shows them in the player’s words', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/?kk=1`);
    const gate = page.getByTestId('age-gate');
    await gate.waitFor();
    await storedUser(page);
    const terms = gate.getByTestId('link-terms');
    expect(await terms.getAttribute('href')).toBe('/terms');
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await gate.getByTestId('link-responsible-gaming').getAttribute('href')).toBe(
      '/responsible-gaming',
    );
    expect(await gate.innerText()).toContain(
      'aceito os Termos de uso e as regras de Jogo responsável',
    );
    await screenshot(page, 'age-gate-documents');

    const [opened] = await Promise.all([context.waitForEvent('page'), terms.click()]);
    await opened.getByTestId('terms-of-use').waitFor();
    expect(await opened.getByTestId('page-title').innerText()).toBe('Termos de uso');
    expect(await opened.getByTestId('policy-who').innerText()).toContain(
      'Somente maiores de 18 anos',
    );
    await opened.waitForLoadState('networkidle');
    expect(await seriousViolations(opened)).toEqual([]);
    await screenshot(opened, 'terms-of-use');
    // The setup the player was filling in is still open in the first tab.
    expect(await gate.isVisible()).toBe(true);
    await context.close();
  });

  it('reaches both pages from /about', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/about`);
    await storedUser(page);
    await page.getByTestId('link-responsible-gaming').click();
    await page.waitForURL((url) => url.pathname === '/responsible-gaming');
    await page.getByTestId('responsible-gaming').waitFor();
    expect(await page.getByTestId('policy-exclusion').innerText()).toContain(
      'Por 30 dias, 90 dias, 6 meses ou 1 ano',
    );
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'responsible-gaming');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.getByTestId('link-terms').click();
    await page.waitForURL((url) => url.pathname === '/terms');
    await page.getByTestId('terms-of-use').waitFor();
    await context.close();
  });
});
