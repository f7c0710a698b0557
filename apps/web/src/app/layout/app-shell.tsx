import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { PageFallback } from '../../components/ui/page-fallback';
import { PageLoadError } from '../../components/ui/page-load-error';
import { SpinnerOverlay } from '../../components/ui/spinner-overlay';
import { ToastViewport } from '../../components/ui/toast-viewport';
import { useSilentLogin } from '../../features/auth/hooks/use-silent-login';
import { takePendingNotice, takeSignInInvitation } from '../../lib/pending-notice';
import { inviteSignInAfterSignOut } from '../../lib/sign-in-store';
import { showToast } from '../../lib/ui-store';
import { paths, showsBottomNav } from '../paths';
import { AgeGateOverlay } from './age-gate-overlay';
import { BottomNav } from './bottom-nav';
import { DepositOverlay } from './deposit-overlay';
import { GameOverlays } from './game-overlays';
import { SignInOverlay } from './sign-in-overlay';
import { StartupOverlays } from './startup-overlays';
import { TrackingHost } from './tracking-host';

/**
 * The frame around every route: the page (lazy pages load inside Suspense, and a failed load shows
 * a retry instead of a white screen), the bottom nav where the seed shows it, and the overlays.
 */
export function AppShell({ blocked }: { blocked: boolean }) {
  const { pathname } = useLocation();
  useSilentLogin(!blocked);
  useEffect(() => {
    // What the last page left to say ("Sair com sucesso" before its reload), shown in full here.
    const notice = takePendingNotice();
    if (notice) showToast(notice);
    // After a logout: an invitation to sign back in, not only an empty guest account.
    if (!blocked && takeSignInInvitation()) inviteSignInAfterSignOut();
  }, [blocked]);

  if (blocked && pathname !== paths.forbidden) return <Navigate to={paths.forbidden} replace />;

  const withNav = showsBottomNav(pathname);
  return (
    <div className={withNav ? 'app app--with-nav' : 'app'}>
      <ErrorBoundary key={pathname} fallback={<PageLoadError />}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      {withNav ? <BottomNav /> : null}
      {blocked ? null : <GameOverlays />}
      {blocked ? null : <DepositOverlay />}
      {blocked ? null : <AgeGateOverlay />}
      {blocked ? null : <SignInOverlay />}
      {blocked ? null : <StartupOverlays />}
      {blocked ? null : <TrackingHost />}
      <SpinnerOverlay />
      <ToastViewport />
    </div>
  );
}
