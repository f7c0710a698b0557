import { Suspense } from 'react';
import { useMarket } from '../../lib/market';
import { lazyWithWords } from '../../lib/i18n';

// Its own chunk: only a profile that asks for it (br-regulated) ever shows it, and `/` has a
// 110 KB budget.
const RiskWarning = lazyWithWords(async () => ({
  default: (await import('../../features/compliance/components/risk-warning')).RiskWarning,
}));

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
