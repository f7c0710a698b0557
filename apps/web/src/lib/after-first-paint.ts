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
export function afterFirstPaintShown(observe: PaintObserver = observePaints): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => {
    let shown = false;
    const stop = observe((name) => {
      if (name === 'first-contentful-paint') shown = true;
      // Told during `observe` itself, before `stop` exists, it is settled just below.
      if (shown) queueMicrotask(finish);
    });
    const timeout = setTimeout(finish, paintShownWaitMs);
    function finish() {
      clearTimeout(timeout);
      stop();
      resolve();
    }
  });
}

/** Calls `onPaint` with each paint entry's name, the earlier ones too; returns what stops it. */
export type PaintObserver = (onPaint: (name: string) => void) => () => void;

const observePaints: PaintObserver = (onPaint) => {
  const paintsReported =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes as readonly string[] | undefined)?.includes(
      'paint',
    ) === true;
  if (!paintsReported) {
    onPaint('first-contentful-paint');
    return () => undefined;
  }
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) onPaint(entry.name);
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
};

const paintShownWaitMs = 1000;

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
