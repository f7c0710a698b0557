import { Suspense } from 'react';
import { useMarket } from '../../lib/market';
import { lazyWithWords } from '../../lib/i18n';

// A chunk of its own: nothing of the tracking module, nor any provider's code, loads for a market
// without providers (decision 0013), and `/` has a 110 KB budget.
const ConsentGate = lazyWithWords(async () => ({
  default: (await import('./consent-gate')).ConsentGate,
}));

/**
 * Consent before tracking (PRODUCT.md §3.9): where the market reports to an advertising provider,
 * the banner asks until the player answers; only an acceptance mounts the tracking.
 */
export function TrackingHost() {
  const { tracking } = useMarket();
  if (tracking.providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ConsentGate providers={tracking.providers} />
    </Suspense>
  );
}
