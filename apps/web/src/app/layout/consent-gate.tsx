import { Suspense } from 'react';
import { ConsentBanner } from '../../features/tracking/components/consent-banner';
import { useAccountInfo } from '../../features/account/api/account-info';
import { useOpenGame } from '../../lib/game-frame-store';
import { useMarket } from '../../lib/market';
import type { SiteTracking } from '../../lib/market';
import { providersKey, useTrackingConsent } from '../../lib/tracking/tracking-consent';
import { lazyWithWords } from '../../lib/i18n';

// The runner loads only once the player has accepted (decision 0013).
const TrackingRunner = lazyWithWords(async () => ({
  default: (await import('../../features/tracking/components/tracking-runner')).TrackingRunner,
}));

/**
 * The banner until the player answers, the tracking once they accept; a decline loads nothing,
 * ever. While a game fills the screen the banner waits.
 */
export function ConsentGate({ providers }: { providers: SiteTracking['providers'] }) {
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
