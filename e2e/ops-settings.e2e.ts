// Market settings in the operator console (issue 19): an admin raises the bonus of Mexico's
// largest deposit amount, previews and saves it, and a Mexican player's deposit drawer shows the
// new bonus at once, with no restart; then the admin puts the old bonus back as the next version.
import { formatRatePercent } from '@sorte/money';
import { getMarket } from '@sorte/markets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { expectAccessible, signedInConsole, tablet } from './console';
import { completeAgeSetup } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const options = getMarket('MX').depositOptions;
const lastIndex = options.length - 1;
const largest = options[lastIndex] ?? { orderAmountMinor: 0, givingRateBps: 0 };
const raisedBps = largest.givingRateBps + 500;

/** Types a bonus for Mexico's largest amount, previews, and saves it with a reason. */
async function saveLargestBonus(page: Page, bps: number, note: string): Promise<void> {
  await page.getByTestId(`deposit-bonus-${lastIndex}`).fill(String(bps / 100));
  await page.getByTestId('settings-preview').click();
  await page.getByTestId('change-depositOptions').waitFor();
  await page.getByTestId('settings-note').fill(note);
  await page.getByTestId('settings-save').click();
}

describe('market settings in the console', () => {
  it(
    "raises a deposit bonus that a player's drawer shows at once, then puts it back",
    { timeout: 180_000 },
    async () => {
      const { context, page } = await signedInConsole(browser);
      await page.getByTestId('nav-settings').click();
      await page.getByTestId('settings-market').selectOption('MX');
      await page.getByTestId(`deposit-bonus-${lastIndex}`).waitFor();
      expect(await page.getByTestId('settings-version').innerText()).toBe(
        'Em vigor: os valores da própria tabela do mercado. Nenhuma versão foi salva ainda.',
      );
      await expectAccessible(page, 'console-settings');

      // A threshold below the one before it is caught by the preview, and nothing can be saved.
      await page.getByTestId('vip-thresholds-1').fill('0');
      await page.getByTestId('settings-preview').click();
      await page.getByTestId('settings-problems').waitFor();
      expect(await page.getByTestId('settings-save').count()).toBe(0);
      await page.reload();
      await page.getByTestId(`deposit-bonus-${lastIndex}`).waitFor();

      await saveLargestBonus(page, raisedBps, 'Bono mayor para el depósito más alto.');
      await page
        .getByText('Versão 1 salva: em vigor agora para todos os jogadores de MX.')
        .waitFor();
      await expect
        .poll(() => page.getByTestId('settings-version').innerText())
        .toMatch(/^Em vigor: versão 1, salva por e2e\.admin/);
      await expectAccessible(page, 'console-settings-saved');

      const player = await newPhone(browser, { locale: 'es-MX' });
      await player.page.goto(`${baseUrl}/?market=MX`);
      await player.page.getByTestId('deposit-button').click();
      await completeAgeSetup(player.page);
      const option = player.page.getByTestId(`deposit-amount-${largest.orderAmountMinor}`);
      await option.waitFor();
      expect(await option.innerText()).toContain(`+${formatRatePercent(raisedBps)}`);
      await screenshot(player.page, 'console-settings-player-drawer');
      await player.context.close();

      await saveLargestBonus(page, largest.givingRateBps, 'De vuelta al bono de siempre.');
      await page
        .getByText('Versão 2 salva: em vigor agora para todos os jogadores de MX.')
        .waitFor();
      await expect
        .poll(() => page.getByTestId('settings-history-table').locator('tbody tr').count())
        .toBe(2);
      await context.close();

      // On a tablet the form wraps and the history reads.
      const onTablet = await signedInConsole(browser, tablet);
      await onTablet.page.goto(`${baseUrl}/console/settings?market=MX`);
      await onTablet.page.getByTestId('settings-history-table').waitFor();
      await expectAccessible(onTablet.page, 'console-tablet-settings');
      await onTablet.context.close();
    },
  );
});
