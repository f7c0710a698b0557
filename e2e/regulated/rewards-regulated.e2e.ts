import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from '../accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from '../browser';
import { storedUser } from '../player';

// Run by scripts/e2e.mjs against the product started with COMPLIANCE_PROFILE_BR=br-regulated,
// which forbids advance bonuses: no cash reward may be offered anywhere.
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the reward pages in regulated Brazil', () => {
  it('advertise none of the cash rewards: home, the promotions, their pages and invitations', async () => {
    const { context, page } = await newPhone(browser, { reducedMotion: 'reduce' });
    await page.goto(`${baseUrl}/`);
    await storedUser(page);
    await page.getByTestId('banner-vip').waitFor();
    expect(await page.getByTestId('banner-sign-in').count()).toBe(0);

    await page.getByTestId('nav-event').click();
    await page.getByTestId('promotion-list').waitFor();
    const ids = await page
      .getByTestId('promotion-list')
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')));
    expect(ids).toEqual(['promotion-vip']);
    await screenshot(page, 'regulated-rewards-event-list');
    expect(await seriousViolations(page)).toEqual([]);

    for (const id of ['sign-in', 'tasks', 'invite', 'first-deposit']) {
      await page.goto(`${baseUrl}/event/item?id=${id}`);
      await page.getByTestId('reward-not-offered').waitFor();
    }
    await screenshot(page, 'regulated-rewards-not-offered');

    await page.goto(`${baseUrl}/promote`);
    await page.getByTestId('reward-not-offered').waitFor();
    expect(await page.getByTestId('invite-url').count()).toBe(0);

    // The VIP page stays, without a sign-in multiplier to promise.
    await page.goto(`${baseUrl}/vip`);
    await page.getByTestId('vip-level').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/check-in/i);
    await screenshot(page, 'regulated-rewards-vip');
    await context.close();
  });

  it('greet a first visit with no wheel, no lucky bag and no novice tasks', async () => {
    const { context, page } = await newPhone(browser, { startupOverlays: true });
    await page.goto(`${baseUrl}/`);
    await storedUser(page);
    await page.getByTestId('banner-vip').waitFor();
    // Past the novice popup's 10 s: nothing greeted the player.
    await page.waitForTimeout(11_500);
    for (const overlay of ['welcome-wheel', 'lucky-bag', 'novice-tasks-popup']) {
      expect(await page.getByTestId(overlay).count()).toBe(0);
    }
    await screenshot(page, 'regulated-first-visit');
    await context.close();
  });
});
