/**
 * The advertising providers the player app may report to once the player consents (PRODUCT.md
 * §3.9). One table for both sides: the api offers a market's configured providers in
 * `/user/siteInfo` and lets exactly these origins through its Content-Security-Policy; the app
 * loads `scriptUrl` after consent and names the provider in its banner. Zod-free, so the player
 * app imports it (`@sorte/contracts/tracking`).
 */
export const trackingProviderKinds = ['meta-pixel'] as const;

export type TrackingProviderKind = (typeof trackingProviderKinds)[number];

export interface TrackingProviderSpec {
  /** What the consent banner calls it. */
  readonly name: string;
  /** The provider's own script, loaded only after consent. */
  readonly scriptUrl: string;
  /** Where its scripts come from (CSP `script-src`). */
  readonly scriptOrigins: readonly string[];
  /** Where it sends what it reports (CSP `connect-src` and `img-src`: beacons, fetches, pixels). */
  readonly reportOrigins: readonly string[];
  /** The shape of the account id the operator configures (a Meta pixel id is 15–16 digits). */
  readonly idPattern: RegExp;
}

export const trackingProviderSpecs: {
  readonly [Kind in TrackingProviderKind]: TrackingProviderSpec;
} = {
  'meta-pixel': {
    name: 'Meta Pixel',
    scriptUrl: 'https://connect.facebook.net/en_US/fbevents.js',
    // fbevents.js fetches the pixel's own configuration from the same origin.
    scriptOrigins: ['https://connect.facebook.net'],
    reportOrigins: ['https://www.facebook.com', 'https://connect.facebook.net'],
    idPattern: /^\d{6,20}$/,
  },
};

/** One provider a market reports to: which kind, and the operator's account id with it. */
export interface TrackingProviderConfig {
  readonly kind: TrackingProviderKind;
  readonly id: string;
}

/** The CSP origins the configured providers need, each once; none when nothing is configured. */
export function trackingOriginsOf(providers: readonly TrackingProviderConfig[]): {
  scripts: string[];
  reports: string[];
} {
  const kinds = [...new Set(providers.map((provider) => provider.kind))];
  const unique = (origins: string[]) => [...new Set(origins)];
  return {
    scripts: unique(kinds.flatMap((kind) => trackingProviderSpecs[kind].scriptOrigins)),
    reports: unique(kinds.flatMap((kind) => trackingProviderSpecs[kind].reportOrigins)),
  };
}
