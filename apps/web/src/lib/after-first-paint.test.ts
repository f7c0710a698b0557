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

describe('afterFirstPaint', () => {
  it('waits for the next frame to be painted before it resolves', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let resolved = false;
    void afterFirstPaint().then(() => {
      resolved = true;
    });
    await flush();
    expect(resolved).toBe(false);
    // The frame's callbacks run before its paint: still not yet.
    for (const frame of frames) frame(0);
    await flush();
    expect(resolved).toBe(false);
    // The task queued from the frame runs after the paint.
    vi.advanceTimersByTime(0);
    await flush();
    expect(resolved).toBe(true);
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
    let resolved = false;
    void afterFirstPaint().then(() => {
      resolved = true;
    });
    vi.advanceTimersByTime(249);
    await flush();
    expect(resolved).toBe(false);
    vi.advanceTimersByTime(1);
    await flush();
    expect(resolved).toBe(true);
  });
});

describe('afterFirstPaintShown', () => {
  /** A stand-in for the browser's paint entries: `report` delivers one, as presented. */
  function paintsReportedLater() {
    let listener: ((name: string) => void) | undefined;
    let stopped = false;
    const observe = (onPaint: (name: string) => void) => {
      listener = onPaint;
      return () => {
        stopped = true;
      };
    };
    return { observe, report: (name: string) => listener?.(name), stopped: () => stopped };
  }

  it('waits for the first contentful paint to be reported as shown, not for a first paint of the background', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const paints = paintsReportedLater();
    let resolved = false;
    void afterFirstPaintShown(paints.observe).then(() => {
      resolved = true;
    });
    paints.report('first-paint');
    await flush();
    expect(resolved).toBe(false);
    paints.report('first-contentful-paint');
    await flush();
    expect(resolved).toBe(true);
    expect(paints.stopped()).toBe(true);
  });

  it('gives up waiting after a second, when nothing contentful is ever painted', async () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const paints = paintsReportedLater();
    let resolved = false;
    void afterFirstPaintShown(paints.observe).then(() => {
      resolved = true;
    });
    vi.advanceTimersByTime(999);
    await flush();
    expect(resolved).toBe(false);
    vi.advanceTimersByTime(1);
    await flush();
    expect(resolved).toBe(true);
    expect(paints.stopped()).toBe(true);
  });

  it('resolves at once in a tab the browser does not paint', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const paints = paintsReportedLater();
    await expect(afterFirstPaintShown(paints.observe)).resolves.toBeUndefined();
  });

  it('resolves where the browser reports no paints at all', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    await expect(afterFirstPaintShown()).resolves.toBeUndefined();
  });
});

describe('afterLargestPictureShown', () => {
  /** A page that names its largest picture as `/` does: one image preloaded at high priority. */
  function pageNaming(picture: string | null) {
    const page = document.implementation.createHTMLDocument('page');
    page.head.innerHTML = `<link rel="preload" as="image" href="/assets/golden-ox.svg">${
      picture ? `<link rel="preload" as="image" fetchpriority="high" href="${picture}">` : ''
    }`;
    vi.spyOn(page, 'visibilityState', 'get').mockReturnValue('visible');
    return page;
  }

  /** A stand-in for the browser's largest-paint entries: `report` delivers one's address. */
  function largestPaintsReportedLater() {
    let listener: ((url: string) => void) | undefined;
    const observe = (onPaint: (url: string) => void) => {
      listener = onPaint;
      return () => undefined;
    };
    return { observe, report: (url: string) => listener?.(url) };
  }

  it('waits until the picture the page names has been painted, not its words or another picture', async () => {
    vi.useFakeTimers();
    const page = pageNaming('/assets/lucky-tiger.svg');
    const paints = largestPaintsReportedLater();
    let resolved = false;
    void afterLargestPictureShown(page, paints.observe).then(() => {
      resolved = true;
    });
    paints.report('');
    paints.report(new URL('/assets/golden-ox.svg', page.baseURI).href);
    await flush();
    expect(resolved).toBe(false);
    paints.report(new URL('/assets/lucky-tiger.svg', page.baseURI).href);
    await flush();
    expect(resolved).toBe(true);
  });

  it('waits half a second at most for a picture slow to arrive', async () => {
    vi.useFakeTimers();
    const paints = largestPaintsReportedLater();
    let resolved = false;
    void afterLargestPictureShown(pageNaming('/assets/lucky-tiger.svg'), paints.observe).then(
      () => {
        resolved = true;
      },
    );
    vi.advanceTimersByTime(499);
    await flush();
    expect(resolved).toBe(false);
    vi.advanceTimersByTime(1);
    await flush();
    expect(resolved).toBe(true);
  });

  it('does not wait on a page that names no picture, nor where the browser reports no largest paints', async () => {
    vi.useFakeTimers();
    const paints = largestPaintsReportedLater();
    const settled: string[] = [];
    void afterLargestPictureShown(pageNaming(null), paints.observe).then(() => {
      settled.push('no picture named');
    });
    void afterLargestPictureShown(pageNaming('/assets/lucky-tiger.svg'), () => null).then(() => {
      settled.push('no largest paints reported');
    });
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
