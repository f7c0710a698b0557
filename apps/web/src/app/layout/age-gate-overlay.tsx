import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { accountInfoQuery } from '../../features/account/api/account-info';
import {
  settleAgeConfirmation,
  settleLimitsChoice,
  useAgeGateOpen,
  useLimitsSetupOpen,
} from '../../lib/age-gate-store';
import { useUserInfo } from '../../lib/session';
import { RiskWarning } from '../../features/compliance/components/risk-warning';
import { PolicyLinks } from './policy-links';
import { lazyWithWords } from '../../lib/i18n';

// Their own chunks: most visits never need them, and `/` has a 110 KB budget.
const AgeGatePopup = lazyWithWords(
  () => import('../../features/age-gate/components/age-gate-popup'),
);
const PlayLimitsSetupDialog = lazyWithWords(
  () => import('../../features/protection/components/play-limits-setup-dialog'),
);

/**
 * The account's setup, opened by whatever needs an adult (ensureAgeConfirmed): the 18+ popup,
 * then, where the profile asks for them at registration, the loss and time limits. Both carry the
 * risk warning where the profile asks for one at sign-up.
 */
export function AgeGateOverlay() {
  const ageOpen = useAgeGateOpen();
  const limitsOpen = useLimitsSetupOpen();
  const token = useUserInfo()?.token ?? null;
  const queryClient = useQueryClient();
  // A question asked for one session is never answered by the next: signing out declines it.
  const askedFor = useRef(token);
  useEffect(() => {
    if (askedFor.current !== token) {
      if (ageOpen) settleAgeConfirmation(false);
      if (limitsOpen) settleLimitsChoice(false);
    }
    askedFor.current = token;
  }, [token, ageOpen, limitsOpen]);
  if (!token) return null;
  if (ageOpen) {
    return (
      <Suspense fallback={null}>
        <AgeGatePopup
          notice={<RiskWarning />}
          documents={<PolicyLinks newTab />}
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
  if (limitsOpen) {
    return (
      <Suspense fallback={null}>
        <PlayLimitsSetupDialog
          notice={<RiskWarning />}
          onChosen={() => settleLimitsChoice(true)}
          onClose={() => settleLimitsChoice(false)}
        />
      </Suspense>
    );
  }
  return null;
}
