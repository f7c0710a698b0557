import { Suspense } from 'react';
import { useAccountInfo } from '../../features/account/api/account-info';
import { useOpenGame } from '../../lib/game-frame-store';
import { useMarket } from '../../lib/market';
import type { SiteTracking } from '../../lib/market';
import { providersKey, useTrackingConsent } from '../../lib/tracking/tracking-consent';
import { lazyWithWords } from '../../lib/i18n';

// Their own chunks: nothing of the tracking module, nor any provider's code, loads for a market
// without providers, and the runner loads only once the player has accepted (decision 0013).
const ConsentBanner = lazyWithWords(async () => ({
  default: (await import('../../features/tracking/components/consent-banner')).ConsentBanner,
}));
const TrackingRunner = lazyWithWords(async () => ({
  default: (await import('../../features/tracking/components/tracking-runner')).TrackingRunner,
}));

/**
 * Consent before tracking (PRODUCT.md §3.9): where the market reports to an advertising provider,
 * the banner asks until the player answers; only an acceptance mounts the tracking. A decline
 * loads nothing, ever. While a game fills the screen the banner waits.
 */
export function TrackingHost() {
  const { tracking } = useMarket();
  if (tracking.providers.length === 0) return null;
  return <ConsentGate providers={tracking.providers} />;
}

function ConsentGate({ providers }: { providers: SiteTracking['providers'] }) {
  const consent = useTrackingConsent(providersKey(providers));
  const gameOpen = useOpenGame() !== null;
  return (
    <Suspense fallback={null}>
      {consent === 'undecided' && !gameOpen ? <ConsentBanner providers={providers} /> : null}
      {consent === 'accepted' ? <AcceptedTracking providers={providers} /> : null}
    </Suspense>
  );
}

/** The tracking, told when a pending deposit settles, so its conversion is reported then. */
function AcceptedTracking({ providers }: { providers: SiteTracking['providers'] }) {
  const { currency } = useMarket();
  const pendingDeposit = useAccountInfo().data?.processOrderId ?? null;
  return (
    <TrackingRunner providers={providers} currency={currency} pendingDeposit={pendingDeposit} />
  );
}
