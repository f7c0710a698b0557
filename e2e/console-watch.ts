import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

/**
 * Everything a player's browser console would show in red while a journey runs, on every tab of
 * the context (a checkout tab too) and inside every frame of each (the game frame too): console
 * errors, failed resources (Chromium logs a 4xx or 5xx answer as an error), refused frames,
 * uncaught page errors, and requests the browser abandoned.
 */
export interface ConsoleWatch {
  /** What was seen so far, each as "where: what". */
  problems(): string[];
}

interface Seen {
  page: Page;
  text: string;
  /** A load a tab abandoned as it closed (its icon, say): nobody can see that tab any more. */
  abandonedByClosing: boolean;
}

export function watchConsole(context: BrowserContext): ConsoleWatch {
  const seen: Seen[] = [];
  const watchPage = (page: Page) => {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const where = message.location().url || page.url();
      seen.push({ page, text: `${where}: ${message.text()}`, abandonedByClosing: false });
    });
    page.on('pageerror', (error) =>
      seen.push({
        page,
        text: `${page.url()}: ${error.name}: ${error.message}`,
        abandonedByClosing: false,
      }),
    );
    // A request the browser gave up on: a frame torn down mid-load, a call cut off.
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      seen.push({
        page,
        text: `${request.url()}: ${reason}`,
        abandonedByClosing: reason === 'net::ERR_ABORTED',
      });
    });
  };
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
  return {
    problems: () =>
      seen
        .filter((entry) => !(entry.abandonedByClosing && entry.page.isClosed()))
        .map((entry) => entry.text),
  };
}
