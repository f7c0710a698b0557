import { afterFirstPaintLinksElementId } from '@sorte/contracts/after-first-paint';
import { inNextTask } from './next-task';

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
 * Resolves once the browser reports its first contentful paint as shown on screen (the paint
 * timing entry, stamped when the frame is presented, which on a slow phone comes tens of
 * milliseconds after the frame's task has run), or at once where it reports none. A page with
 * nothing contentful to paint (a blank splash) resolves after a second at most.
 */
export function afterFirstPaintShown(page: Document = document): Promise<void> {
  if (page.visibilityState !== 'visible') return Promise.resolve();
  return whenReported('paint', (entry) => entry.name === 'first-contentful-paint', 1000);
}

/**
 * On a page whose largest paint is a picture (one it names by preloading an image at high
 * priority: `/`'s first game card), resolves once the browser reports a picture as the largest
 * paint so far; at once on a page that names none. The app replaces the page's first screen when
 * it runs; replaced before its pictures were drawn, they wait for the app's own render instead
 * (at 4× CPU slowdown, in two loads of eight the first paint held the cards' titles and their art
 * came a frame later). Any picture will do: the cards' pictures are the same size, and the browser
 * reports a later one only if it is larger. Waits half a second at most, so pictures slow to
 * arrive never hold the app back.
 */
export function afterLargestPictureShown(page: Document = document): Promise<void> {
  const named = page.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]');
  if (!named || page.visibilityState !== 'visible') return Promise.resolve();
  return whenReported(
    'largest-contentful-paint',
    (entry) => (entry as LargestContentfulPaint).url !== '',
    500,
  );
}

/**
 * Resolves once the browser reports a performance entry of the type that `matches` (those before
 * the call too), after `waitMs` at most; at once where it reports no entries of that type (an
 * older browser, or Safari for the largest paint), which cannot say.
 */
function whenReported(
  type: string,
  matches: (entry: PerformanceEntry) => boolean,
  waitMs: number,
): Promise<void> {
  const reported =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes as readonly string[] | undefined)?.includes(type) ===
      true;
  if (!reported) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some(matches)) finish();
    });
    const timeout = setTimeout(finish, waitMs);
    function finish() {
      clearTimeout(timeout);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type, buffered: true });
  });
}

/**
 * Moves the links the page held back until its first paint (a lazy page's chunks, the word
 * catalogue: `afterFirstPaintLinksElementId`) into the head, where the browser fetches them, a few
 * at a time, each few in a task of its own: the browser starts a link's request as the link
 * enters the page, and on a slow phone each start costs several milliseconds (a trace at 4× CPU
 * slowdown: several ms a link, 80–260 ms for the withdrawal page's 18 in one task, a task a
 * tap would wait behind). In the page's order, so stylesheets keep their cascade. Resolves once
 * every link is in.
 */
export async function linkWhatWaitedForPaint(
  page: Document = document,
  nextTask: () => Promise<void> = inNextTask,
): Promise<void> {
  const held = page.getElementById(afterFirstPaintLinksElementId);
  if (!(held instanceof HTMLTemplateElement)) return;
  held.remove();
  const links = [...held.content.children];
  for (let start = 0; start < links.length; start += linksPerTask) {
    if (start > 0) await nextTask();
    page.head.append(...links.slice(start, start + linksPerTask));
  }
}

/** About 20 ms of request starts at 4× slowdown: well inside a 50 ms task. */
const linksPerTask = 3;

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
