import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { accountInfoQuery } from '../../features/account/api/account-info';
import { settleAgeConfirmation, useAgeGateOpen } from '../../lib/age-gate-store';
import { useUserInfo } from '../../lib/session';

// Its own chunk: most visits never need it, and `/` has a 110 KB budget.
const AgeGatePopup = lazy(() => import('../../features/age-gate/components/age-gate-popup'));

/** The 18+ setup popup, opened by whatever needs an adult (ensureAgeConfirmed). */
export function AgeGateOverlay() {
  const open = useAgeGateOpen();
  const token = useUserInfo()?.token ?? null;
  const queryClient = useQueryClient();
  // A question asked for one session is never answered by the next: signing out declines it.
  const askedFor = useRef(token);
  useEffect(() => {
    if (askedFor.current !== token && open) settleAgeConfirmation(false);
    askedFor.current = token;
  }, [token, open]);
  if (!open || !token) return null;
  return (
    <Suspense fallback={null}>
      <AgeGatePopup
        onConfirmed={() => {
          const { queryKey } = accountInfoQuery(token);
          queryClient.setQueryData(queryKey, (account) =>
            account ? { ...account, ageConfirmed: 1 as const } : account,
          );
          void queryClient.invalidateQueries({ queryKey });
          settleAgeConfirmation(true);
        }}
        onClose={() => settleAgeConfirmation(false)}
      />
    </Suspense>
  );
}
