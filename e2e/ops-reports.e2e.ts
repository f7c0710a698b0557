// The console's numbers in a browser: a player deposits through the sandbox and plays a spin;
// staff see on the overview that the books balance, open Brazil's daily report, find today's
// deposit and bet in its row and in the chart, and download the table as CSV. Then the same
// screens on a tablet. Axe on every screen.
import { readFileSync } from 'node:fs';
import { decimalAmount } from '@sorte/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { expectAccessible, signedInConsole, tablet } from './console';
import { depositThroughSandbox } from './operator';
import { completeAgeSetup, ledgerBalance, recordedRounds, storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const luckyTiger = 66121;

/** Today on Brazil's calendar, which its report follows. */
function brazilToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

/** "R$ 1.234,56" back to minor units, to compare a cell before and after. */
function minorOf(text: string): number {
  const digits = text.replace(/\D/g, '');
  return (text.trim().startsWith('-') ? -1 : 1) * Number(digits);
}

/** Today's row of the report on screen: its deposits and bets, in minor units. */
async function todaysFigures(page: Page, today: string) {
  const row = page.getByTestId(`report-day-${today}`);
  await row.waitFor();
  const cells = row.getByRole('cell');
  return {
    depositsMinor: minorOf(await cells.nth(1).innerText()),
    betsMinor: minorOf(await cells.nth(3).innerText()),
  };
}

/** A player's first deposit of R$ 10 paid in the sandbox, then one spin of Lucky Tiger. */
async function playerDepositsAndSpins(): Promise<{ betMinor: number }> {
  const { context, page } = await newPhone(browser);
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('bottom-nav').waitFor();
  const player = await storedUser(page);
  await depositThroughSandbox(player.token, 1000);
  await expect.poll(() => ledgerBalance(baseUrl, player.token), { timeout: 20_000 }).toBe(3000);

  await page.reload();
  await page.getByTestId(`game-card-${luckyTiger}`).click();
  // The deposit confirmed the player's age through the api; the app may still ask on screen.
  const gate = page.getByTestId('age-gate');
  const frame = page.getByTestId('game-frame');
  await gate.or(frame).first().waitFor();
  if (await gate.isVisible()) await completeAgeSetup(page);
  await frame.waitFor();
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await game.getByTestId('spin-button').click();
  await expect
    .poll(async () => (await recordedRounds(baseUrl, player.token, luckyTiger))[0]?.status, {
      timeout: 15_000,
    })
    .toBe('settled');
  const [round] = await recordedRounds(baseUrl, player.token, luckyTiger);
  await context.close();
  return { betMinor: round?.betMinor ?? 0 };
}

describe('the console’s numbers', () => {
  it(
    'shows the books balanced, today’s deposit and bet in Brazil’s report and chart, and its CSV',
    { timeout: 240_000 },
    async () => {
      const today = brazilToday();
      const { context, page } = await signedInConsole(browser);
      await page.waitForURL((url) => url.pathname === '/console/overview');
      await page.getByTestId('nav-reports').click();
      await page.waitForURL((url) => url.pathname === '/console/reports');
      expect(await page.getByTestId('report-market').inputValue()).toBe('BR');
      expect(await page.getByTestId('report-to').inputValue()).toBe(today);
      const before = await todaysFigures(page, today);

      const { betMinor } = await playerDepositsAndSpins();
      expect(betMinor).toBeGreaterThan(0);

      await page.reload();
      const after = await todaysFigures(page, today);
      expect(after.depositsMinor).toBe(before.depositsMinor + 1000);
      expect(after.betsMinor).toBe(before.betsMinor + betMinor);
      expect(await page.getByTestId(`report-day-${today}`).innerText()).toContain('R$');

      const chart = page.getByTestId('report-money-chart');
      await expect.poll(() => chart.getAttribute('data-state')).toBe('drawn');
      // Something was painted: the canvas holds pixels that are not blank.
      const painted = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) =>
        canvas
          .getContext('2d')
          ?.getImageData(0, 0, canvas.width, canvas.height)
          .data.some((channel) => channel !== 0),
      );
      expect(painted).toBe(true);
      await expectAccessible(page, 'console-reports');
      await page.getByTestId('report-totals').scrollIntoViewIfNeeded();
      await screenshot(page, 'console-reports-table');

      const downloaded = page.waitForEvent('download');
      await page.getByTestId('report-download').click();
      const file = await downloaded;
      expect(file.suggestedFilename()).toMatch(/^sorte-daily-report-BR-\d{4}-\d{2}-\d{2}-/);
      const csv = readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Dia,Moeda,Depósitos,Saques,Apostas,Prêmios,GGR,Custo de bônus,Ajustes,Estornos de apostas,Jogadores ativos,Novos jogadores,Primeiros depósitos',
      );
      const todays = lines.find((line) => line.startsWith(`${today},`))?.split(',') ?? [];
      expect(todays.slice(0, 3)).toEqual([today, 'BRL', decimalAmount(after.depositsMinor, 'BRL')]);
      expect(todays[4]).toBe(decimalAmount(after.betsMinor, 'BRL'));
      expect(lines.at(-1)?.startsWith('Total,BRL,')).toBe(true);
      // A line per day of the default range (30), the header and the totals.
      expect(lines).toHaveLength(32);

      // Money has moved: the overview says the books balance, with the reais among them.
      await page.getByTestId('nav-overview').click();
      // Polled: the overview shown at sign-in, before the deposit, may be on screen a moment.
      await expect
        .poll(() => page.getByTestId('books-verdict').innerText())
        .toContain('Os livros fecham: em cada moeda todas as contas somam zero');
      expect(await page.getByTestId('books-BRL').innerText()).toContain('Fecha');
      const todaysDeposits = page.getByTestId('recent-BR-depositsMinor').getByRole('cell').nth(2);
      await expect
        .poll(async () => minorOf(await todaysDeposits.innerText()))
        .toBe(after.depositsMinor);
      await expectAccessible(page, 'console-overview');

      // The same screens at a tablet's size. The same window, resized: signedInConsole waits for
      // the role tag in the top bar, which a tablet's narrow bar leaves out.
      if (tablet.viewport) await page.setViewportSize(tablet.viewport);
      await expectAccessible(page, 'console-tablet-overview');
      await page.getByTestId('nav-reports').click();
      await page.getByTestId(`report-day-${today}`).waitFor();
      await expect
        .poll(() => page.getByTestId('report-money-chart').getAttribute('data-state'))
        .toBe('drawn');
      await expectAccessible(page, 'console-tablet-reports');
      await context.close();
    },
  );
});
