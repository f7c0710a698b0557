import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { completeAgeSetup, ledgerBalance, storedUser } from './player';

// The reward pages under each market's default profile, where every reward is offered.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A new player's phone at home, signed in silently; the banners stay where they are. */
async function newPlayerAtHome(address = '/') {
  const { context, page } = await newPhone(browser, { reducedMotion: 'reduce' });
  await page.goto(`${baseUrl}${address}`);
  const player = await storedUser(page);
  return { context, page, player };
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

describe('the reward pages', () => {
  it('a home banner leads to the daily sign-in; today is claimed once, shown claimed, and the balance reads it', async () => {
    const { context, page, player } = await newPlayerAtHome();
    await page.getByTestId('banner-sign-in').click();
    await page.waitForURL((url) => url.pathname === '/event/item');
    const today = page.getByTestId('sign-in-day-1');
    await today.waitFor();
    expect(await today.getAttribute('data-status')).toBe('today');
    expect(await page.getByTestId('sign-in-days').locator('li').count()).toBe(9);
    expect(await page.getByTestId('reward-rules').innerText()).toMatch(
      /Se você perder um dia, recomeça no dia 1\./,
    );
    await screenshot(page, 'rewards-sign-in-today');
    await expectAccessible(page);

    // A claim is play: the 18+ setup comes first, then the claim goes through.
    await page.getByTestId('sign-in-claim').click();
    await completeAgeSetup(page);
    await expect
      .poll(() => page.getByTestId('sign-in-status').innerText())
      .toMatch(/R\$ 1,00 creditado[\s\S]*Volte amanhã para o dia 2\./);
    expect(await today.getAttribute('data-status')).toBe('claimed');
    expect(await page.getByTestId('sign-in-claim').count()).toBe(0);
    expect(await ledgerBalance(baseUrl, player.token)).toBe(100);
    await screenshot(page, 'rewards-sign-in-claimed');

    // Read again from the server: still claimed, no second claim offered.
    await page.reload();
    await page.getByTestId('sign-in-day-1').waitFor();
    expect(await page.getByTestId('sign-in-day-1').getAttribute('data-status')).toBe('claimed');
    expect(await page.getByTestId('sign-in-claim').count()).toBe(0);
    // The balance the app shows is the ledger's, read again after the claim.
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.getByTestId('header-balance').innerText()).toMatch(/1,00/);
    await context.close();
  });

  it('lists the running promotions with their rules in the market’s money', async () => {
    const { context, page } = await newPlayerAtHome();
    await page.getByTestId('nav-event').click();
    await page.getByTestId('promotion-list').waitFor();
    const ids = await page
      .getByTestId('promotion-list')
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')));
    expect(ids).toEqual([
      'promotion-first-deposit',
      'promotion-sign-in',
      'promotion-tasks',
      'promotion-invite',
      'promotion-vip',
    ]);
    expect(await page.getByTestId('promotion-first-deposit').innerText()).toMatch(
      /Deposite R\$ 10,00 e receba R\$ 30,00/,
    );
    await screenshot(page, 'rewards-event-list-br');
    await expectAccessible(page);

    await page.getByTestId('promotion-first-deposit').click();
    await page.getByTestId('reward-rules').waitFor();
    expect(await page.getByTestId('reward-rules').innerText()).toMatch(/R\$ 20,00 disso é bônus/);
    await screenshot(page, 'rewards-event-first-deposit');
    await page.getByTestId('first-deposit-go').click();
    await completeAgeSetup(page);
    await page.getByTestId('deposit-drawer').waitFor();
    await context.close();
  });

  it('draws the Mexican and Philippine variants of the art, in their language and money', async () => {
    for (const market of ['MX', 'PH'] as const) {
      const { context, page } = await newPlayerAtHome(`/event?market=${market}`);
      await page.getByTestId('promotion-list').waitFor();
      const region = await page.locator('[data-region]').first().getAttribute('data-region');
      expect(region).toBe(market === 'MX' ? 'es' : 'ph');
      expect(await page.getByTestId('promotion-sign-in').innerText()).toMatch(
        market === 'MX' ? /Registro diario/ : /Daily sign-in/,
      );
      await screenshot(page, `rewards-event-list-${market.toLowerCase()}`);
      await context.close();
    }
  });

  it('shows the VIP page from the profile: level, the deposits to the next level and each level’s limits', async () => {
    const { context, page } = await newPlayerAtHome();
    await page.getByTestId('nav-mine').click();
    await page.getByRole('link', { name: 'Nível VIP' }).click();
    await page.waitForURL((url) => url.pathname === '/vip');
    await page.getByTestId('vip-level').waitFor();
    expect(await page.getByTestId('vip-level').innerText()).toBe('VIP 0');
    expect(await page.getByTestId('vip-to-next').innerText()).toMatch(/R\$ 0,01 em depósitos/);
    expect(await page.getByTestId('vip-never-gates').innerText()).toMatch(/Nenhum nível/);
    await screenshot(page, 'rewards-vip');
    await expectAccessible(page);
    await context.close();
  });

  it('gives the invitation link with its code; a friend arriving with it counts as invited', async () => {
    const { context, page } = await newPlayerAtHome();
    await page.goto(`${baseUrl}/promote`);
    const url = await page.getByTestId('invite-url').innerText();
    expect(url).toMatch(/[?&]code=[A-Za-z0-9_-]+/);
    expect(await page.getByTestId('invite-claim').isDisabled()).toBe(true);
    expect(await page.getByTestId('invite-self-rule').innerText()).toMatch(/CPF/);
    await screenshot(page, 'rewards-invite');
    await expectAccessible(page);

    // A friend on another phone opens the link; the guest login sends the code.
    const friend = await newPhone(browser, { reducedMotion: 'reduce' });
    const link = new URL(url);
    await friend.page.goto(`${baseUrl}/${link.search}`);
    await storedUser(friend.page);
    await friend.context.close();

    await page.reload();
    await expect
      .poll(() => page.getByTestId('invite-stats').innerText(), { timeout: 15_000 })
      .toMatch(/Convidados\s*1/);
    await context.close();
  });
});
