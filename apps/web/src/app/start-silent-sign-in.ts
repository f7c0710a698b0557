import type { MarketCode } from '@sorte/markets';
import { ensureSignedIn } from '../features/auth/ensure-signed-in';
import { appConfig } from '../lib/config';

/**
 * The silent guest sign-in (seed §4), started as soon as the market is known rather than from the
 * first render's effect: every signed-in call of the first screen waits on its token. The shell's
 * `useSilentLogin` shares this request while it is under way (`ensureSignedIn`). Settles once
 * it has answered, signed in or not.
 */
export function startSilentSignIn(market: MarketCode): Promise<void> {
  if (!appConfig.autoLogin) return Promise.resolve();
  return ensureSignedIn(market).catch(() => {
    // The api client has shown the server's message; the shell's own attempt tries again.
  });
}
