import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaintLinksElementId } from '@sorte/contracts/after-first-paint';
import {
  afterFirstPaint,
  afterFirstPaintShown,
  afterLargestPictureShown,
  appEntryAttribute,
  appEntryOf,
  linkWhatWaitedForPaint,
} from './after-first-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Settles pending promise callbacks. */
const flush = () => Promise.resolve().then(() => Promise.resolve());

/** Reads whether the promise has resolved (as of the last `flush`). */
function resolvedYet(promise: Promise<unknown>): () => boolean {
  let resolved = false;
  void promise.then(() => {
    resolved = true;
  });
  return () => resolved;
}

/** Expects the promise to resolve once `ms` have passed on the fake clock, and not a moment before. */
async function expectResolvedAfter(promise: Promise<unknown>, ms: number) {
  const resolved = resolvedYet(promise);
  vi.advanceTimersByTime(ms - 1);
  await flush();
  expect(resolved()).toBe(false);
  vi.advanceTimersByTime(1);
  await flush();
  expect(resolved()).toBe(true);
}

describe('afterFirstPaint', () => {
  it('waits for the next frame to be painted before it resolves', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const resolved = resolvedYet(afterFirstPaint());
    await flush();
    expect(resolved()).toBe(false);
    // The frame's callbacks run before its paint: still not yet.
    for (const frame of frames) frame(0);
    await flush();
    expect(resolved()).toBe(false);
    // The task queued from the frame runs after the paint.
    vi.advanceTimersByTime(0);
    await flush();
    expect(resolved()).toBe(true);
  });

  it('resolves at once in a tab the browser does not paint', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(globalThis, 'requestAnimationFrame');
    await expect(afterFirstPaint()).resolves.toBeUndefined();
    expect(frame).not.toHaveBeenCalled();
  });

  it('does not wait for frames that never come, when the tab is hidden before its first', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.spyOn(globalThis, 'requestAnimationFrame').mockReturnValue(1);
    await expectResolvedAfter(afterFirstPaint(), 250);
  });
});

/**
 * A stand-in for the browser's `PerformanceObserver`, reporting the entry types given: `report`
 * delivers an entry to every observer of its type still connected.
 */
function browserReporting(types: string[]) {
  const observers = new Set<{ type: string; callback: PerformanceObserverCallback }>();
  class StandInObserver {
    static readonly supportedEntryTypes = types;
    private observed?: { type: string; callback: PerformanceObserverCallback };
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe({ type }: PerformanceObserverInit) {
      this.observed = { type: type ?? '', callback: this.callback };
      observers.add(this.observed);
    }
    disconnect() {
      if (this.observed) observers.delete(this.observed);
    }
  }
  vi.stubGlobal('PerformanceObserver', StandInObserver);
  return {
    report(type: string, entry: { name?: string; url?: string }) {
      for (const observer of [...observers]) {
        if (observer.type !== type) continue;
        const entries = [{ name: '', url: '', ...entry }] as unknown as PerformanceEntryList;
        observer.callback(
          { getEntries: () => entries } as PerformanceObserverEntryList,
          {} as PerformanceObserver,
        );
      }
    },
    connected: () => observers.size,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A page, visible, holding the given head. */
function visiblePage(head = '') {
  const page = document.implementation.createHTMLDocument('page');
  page.head.innerHTML = head;
  vi.spyOn(page, 'visibilityState', 'get').mockReturnValue('visible');
  return page;
}

describe('afterFirstPaintShown', () => {
  it('waits for the first contentful paint to be reported as shown, not for a first paint of the background', async () => {
    vi.useFakeTimers();
    const browser = browserReporting(['paint', 'largest-contentful-paint']);
    const resolved = resolvedYet(afterFirstPaintShown(visiblePage()));
    browser.report('paint', { name: 'first-paint' });
    await flush();
    expect(resolved()).toBe(false);
    browser.report('paint', { name: 'first-contentful-paint' });
    await flush();
    expect(resolved()).toBe(true);
    expect(browser.connected()).toBe(0);
  });

  it('gives up waiting after a second, when nothing contentful is ever painted', async () => {
    vi.useFakeTimers();
    const browser = browserReporting(['paint']);
    await expectResolvedAfter(afterFirstPaintShown(visiblePage()), 1000);
    expect(browser.connected()).toBe(0);
  });

  it('does not wait in a tab the browser does not paint, nor where it reports no paints', async () => {
    vi.useFakeTimers();
    browserReporting([]);
    const hidden = visiblePage();
    vi.spyOn(hidden, 'visibilityState', 'get').mockReturnValue('hidden');
    const settled: string[] = [];
    void afterFirstPaintShown(hidden).then(() => settled.push('hidden tab'));
    void afterFirstPaintShown(visiblePage()).then(() => settled.push('no paints reported'));
    // No time passes: both are settled by the next turn.
    await flush();
    expect(settled).toEqual(['hidden tab', 'no paints reported']);
  });
});

describe('afterLargestPictureShown', () => {
  /** A page that names its largest picture as `/` does: one image preloaded at high priority. */
  const pageNaming = (picture: string | null) =>
    visiblePage(
      `<link rel="preload" as="image" href="/assets/golden-ox.svg">${
        picture ? `<link rel="preload" as="image" fetchpriority="high" href="${picture}">` : ''
      }`,
    );

  it('waits until a picture is the largest paint, not the words painted before it', async () => {
    vi.useFakeTimers();
    const browser = browserReporting(['paint', 'largest-contentful-paint']);
    const page = pageNaming('/assets/lucky-tiger.svg');
    const resolved = resolvedYet(afterLargestPictureShown(page));
    browser.report('largest-contentful-paint', { url: '' });
    await flush();
    expect(resolved()).toBe(false);
    // The grid's second card, drawn first: as large as the first, which the browser then does
    // not report again.
    browser.report('largest-contentful-paint', {
      url: new URL('/assets/golden-ox.svg', page.baseURI).href,
    });
    await flush();
    expect(resolved()).toBe(true);
    expect(browser.connected()).toBe(0);
  });

  it('waits half a second at most for a picture slow to arrive', async () => {
    vi.useFakeTimers();
    browserReporting(['largest-contentful-paint']);
    await expectResolvedAfter(afterLargestPictureShown(pageNaming('/assets/lucky-tiger.svg')), 500);
  });

  it('does not wait on a page that names no picture, nor where the browser reports no largest paints', async () => {
    vi.useFakeTimers();
    browserReporting(['largest-contentful-paint']);
    const settled: string[] = [];
    void afterLargestPictureShown(pageNaming(null)).then(() => settled.push('no picture named'));
    await flush();
    browserReporting(['paint']);
    void afterLargestPictureShown(pageNaming('/assets/lucky-tiger.svg')).then(() =>
      settled.push('no largest paints reported'),
    );
    // No time passes: both are settled by the next turn.
    await flush();
    expect(settled).toEqual(['no picture named', 'no largest paints reported']);
  });
});

describe('linkWhatWaitedForPaint', () => {
  const hrefsIn = (page: Document) =>
    [...page.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));

  it('moves the links the page held back into its head, in their order, where the browser fetches them', async () => {
    const page = document.implementation.createHTMLDocument('page');
    page.head.innerHTML = `<template id="${afterFirstPaintLinksElementId}"><link rel="modulepreload" href="/assets/vip-route-V1.js"><link rel="stylesheet" href="/assets/vip-route-V1.css"><link rel="modulepreload" href="/assets/web-P2.js"></template>`;
    expect(page.head.querySelectorAll('link')).toHaveLength(0);
    await linkWhatWaitedForPaint(page);
    expect(hrefsIn(page)).toEqual([
      '/assets/vip-route-V1.js',
      '/assets/vip-route-V1.css',
      '/assets/web-P2.js',
    ]);
    expect(page.getElementById(afterFirstPaintLinksElementId)).toBeNull();
  });

  it('links a few at a time, each few in a task of its own, so no one task starts them all', async () => {
    const page = document.implementation.createHTMLDocument('page');
    const held = Array.from(
      { length: 7 },
      (_, index) => `<link rel="modulepreload" href="/assets/chunk-${index}.js">`,
    ).join('');
    page.head.innerHTML = `<template id="${afterFirstPaintLinksElementId}">${held}</template>`;
    const linkedAtEachTask: number[] = [];
    const linking = linkWhatWaitedForPaint(page, () => {
      linkedAtEachTask.push(page.head.querySelectorAll('link').length);
      return Promise.resolve();
    });
    // The first few go in at once, in the task that asked.
    expect(page.head.querySelectorAll('link')).toHaveLength(3);
    await linking;
    expect(linkedAtEachTask).toEqual([3, 6]);
    expect(hrefsIn(page)).toEqual(
      Array.from({ length: 7 }, (_, index) => `/assets/chunk-${index}.js`),
    );
  });

  it('leaves a page that held nothing back as it is', async () => {
    const page = document.implementation.createHTMLDocument('page');
    page.head.innerHTML = '<title>Sorte</title>';
    await linkWhatWaitedForPaint(page);
    expect(page.head.innerHTML).toBe('<title>Sorte</title>');
  });
});

describe('appEntryOf', () => {
  it("reads the app's address from the link the build marks, and none from a page without it", () => {
    const page = document.implementation.createHTMLDocument('page');
    page.head.innerHTML = `<link rel="modulepreload" href="/assets/web-P2.js"><link rel="modulepreload" href="/assets/app-A1.js" ${appEntryAttribute}>`;
    expect(appEntryOf(page)).toBe('/assets/app-A1.js');
    expect(appEntryOf(document.implementation.createHTMLDocument('development'))).toBeNull();
  });
});
