import type { MarketCode } from '@sorte/markets';
import { regionBypassHeaders } from './blocked-language';
import type { SiteInfo } from './market';

export const siteInfoPath = '/user/siteInfo';

export type SiteAnswer = { kind: 'served'; site: SiteInfo } | { kind: 'blocked' };

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
  const answer = (await response.json()) as { success?: boolean; msgCode?: string; data?: unknown };
  if (answer.success === true && answer.data)
    return { kind: 'served', site: answer.data as SiteInfo };
  if (answer.msgCode === 'region_blocked') return { kind: 'blocked' };
  throw new Error(`site info refused: ${answer.msgCode ?? response.status}`);
}
