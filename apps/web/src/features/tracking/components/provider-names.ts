import { trackingProviderSpecs } from '@sorte/contracts/tracking';
import type { SiteTracking } from '../../../lib/market';

/** The providers' names as the banner and the profile say them: "Meta Pixel". */
export function providerNames(providers: SiteTracking['providers']): string {
  return [...new Set(providers.map((provider) => trackingProviderSpecs[provider.kind].name))].join(
    ', ',
  );
}
