import type { CallBody, CallData, login as loginCall } from '@sorte/contracts';
import type { MarketCode } from '@sorte/markets';
import { callApi } from '../../../lib/api-client';
import type { KeyValueStore } from '../../../lib/storage';

export type LoginBody = CallBody<typeof loginCall>;
export type LoginData = CallData<typeof loginCall>;

export const loginPath = '/user/login';

/** Address parameters that name the marketing channel, first present wins (seed §7). */
const channelParameters = ['tr', 'zn', 'zt', 'mt', 'channel', 'cid', 'sr'] as const;
const extensionCodePattern = /^[A-Za-z0-9_-]{1,32}$/;
const channelPattern = /^[A-Za-z0-9_.-]{1,64}$/;
const hrefLengthMax = 2048;

export interface GuestLoginContext {
  deviceId: string;
  market: MarketCode;
  href: string;
  /** The tab's storage, where an invitation's `code=` is kept until the login that uses it. */
  session?: KeyValueStore;
}

export const invitationCodeKey = 'sorte.invitationCode';

/**
 * The invitation code (`code=`) the player arrived with: kept for the tab, so a silent login that
 * runs after the player has moved on (a first attempt that failed, a nav tap) still names the
 * inviter. The server attaches it at the first login of a new player only.
 */
function invitationCode(params: URLSearchParams, session: KeyValueStore | undefined): string {
  const fromAddress = params.get('code') ?? '';
  try {
    if (extensionCodePattern.test(fromAddress)) session?.setItem(invitationCodeKey, fromAddress);
    return session?.getItem(invitationCodeKey) ?? fromAddress;
  } catch {
    // Storage can be unavailable (private mode); the code then lasts for this page only.
    return fromAddress;
  }
}

/**
 * The guest login body. Malformed attribution parameters are left out rather than sent: a typo in
 * a campaign link must not stop a player from getting in.
 */
export function guestLoginBody({ deviceId, market, href, session }: GuestLoginContext): LoginBody {
  const params = new URL(href).searchParams;
  const extensionCode = invitationCode(params, session);
  const channel =
    channelParameters.map((name) => params.get(name) ?? '').find((value) => value !== '') ?? '';
  return {
    loginType: 1,
    deviceId,
    market,
    href: href.slice(0, hrefLengthMax),
    notSpinning: true,
    ...(extensionCodePattern.test(extensionCode) ? { extensionCode } : {}),
    ...(channelPattern.test(channel) ? { registChannel: channel } : {}),
  };
}

export type CredentialKind = 'username' | 'phone' | 'email';

const loginTypeOf = { phone: 2, username: 5, email: 6 } as const;

/** A sign-in with credentials bound to an account (seed loginType 2 phone, 5 username, 6 e-mail). */
export function passwordLoginBody(input: {
  kind: CredentialKind;
  identifier: string;
  password: string;
  deviceId: string;
  /** The market the page is served as: the api reads a phone number typed without "+" by it. */
  market: MarketCode;
}): LoginBody {
  const identifier = input.identifier.trim();
  return {
    loginType: loginTypeOf[input.kind],
    deviceId: input.deviceId,
    market: input.market,
    password: input.password,
    ...(input.kind === 'username' ? { userName: identifier } : {}),
    ...(input.kind === 'phone' ? { phone: identifier } : {}),
    ...(input.kind === 'email' ? { email: identifier } : {}),
  };
}

export function login(body: LoginBody): Promise<LoginData> {
  return callApi<LoginData>(loginPath, body);
}
