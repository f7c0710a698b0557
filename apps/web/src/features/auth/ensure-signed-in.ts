import type { MarketCode } from '@sorte/markets';
import { ApiError } from '../../lib/api-client';
import { getDeviceId } from '../../lib/device-id';
import { getToken, saveLogin } from '../../lib/session';
import { sessionStore } from '../../lib/storage';
import type { UserInfo } from '../../lib/session';
import { openSignIn } from '../../lib/sign-in-store';
import { signalLogin } from '../../lib/tracking/login-signals';
import { guestLoginBody, login } from './api/login';
import type { LoginData } from './api/login';

let loginInFlight: Promise<UserInfo> | null = null;
let signingOut = false;

/**
 * Keeps a login's answer. The account's market is the server's: when it is not the one this page
 * was served in (a device whose guest was made in another market, an account signed into from
 * another country's address), the page starts again in the account's market, language and money.
 */
export function keepLogin(data: LoginData, servedMarket: MarketCode): UserInfo {
  const info = saveLogin(data);
  if (data.market !== servedMarket) {
    globalThis.location.reload();
    return info;
  }
  // For the tracking module, which reports it only once the player consents (decision 0013).
  signalLogin({ newPlayer: data.isRegister === 1 });
  return info;
}

/**
 * Silent guest login by device id, unless a valid token is already stored. Callers racing each
 * other (startup and a nav tap) share one request, so one device never logs in twice at once. An
 * account protected by a password is not opened by its device alone: the sign-in sheet opens.
 */
export function ensureSignedIn(market: MarketCode): Promise<void> {
  if (getToken() || signingOut) return Promise.resolve();
  loginInFlight ??= login(
    guestLoginBody({
      deviceId: getDeviceId(),
      market,
      href: globalThis.location.href,
      session: sessionStore(),
    }),
  )
    .then((data) => keepLogin(data, market))
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.msgCode === 'credentials_required') openSignIn();
      throw error;
    })
    .finally(() => {
      loginInFlight = null;
    });
  return loginInFlight.then(() => undefined);
}

/** Between logout and the reload that follows it, nothing may sign the player back in. */
export function holdSignInUntilReload(): void {
  signingOut = true;
}
