import { useEffect, useRef } from 'react';
import { appConfig } from '../../../lib/config';
import { useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { ensureSignedIn } from '../ensure-signed-in';

/**
 * Startup (seed §4): a player without a token is signed in silently as a guest. Runs again when
 * the token is dropped (token_invalid), a few times at most per page load.
 */
export function useSilentLogin(enabled: boolean): void {
  const { code } = useMarket();
  const signedIn = useUserInfo() !== null;
  const attempts = useRef(0);

  useEffect(() => {
    if (!enabled || !appConfig.autoLogin || signedIn) return;
    if (attempts.current >= appConfig.silentLoginAttemptsMax) return;
    attempts.current += 1;
    ensureSignedIn(code).catch(() => {
      // The api client has shown the server's message; the next tap on the nav tries again.
    });
  }, [enabled, signedIn, code]);
}
