// Signing staff in to the operator console in a browser, for the console's journeys after the
// first (e2e/ops-console.e2e.ts enrols its own account on screen). They share one admin the run
// opened by the command (`npm run staff:create`, scripts/e2e.mjs): whichever journey signs in
// first enrols its TOTP on screen and keeps the secret in the run's folder, as an authenticator
// app would; every later sign-in types the code the app shows, a new one each time.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { seriousViolations } from './accessibility';
import { baseUrl, screenshot } from './browser';

export const consoleUrl = `${baseUrl}/console/`;
export const desk: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  locale: 'pt-BR',
};
export const tablet: BrowserContextOptions = {
  viewport: { width: 820, height: 1180 },
  locale: 'pt-BR',
  hasTouch: true,
};

// The last 30-second step each secret's code was used in, by this journey file.
const lastSteps = new Map<string, number>();

/**
 * A code of a 30-second step no sign-in used yet, the current one or else the next: the api
 * refuses a code used once. `lastStepFile` carries the step across journey files.
 */
export async function freshCode(secret: string, lastStepFile?: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const periodMs = totp.period * 1000;
  const kept =
    lastStepFile && existsSync(lastStepFile) ? Number(readFileSync(lastStepFile, 'utf8')) : -1;
  const lastUsed = Math.max(kept, lastSteps.get(secret) ?? -1);
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / periodMs);
    const left = periodMs - (now % periodMs);
    // The api takes the step after the current one too (an authenticator whose clock runs a step
    // ahead): once this step's code is spent, the next step's is good at once, and only a third
    // sign-in within one step waits. Too close to a step's end, its code is not used.
    const usable = step > lastUsed && left >= 3000 ? step : step + 1 > lastUsed ? step + 1 : null;
    if (usable !== null) {
      lastSteps.set(secret, usable);
      if (lastStepFile) writeFileSync(lastStepFile, String(usable));
      return totp.generate({ timestamp: usable * periodMs });
    }
    await new Promise((resolve) => setTimeout(resolve, left + 200));
  }
}

/** Axe finds nothing serious on the screen, and its screenshot is kept. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), name).toEqual([]);
  await screenshot(page, name);
}

/** Types the username, password and, when given, the authenticator code, and submits. */
export async function submitSignIn(
  page: Page,
  account: { username: string; password: string },
  code?: string,
): Promise<void> {
  await page.goto(consoleUrl);
  await page.waitForURL((url) => url.pathname === '/console/sign-in');
  await page.getByLabel('Usuário').fill(account.username);
  await page.getByLabel('Senha').fill(account.password);
  if (code) await page.getByLabel('Código do autenticador').fill(code);
  await page.getByTestId('sign-in-submit').click();
}

/**
 * A console window of the shared admin (E2E_ADMIN_USERNAME), signed in past the second factor:
 * enrolled on screen at the run's first sign-in, with the current code at every later one.
 */
export async function signedInConsole(
  browser: Browser,
  options: BrowserContextOptions = desk,
): Promise<{ context: BrowserContext; page: Page }> {
  const account = {
    username: process.env.E2E_ADMIN_USERNAME ?? '',
    password: process.env.E2E_ADMIN_PASSWORD ?? '',
  };
  const secretFile = process.env.E2E_ADMIN_TOTP_FILE ?? '';
  if (!account.username || !account.password || !secretFile) {
    throw new Error('the e2e run opened no console admin');
  }
  const lastStepFile = `${secretFile}.last-step`;
  const context = await browser.newContext(options);
  const page = await context.newPage();
  if (existsSync(secretFile)) {
    const secret = readFileSync(secretFile, 'utf8');
    await submitSignIn(page, account, await freshCode(secret, lastStepFile));
  } else {
    await submitSignIn(page, account);
    await page.getByTestId('totp-enrolment').waitFor();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    writeFileSync(secretFile, secret);
    await page.getByLabel('Código do autenticador').fill(await freshCode(secret, lastStepFile));
    await page.getByTestId('totp-confirm').click();
  }
  // Attached, not visible: on a tablet the role sits in the folded menu.
  await page.getByTestId('staff-role').waitFor({ state: 'attached' });
  return { context, page };
}
