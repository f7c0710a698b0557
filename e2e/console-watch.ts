import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

/**
 * Everything a player's browser console would show in red while a journey runs, on every tab of
 * the context (a checkout tab too) and inside every frame of each (the game frame too): console
 * errors, failed resources (Chromium logs a 4xx or 5xx answer as an error), refused frames, and
 * uncaught page errors.
 */
export interface ConsoleWatch {
  /** What was seen so far, each as "where: what". */
  problems(): string[];
}

export function watchConsole(context: BrowserContext): ConsoleWatch {
  const seen: string[] = [];
  const watchPage = (page: Page) => {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const where = message.location().url || page.url();
      seen.push(`${where}: ${message.text()}`);
    });
    page.on('pageerror', (error) => seen.push(`${page.url()}: ${error.name}: ${error.message}`));
  };
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
  return { problems: () => [...seen] };
}
