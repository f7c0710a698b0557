import { lazy, Suspense } from 'react';
import { useMarket } from '../../lib/market';

// Its own chunk: only a profile that asks for it (br-regulated) ever shows it, and `/` has a
// 110 KB budget.
const RiskWarning = lazy(() =>
  import('../../features/compliance/components/risk-warning').then((module) => ({
    default: module.RiskWarning,
  })),
);

/** The risk warning where the compliance profile asks for one, loaded only there. */
export function LazyRiskWarning({ compact = false }: { compact?: boolean }) {
  const { profile } = useMarket();
  if (!profile.riskWarningAtSignIn) return null;
  return (
    <Suspense fallback={null}>
      <RiskWarning compact={compact} />
    </Suspense>
  );
}
