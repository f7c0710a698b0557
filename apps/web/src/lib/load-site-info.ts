import type { MarketCode } from '@sorte/markets';
import {
  embeddedSiteInfoAgeMaxMs,
  embeddedSiteInfoElementId,
} from '@sorte/contracts/embedded-site-info';
import { regionBypassHeaders } from './blocked-language';
import type { SiteInfo } from './market';

export const siteInfoPath = '/user/siteInfo';

export type SiteAnswer = { kind: 'served'; site: SiteInfo } | { kind: 'blocked' };

/** What the api's answer says: the visit's site, a refusal from a blocked jurisdiction, or neither. */
function siteAnswerOf(answer: unknown): SiteAnswer | null {
  const parsed = (answer ?? {}) as { success?: boolean; msgCode?: string; data?: unknown };
  if (parsed.success === true && parsed.data)
    return { kind: 'served', site: parsed.data as SiteInfo };
  if (parsed.msgCode === 'region_blocked') return { kind: 'blocked' };
  return null;
}

/**
 * Asks the api what this visit is served as, before the first paint: with the stored token, the
 * account's own market; otherwise the address's (a tester's `?market=` where the api allows it).
 * A refusal from a blocked jurisdiction is an answer too; a failure to reach the api throws.
 */
export async function loadSiteInfo(input: {
  requestedMarket: MarketCode | null;
  token: string | null;
  fetch?: typeof fetch;
}): Promise<SiteAnswer> {
  const response = await (input.fetch ?? globalThis.fetch)(siteInfoPath, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(input.token ? { 'access-token': input.token } : {}),
      ...regionBypassHeaders(),
    },
    body: JSON.stringify(input.requestedMarket ? { market: input.requestedMarket } : {}),
  });
  const answer = (await response.json()) as { msgCode?: string };
  const site = siteAnswerOf(answer);
  if (site) return site;
  throw new Error(`site info refused: ${answer.msgCode ?? response.status}`);
}

/**
 * The answer the api put in this page for a visit without a token (`@sorte/contracts/
 * embedded-site-info`), when it was asked with the market this visit requests and is recent:
 * a first visit then renders without asking. Null otherwise, and the app asks.
 */
export function embeddedSiteAnswer(input: {
  document: Document;
  requestedMarket: MarketCode | null;
  nowMs: number;
}): SiteAnswer | null {
  try {
    const { requested, answer, servedAtMs } = JSON.parse(
      input.document.getElementById(embeddedSiteInfoElementId)?.textContent ?? 'null',
    ) as { requested: unknown; answer: unknown; servedAtMs: number };
    return requested === input.requestedMarket &&
      Math.abs(input.nowMs - servedAtMs) <= embeddedSiteInfoAgeMaxMs
      ? siteAnswerOf(answer)
      : null;
  } catch {
    return null;
  }
}
