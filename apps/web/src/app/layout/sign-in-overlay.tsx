import { Suspense } from 'react';
import { closeSignIn, useSignInAfterSignOut, useSignInOpen } from '../../lib/sign-in-store';
import { RiskWarning } from '../../features/compliance/components/risk-warning';
import { lazyWithWords } from '../../lib/i18n';

// Its own chunk: only a player with a password, on a new device or after signing out, needs it.
const SignInSheet = lazyWithWords(() => import('../../features/auth/components/sign-in-sheet'));

/** The sign-in sheet, with the risk warning where the profile asks for one at sign-in. */
export function SignInOverlay() {
  const open = useSignInOpen();
  const afterSignOut = useSignInAfterSignOut();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInSheet notice={<RiskWarning />} afterSignOut={afterSignOut} onClose={closeSignIn} />
    </Suspense>
  );
}
