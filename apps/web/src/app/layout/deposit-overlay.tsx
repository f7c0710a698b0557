import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ensureSignedIn } from '../../features/auth/ensure-signed-in';
import { useProtectionStatus } from '../../features/protection/api/protection-status';
import { onCheckoutReturn, payModelMarker } from '../../lib/checkout-return';
import { closeDepositDrawer, useDepositDrawer } from '../../lib/deposit-drawer-store';
import { useMarket } from '../../lib/market';
import { useUserInfo } from '../../lib/session';
import { ensureAgeConfirmed } from '../hooks/ensure-age-confirmed';
import { lazyWithWords } from '../../lib/i18n';

// The drawer is its own chunk: it is not needed to paint `/`, and `/` has a 110 KB budget.
const DepositDrawer = lazyWithWords(
  () => import('../../features/deposits/components/deposit-drawer'),
);

/**
 * The deposit drawer as a global overlay: any screen opens it through the store. It signs the
 * player in first if needed and has them complete the 18+ setup (closing it if they decline), and
 * closes when the checkout sends the player back with the marker (a checkout tab that lands back
 * here has handed over to the tab that opened it before start-up, main.tsx).
 */
export function DepositOverlay() {
  const request = useDepositDrawer();
  const token = useUserInfo()?.token ?? null;
  const market = useMarket();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [adultFor, setAdultFor] = useState<string | null>(null);
  // Asked each time the drawer opens: during a break or self-exclusion it says so, with the end,
  // instead of offering amounts the api would refuse only after "pay".
  const protection = useProtectionStatus(token, request !== null);

  useEffect(() => {
    if (request && !token) ensureSignedIn(market.code).catch(() => closeDepositDrawer());
  }, [request, token, market.code]);

  useEffect(() => {
    if (!request || !token || adultFor === token) return;
    let current = true;
    ensureAgeConfirmed(queryClient, market.profile)
      .then((adult) => {
        if (!current) return;
        if (adult) setAdultFor(token);
        else closeDepositDrawer();
      })
      .catch(() => closeDepositDrawer());
    return () => {
      current = false;
    };
  }, [request, token, adultFor, queryClient, market.profile]);

  // Back from a checkout this tab opened in a new one: the balance and the orders now.
  useEffect(
    () =>
      onCheckoutReturn(() => {
        void queryClient.invalidateQueries({ queryKey: ['account-info'] });
        void queryClient.invalidateQueries({ queryKey: ['deposit-orders'] });
      }),
    [queryClient],
  );

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(payModelMarker.name) !== payModelMarker.value) return;
    closeDepositDrawer();
    params.delete(payModelMarker.name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      {
        replace: true,
      },
    );
  }, [location.pathname, location.search, navigate]);

  if (!request || !token || adultFor !== token || protection.isPending) return null;
  const status = protection.data;
  // The api answers an end only while one is in force.
  const pause =
    status?.excludedUntil && status.exclusionKind
      ? { kind: status.exclusionKind, until: status.excludedUntil }
      : null;
  return (
    <Suspense fallback={null}>
      <DepositDrawer request={request} token={token} pause={pause} onClose={closeDepositDrawer} />
    </Suspense>
  );
}
