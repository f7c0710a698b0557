/**
 * The first page of a visit carries what `/user/siteInfo` answered that visit without a token, in
 * a JSON data block of this id: `{ requested, answer, servedAtMs }`, where `requested` is the
 * `?market=` the answer was asked with (a market code, or null) and `answer` the call's whole
 * answer, a refusal included. The app renders from it instead of asking again.
 */
export const embeddedSiteInfoElementId = 'sorte-site-info';

/**
 * The oldest embedded answer the app trusts, either way of its own clock: a page kept for offline
 * use is older, and is asked again like any visit with a token.
 */
export const embeddedSiteInfoAgeMaxMs = 5 * 60_000;
