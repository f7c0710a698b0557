import { afterEach, describe, expect, it } from 'vitest';
import { embeddedSiteInfoElementId } from '@sorte/contracts/embedded-site-info';
import { embeddedSiteAnswer } from './load-site-info';

const nowMs = Date.parse('2026-11-27T15:00:00Z');
const site = { market: 'MX', language: 'es', currency: 'MXN' };

/** The page as the api sends it: the answer in its data block. */
function pageCarrying(embedded: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = embeddedSiteInfoElementId;
  element.textContent = typeof embedded === 'string' ? embedded : JSON.stringify(embedded);
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(embeddedSiteInfoElementId)?.remove();
});

describe('the site info a first visit renders from', () => {
  it('is the answer the page came with, when asked with the market this visit requests', () => {
    pageCarrying({ requested: 'MX', answer: { success: true, data: site }, servedAtMs: nowMs });
    expect(embeddedSiteAnswer({ document, requestedMarket: 'MX', nowMs })).toEqual({
      kind: 'served',
      site,
    });
    // Another market asked in this tab (remembered from an earlier `?market=`): the app asks.
    expect(embeddedSiteAnswer({ document, requestedMarket: null, nowMs })).toBeNull();
    expect(embeddedSiteAnswer({ document, requestedMarket: 'PH', nowMs })).toBeNull();
  });

  it("is a blocked jurisdiction's refusal when the page carries one", () => {
    pageCarrying({
      requested: null,
      answer: { success: false, msgCode: 'region_blocked', msg: 'blocked' },
      servedAtMs: nowMs,
    });
    expect(embeddedSiteAnswer({ document, requestedMarket: null, nowMs })).toEqual({
      kind: 'blocked',
    });
  });

  it('is asked again when the page is older than five minutes (kept for offline use) or from the future', () => {
    pageCarrying({ requested: null, answer: { success: true, data: site }, servedAtMs: nowMs });
    const minutes = (count: number) => count * 60_000;
    expect(
      embeddedSiteAnswer({ document, requestedMarket: null, nowMs: nowMs + minutes(4) }),
    ).not.toBeNull();
    expect(
      embeddedSiteAnswer({ document, requestedMarket: null, nowMs: nowMs + minutes(6) }),
    ).toBeNull();
    expect(
      embeddedSiteAnswer({ document, requestedMarket: null, nowMs: nowMs - minutes(6) }),
    ).toBeNull();
  });

  it('is asked again when the page carries none, a failure, or something unreadable', () => {
    expect(embeddedSiteAnswer({ document, requestedMarket: null, nowMs })).toBeNull();
    for (const embedded of [
      '{not json',
      { requested: null, answer: { success: false, msgCode: 'internal_error' }, servedAtMs: nowMs },
      { requested: null, answer: { success: true, data: site } },
      null,
    ]) {
      pageCarrying(embedded);
      expect(
        embeddedSiteAnswer({ document, requestedMarket: null, nowMs }),
        JSON.stringify(embedded),
      ).toBeNull();
      document.getElementById(embeddedSiteInfoElementId)?.remove();
    }
  });
});
