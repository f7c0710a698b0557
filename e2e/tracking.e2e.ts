import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from './accessibility';
import { baseUrl, launchBrowser, newPhone, screenshot } from './browser';
import { completeAgeSetup, ledgerBalance, storedUser } from './player';

// Mexico reports to a Meta pixel in this run (TRACKING_META_PIXEL_MX in scripts/e2e.mjs).
const pixelId = '123456789012345';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Meta, as far as the page can tell: its script (a stand-in that, like fbevents.js, takes the
 * calls queued on `fbq` and every later one) and its collection endpoint, which the stand-in calls
 * the way the pixel does. Every request to either is recorded, and nothing leaves the machine.
 */
const standInPixelScript = `(() => {
  const fbq = window.fbq;
  let pixel = '';
  fbq.callMethod = (...args) => {
    if (args[0] === 'init') pixel = args[1];
    if (args[0] !== 'track' && args[0] !== 'trackCustom') return;
    const params = new URLSearchParams({ id: pixel, ev: args[1], cd: JSON.stringify(args[2] ?? {}), eid: args[3]?.eventID ?? '' });
    new Image().src = 'https://www.facebook.com/tr/?' + params;
  };
  for (const args of fbq.queue.splice(0)) fbq.callMethod(...args);
})();`;

async function standInForMeta(context: BrowserContext): Promise<URL[]> {
  const requests: URL[] = [];
  await context.route('https://connect.facebook.net/**', async (route) => {
    requests.push(new URL(route.request().url()));
    await route.fulfill({ contentType: 'text/javascript', body: standInPixelScript });
  });
  await context.route('https://www.facebook.com/**', async (route) => {
    requests.push(new URL(route.request().url()));
    await route.fulfill({ status: 204 });
  });
  return requests;
}

/** The app's own calls to the conversion outbox, read or marked. */
function outboxCalls(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/v1\/bus\/(get|update)FbRechargeRecords$/.test(path)) calls.push(path);
  });
  return calls;
}

/** The player's unreported paid deposits, asked of the api directly. */
async function outbox(token: string): Promise<{ orderId: string; amount: number }[]> {
  const response = await fetch(`${baseUrl}/v1/bus/getFbRechargeRecords`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token },
    body: '{}',
  });
  const body = (await response.json()) as {
    data: { fbRechargeRecords: { orderId: string; amount: number }[] };
  };
  return body.data.fbRechargeRecords;
}

/** A deposit of the first amount, paid in the sandbox checkout, as a player makes one. */
async function payFirstDeposit(context: BrowserContext, page: Page, token: string) {
  await page.getByTestId('deposit-button').click();
  await page.getByTestId('deposit-drawer').waitFor();
  await page.locator('[data-testid^="deposit-amount-"]').first().click();
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('deposit-confirm').waitFor();
  const checkoutOpened = context.waitForEvent('page');
  await page.getByTestId('deposit-confirm-button').click();
  const checkout = await checkoutOpened;
  await checkout.locator('[data-sandbox-pay]').click();
  await checkout.locator('[data-state="paid"]').waitFor({ timeout: 20_000 });
  await checkout.close();
  await expect.poll(() => ledgerBalance(baseUrl, token), { timeout: 20_000 }).toBeGreaterThan(0);
  if ((await page.getByTestId('deposit-drawer').count()) > 0) {
    await page.getByTestId('deposit-close').click();
    await page.getByTestId('deposit-drawer').waitFor({ state: 'detached' });
  }
}

describe('consent before tracking', () => {
  it('loads and sends nothing before the answer; after an acceptance reports the sign-in and the paid deposit, and marks it', async () => {
    const { context, page } = await newPhone(browser, { locale: 'es-MX' });
    const meta = await standInForMeta(context);
    const calls = outboxCalls(context);
    await page.goto(`${baseUrl}/?market=MX`);
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toContain('Meta Pixel');
    const player = await storedUser(page);
    await screenshot(page, 'consent-banner');
    expect(await seriousViolations(page)).toEqual([]);

    // Unanswered, the banner leaves the 18+ setup above it, and a paid deposit reaches no one.
    await page.getByTestId('deposit-button').click();
    await page.getByTestId('age-gate').waitFor();
    await screenshot(page, 'consent-banner-under-age-gate');
    await completeAgeSetup(page);
    await payFirstDeposit(context, page, player.token);
    const [paid] = await outbox(player.token);
    expect(paid?.orderId).toMatch(/^[A-Z0-9]+$/);
    expect(meta).toEqual([]);
    expect(calls).toEqual([]);

    await page.getByTestId('consent-accept').click();
    await banner.waitFor({ state: 'detached' });
    const reported = () =>
      meta
        .filter((url) => url.hostname === 'www.facebook.com')
        .map((url) => `${url.searchParams.get('ev')} ${url.searchParams.get('eid')}`);
    await expect
      .poll(reported, { timeout: 15_000 })
      .toEqual(['CompleteRegistration ', `Purchase ${paid?.orderId}`]);
    expect(meta[0]?.href).toBe('https://connect.facebook.net/en_US/fbevents.js');
    const purchase = meta.find((url) => url.searchParams.get('ev') === 'Purchase');
    expect(purchase?.searchParams.get('id')).toBe(pixelId);
    expect(JSON.parse(purchase?.searchParams.get('cd') ?? '{}')).toMatchObject({
      currency: 'MXN',
      first_deposit: true,
    });
    // Marked in the outbox: it is not offered again, here or on the next visit.
    await expect.poll(() => outbox(player.token)).toEqual([]);
    // Read first, marked exactly once; a later pass (the balance refreshing after the deposit)
    // may read the outbox again and finds it empty.
    expect(calls[0]).toBe('/v1/bus/getFbRechargeRecords');
    expect(calls.filter((path) => path === '/v1/bus/updateFbRechargeRecords')).toHaveLength(1);
    await page.reload();
    await page.getByTestId('bottom-nav').waitFor();
    await page.waitForLoadState('networkidle');
    expect(reported().filter((event) => event.startsWith('Purchase'))).toHaveLength(1);

    await page.getByTestId('nav-mine').click();
    const settings = page.getByTestId('consent-settings');
    await settings.waitFor();
    await settings.scrollIntoViewIfNeeded();
    expect(await page.getByTestId('consent-state').innerText()).toContain('Aceptaste Meta Pixel');
    await screenshot(page, 'consent-settings-accepted');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('after a decline, never loads the provider nor reads the outbox, a paid deposit and a new visit included', async () => {
    const { context, page } = await newPhone(browser, { locale: 'es-MX' });
    const meta = await standInForMeta(context);
    const calls = outboxCalls(context);
    await page.goto(`${baseUrl}/?market=MX`);
    await page.getByTestId('consent-decline').click();
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' });
    const player = await storedUser(page);

    await page.getByTestId('deposit-button').click();
    await completeAgeSetup(page);
    await payFirstDeposit(context, page, player.token);
    await page.reload();
    await page.getByTestId('bottom-nav').waitFor();
    await page.getByTestId('nav-mine').click();
    await page.getByTestId('consent-settings').waitFor();
    await page.waitForLoadState('networkidle');

    expect(await page.getByTestId('consent-banner').count()).toBe(0);
    expect(await page.getByTestId('consent-state').innerText()).toContain('Rechazaste');
    expect(meta).toEqual([]);
    expect(calls).toEqual([]);
    // The paid deposit waits in the outbox, unreported.
    expect(await outbox(player.token)).toHaveLength(1);
    await context.close();
  });
});
