import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seriousViolations } from './accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { recordCareInteraction } from './operator';
import { storedUser } from './player';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("staff's message after the markers of harm, at 390×844", () => {
  it('reaches the player on their profile in our words until they have read it', async () => {
    const { context, page } = await newPhone(browser);
    await page.goto(`${baseUrl}/mine`);
    const player = await storedUser(page);
    await recordCareInteraction(player.userId, 'cooling_off');
    await page.reload();
    const card = page.getByTestId('care-messages');
    await card.waitFor();
    expect(await card.innerText()).toContain('Que tal uma pausa?');
    expect(await card.innerText()).not.toContain('Checked in');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'care-message');
    await page.getByTestId('care-message-read').click();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });
});
