import type { MarketCode } from '@sorte/markets';
import { getDeviceId } from '../../lib/device-id';
import { getToken, saveLogin } from '../../lib/session';
import type { UserInfo } from '../../lib/session';
import { guestLoginBody, login } from './api/login';

let loginInFlight: Promise<UserInfo> | null = null;
let signingOut = false;

/**
 * Silent guest login by device id, unless a valid token is already stored. Callers racing each
 * other (startup and a nav tap) share one request, so one device never logs in twice at once.
 */
export function ensureSignedIn(market: MarketCode): Promise<void> {
  if (getToken() || signingOut) return Promise.resolve();
  loginInFlight ??= login(
    guestLoginBody({ deviceId: getDeviceId(), market, href: globalThis.location.href }),
  )
    .then(saveLogin)
    .finally(() => {
      loginInFlight = null;
    });
  return loginInFlight.then(() => undefined);
}

/** Between logout and the reload that follows it, nothing may sign the player back in. */
export function holdSignInUntilReload(): void {
  signingOut = true;
}
