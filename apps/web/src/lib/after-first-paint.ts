import { afterFirstPaintLinksElementId } from '@sorte/contracts/after-first-paint';

/**
 * Resolves once the browser has painted the page as it arrived, or at once when it will not paint
 * (a tab opened in the background). A frame's callbacks run just before its paint; the task queued
 * from one runs after it.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab hidden before its first frame gets no frames until it is shown again.
    setTimeout(resolve, hiddenTabWaitMs);
  });
}

/** Longer than a frame of a slow phone's, short enough that a hidden tab still starts at once. */
const hiddenTabWaitMs = 250;

/**
 * Moves the links the page held back until its first paint (a lazy page's chunks, the word
 * catalogue: `afterFirstPaintLinksElementId`) into the head, where the browser fetches them.
 */
export function linkWhatWaitedForPaint(page: Document = document): void {
  const held = page.getElementById(afterFirstPaintLinksElementId);
  if (!(held instanceof HTMLTemplateElement)) return;
  page.head.append(held.content);
  held.remove();
}

/** The attribute that marks the page's `modulepreload` of the app's own entry (vite-app-entry.ts). */
export const appEntryAttribute = 'data-sorte-app';

/**
 * The app's entry, as the page names it. Imported by this address, not by its module's name, the
 * page's entry needs none of the bundler's preload helper (a kilobyte), whose work — the app's
 * chunk and stylesheet — the page has already done. Under the development server, which writes
 * no such link, none.
 */
export function appEntryOf(page: Document = document): string | null {
  return page.querySelector(`link[${appEntryAttribute}]`)?.getAttribute('href') ?? null;
}
