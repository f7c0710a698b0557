import type { CurrencyCode } from '@sorte/money';
import type { SiteTracking } from '../../lib/market';
import { createTracker } from './create-tracker';
import type { ConversionOutbox, Tracker } from './create-tracker';
import type { LoadScript } from './providers/load-script';
import { startMetaPixel } from './providers/meta-pixel';
import type { TrackingProvider } from './tracking-event';

type ProviderConfig = SiteTracking['providers'][number];

function startProvider(
  provider: ProviderConfig,
  loadScript: LoadScript,
): Promise<TrackingProvider> {
  switch (provider.kind) {
    case 'meta-pixel':
      return startMetaPixel({ pixelId: provider.id, loadScript });
  }
}

/**
 * Starts the configured providers, which the player has just consented to, or had before (the
 * only caller is mounted after consent: decision 0013). The tracker exists once at least one
 * provider's script has loaded; if none did (blocked, offline), there is none, and the outbox is
 * left for a visit where one loads rather than marked as reported to no one.
 */
export async function startTracking(input: {
  providers: readonly ProviderConfig[];
  currency: CurrencyCode;
  loadScript: LoadScript;
  outbox: ConversionOutbox;
  exclusive?: (pass: () => Promise<void>) => Promise<void>;
}): Promise<Tracker | null> {
  const started = await Promise.allSettled(
    input.providers.map((provider) => startProvider(provider, input.loadScript)),
  );
  const ready = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (ready.length === 0) return null;
  return createTracker({
    providers: ready,
    outbox: input.outbox,
    currency: input.currency,
    ...(input.exclusive ? { exclusive: input.exclusive } : {}),
  });
}
