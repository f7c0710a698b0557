import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { completeAgeSetup, fundPlayer, ledgerBalance, storedUser } from './player';

// A first visit under Brazil's default profile, where every reward is offered: the welcome
// wheel, the lucky bag and, 10 s after start, the novice tasks (seed §4, PRODUCT.md §5).
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Plays `rounds` real spins of the open game through its own page api, as its page does. */
async function spinOpenGame(page: Page, rounds: number) {
  // The page opens its session with the launch token first; then the token plays.
  await page.frameLocator('[data-testid="game-frame"] iframe').getByTestId('spin-button').waitFor();
  const src = await page.locator('[data-testid="game-frame"] iframe').getAttribute('src');
  const frame = new URL(src ?? '');
  for (let round = 0; round < rounds; round += 1) {
    const spun = await fetch(`${frame.origin}/api/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: frame.searchParams.get('token'), betMinor: 50 }),
    });
    expect(spun.status).toBe(200);
  }
}

async function exitGame(page: Page) {
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await game.getByTestId('exit-button').click();
  await page.getByTestId('game-frame').waitFor({ state: 'detached' });
}

describe('the start-up overlays of a first visit', () => {
  it('offer nothing over the withdrawal page; the wheel greets on the home afterwards', async () => {
    const { context, page } = await newPhone(browser, { startupOverlays: true });
    await page.goto(`${baseUrl}/security`);
    await page.getByTestId('wagering-done').waitFor();
    // Time for the start-up sequence to have opened anything it would.
    await page.waitForTimeout(2500);
    expect(await page.getByTestId('welcome-wheel').count()).toBe(0);
    expect(await page.getByTestId('lucky-bag').count()).toBe(0);
    await screenshot(page, 'startup-nothing-over-withdrawal');
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('welcome-wheel').waitFor();
    await context.close();
  });

  it('spin the wheel on the real offer and close it, then open the lucky bag in three steps, credited once', async () => {
    const { context, page } = await newPhone(browser, { startupOverlays: true });
    await page.goto(`${baseUrl}/`);
    const wheel = page.getByTestId('welcome-wheel');
    await wheel.waitFor();
    expect(await page.getByTestId('welcome-wheel-offer').innerText()).toBe(
      'Deposite R$ 10,00 e receba R$ 30,00',
    );
    await page.waitForTimeout(1000);
    await page.screenshot({ path: 'e2e/screenshots/startup-wheel-spinning.png', scale: 'css' });
    await expectAccessible(page);
    // About 3 s of spin and 1.8 s of blinking, then it closes by itself.
    await wheel.waitFor({ state: 'detached', timeout: 8000 });
    const player = await storedUser(page);

    const step = page.getByTestId('lucky-bag-step');
    await step.waitFor();
    expect(await step.getAttribute('data-step')).toBe('intro');
    expect(await step.innerText()).toMatch(/ganhe de R\$ 1,00 a R\$ 10,00, uma vez/);
    await screenshot(page, 'startup-lucky-bag-intro');
    await expectAccessible(page);
    await page.getByTestId('lucky-bag-next').click();
    expect(await step.getAttribute('data-step')).toBe('bag');
    await screenshot(page, 'startup-lucky-bag-bag');

    // A prize is play: the 18+ setup first, then the bag opens. The bag wiggles once it can be
    // tapped (after 0.4 s), which Playwright's wait for a still element never sees.
    const sack = page.getByTestId('lucky-bag-bag');
    await expect.poll(() => sack.isEnabled()).toBe(true);
    await sack.click({ force: true });
    await completeAgeSetup(page);
    const prize = page.getByTestId('lucky-bag-prize');
    await prize.waitFor();
    const won = Number((await prize.innerText()).replace(/\D/g, ''));
    expect([100, 200, 500, 1000]).toContain(won);
    expect(await ledgerBalance(baseUrl, player.token)).toBe(won);
    await screenshot(page, 'startup-lucky-bag-prize');
    await expectAccessible(page);

    // The prize's button opens Golden Ox; a reload greets nobody again, and nothing more is paid.
    await page.getByTestId('lucky-bag-play').click();
    await page.getByTestId('game-frame').waitFor();
    expect(await page.locator('[data-testid="game-frame"] iframe').getAttribute('src')).toMatch(
      /66122/,
    );
    await exitGame(page);
    await page.reload();
    await page.getByTestId('bottom-nav').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByTestId('welcome-wheel').count()).toBe(0);
    expect(await page.getByTestId('lucky-bag').count()).toBe(0);
    expect(await ledgerBalance(baseUrl, player.token)).toBeLessThanOrEqual(won);
    await context.close();
  });

  it('show the novice tasks 10 s after start; real spins make them claimable, and the reward is paid once', async () => {
    const { context, page } = await newPhone(browser, { startupOverlays: true });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('welcome-wheel').waitFor();
    await page.getByRole('button', { name: 'Fechar' }).first().click();
    await page.getByTestId('lucky-bag').waitFor();
    await page.getByTestId('lucky-bag').getByRole('button', { name: 'Fechar' }).click();
    const player = await storedUser(page);
    await fundPlayer(player.userId, 'BRL', 10_000);

    const popup = page.getByTestId('novice-tasks-popup');
    await popup.waitFor({ timeout: 15_000 });
    for (const gameId of [66121, 66122, 66123]) {
      expect(await page.getByTestId(`novice-task-${gameId}`).innerText()).toMatch(/0\/10/);
      expect(await page.getByTestId(`novice-task-${gameId}-action`).innerText()).toBe('Completar');
    }
    expect(await page.getByTestId('tasks-claim').isDisabled()).toBe(true);
    await screenshot(page, 'startup-novice-tasks');
    await expectAccessible(page);

    // Complete opens the task's game; ten real rounds finish it.
    await page.getByTestId('novice-task-66121-action').click();
    await completeAgeSetup(page);
    await page.getByTestId('game-frame').waitFor();
    await spinOpenGame(page, 10);
    await exitGame(page);
    for (const gameId of [66122, 66123]) {
      await page.goto(`${baseUrl}/event/item?id=tasks`);
      await page.getByTestId(`novice-task-${gameId}-action`).click();
      await page.getByTestId('game-frame').waitFor();
      await spinOpenGame(page, 10);
      await exitGame(page);
    }

    await page.goto(`${baseUrl}/event/item?id=tasks`);
    await page.getByTestId('novice-task-66123').waitFor();
    for (const gameId of [66121, 66122, 66123]) {
      expect(await page.getByTestId(`novice-task-${gameId}-action`).innerText()).toBe('Concluída');
    }
    const before = await ledgerBalance(baseUrl, player.token);
    await page.getByTestId('tasks-claim').click();
    const received = page.getByTestId('tasks-received');
    await received.waitFor();
    expect(await received.innerText()).toMatch(/creditado/);
    // Brazil's newTaskReward, R$ 30,00.
    const paid = (await ledgerBalance(baseUrl, player.token)) - before;
    expect(paid).toBe(3000);
    await screenshot(page, 'rewards-novice-tasks-claimed');

    await page.reload();
    await page.getByTestId('tasks-received').waitFor();
    expect(await page.getByTestId('tasks-claim').count()).toBe(0);
    expect((await ledgerBalance(baseUrl, player.token)) - before).toBe(paid);
    await context.close();
  });
});
