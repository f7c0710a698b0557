import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:8080';
export const screenshotDir = path.resolve('e2e/screenshots');

/** A phone: the viewport every player journey is checked on. */
export const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
};

/** The switches every headless Chromium of the journeys starts with. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium opens a browser window for each context, and with it the address bar's
  // popup: two chrome:// pages of its own (the omnibox popup and its AI-mode page), measured here
  // at ~1.8 s of CPU per context, more than our page's own first load, taken from the product on
  // a 2-core host. No journey uses the address bar.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

export interface PhoneOptions extends BrowserContextOptions {
  /**
   * Let the start-up overlays greet the player (the welcome wheel, the lucky bag, the novice
   * tasks). Off by default: a journey about something else starts as a returning player's
   * would, with each greeting already given on this device today.
   */
  startupOverlays?: boolean;
}

export async function newPhone(
  browser: Browser,
  { startupOverlays = false, ...options }: PhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...phone, ...options });
  if (!startupOverlays) {
    await context.addInitScript(() => {
      // The app's own keys (apps/web/src/lib/storage.ts): greeted on this device, today and after.
      try {
        localStorage.setItem('sorte.welcomeWheelSeen', 'true');
        localStorage.setItem('sorte.luckyBagPromptedOn', '"9999-12-31"');
        localStorage.setItem('sorte.noviceTasksPromptedOn', '"9999-12-31"');
      } catch {
        // A page without storage of its own (about:blank) has nothing to greet.
      }
    });
  }
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // CSS scale: a device-scale capture makes Chromium re-emulate the viewport, after which clicks
  // inside the cross-origin game frame land on the wrong element.
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    scale: 'css',
    // Finite animations (a drawer sliding in, a popup fading in) are shown at their end.
    animations: 'disabled',
  });
}

/**
 * Waits for an element's own animations (a sheet sliding up) to end. A screenshot's `animations:
 * 'disabled'` does not reach inside the cross-origin game frame, which would be caught half drawn.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        // An endless one (a turning icon) never finishes; only the finite ones are waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}
