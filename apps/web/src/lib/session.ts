import { startTransition, useEffect, useState } from 'react';
import type { CallData, login } from '@sorte/contracts';
import { readStored, removeStored, storageKeys, subscribeStored, writeStored } from './storage';

type LoginData = CallData<typeof login>;

/** The seed's "user info" in browser storage. Balances are not here: they come from the server. */
export interface UserInfo {
  isLogin: 1;
  token: string;
  tokenExpiresAt: string;
  userId: number;
  nickName: string;
  headUrl: string;
  username: string;
  email: string;
  userType: number;
  market: string;
  previousLoginAt: string | null;
}

/** The seed's "game config": what the games are shown in. */
export interface GameConfig {
  language: string;
  currency: string;
}

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Partial<Record<keyof UserInfo, unknown>>;
  return (
    info.isLogin === 1 &&
    typeof info.token === 'string' &&
    info.token !== '' &&
    typeof info.tokenExpiresAt === 'string' &&
    typeof info.userId === 'number' &&
    typeof info.nickName === 'string'
  );
}

const listeners = new Set<() => void>();
let cached: { rawText: string | undefined; info: UserInfo | null } = {
  rawText: undefined,
  info: null,
};

function notify(): void {
  for (const listener of listeners) listener();
}

/** The signed-in player, or null. Same object until storage changes, as React's store contract needs. */
export function getUserInfo(): UserInfo | null {
  const raw = readStored(storageKeys.userInfo);
  const rawText = JSON.stringify(raw);
  if (rawText === cached.rawText) return cached.info;
  cached = { rawText, info: isUserInfo(raw) ? raw : null };
  return cached.info;
}

/** The access token, unless it is missing or already past its expiry. */
export function getToken(now: Date = new Date()): string | null {
  const info = getUserInfo();
  if (!info) return null;
  const expiresAtMs = Date.parse(info.tokenExpiresAt);
  return Number.isNaN(expiresAtMs) || expiresAtMs > now.getTime() ? info.token : null;
}

/** The account this page load created, if any: its first visit is this one, not a later one. */
let createdThisPage: number | null = null;

/** Whether the player's account was created by a login of this page load (its first visit). */
export function isFirstVisit(userId: number): boolean {
  return createdThisPage === userId;
}

export function saveLogin(data: LoginData): UserInfo {
  if (data.isRegister === 1) createdThisPage = data.userId;
  const info: UserInfo = {
    isLogin: 1,
    token: data.token,
    tokenExpiresAt: data.tokenExpiresAt,
    userId: data.userId,
    nickName: data.nick,
    headUrl: data.headUrl,
    username: data.username,
    email: data.email,
    userType: data.utype,
    market: data.market,
    previousLoginAt: data.previousLoginAt,
  };
  const gameConfig: GameConfig = { language: data.language, currency: data.currency };
  writeStored(storageKeys.userInfo, info);
  writeStored(storageKeys.gameConfig, gameConfig);
  notify();
  return info;
}

/** Signs the player out locally (token rejected or logout); the device id stays. */
export function forgetSession(): void {
  removeStored(storageKeys.userInfo);
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  // Another tab signing in or out changes what this tab should show.
  return subscribeStored(storageKeys.userInfo, listeners, listener);
}

/**
 * The signed-in player, for a component to render. A change (a sign-in, a logout) re-renders the
 * readers as a transition, in slices of a few milliseconds: read through `useSyncExternalStore`,
 * a sign-in answered while the first screen still rendered re-rendered every reader at once, in
 * one task a slow phone could not answer a tap in. Calls read the token itself (`getToken`), never
 * this copy, so none goes out with a token already dropped.
 */
export function useUserInfo(): UserInfo | null {
  const [info, setInfo] = useState(getUserInfo);
  useEffect(() => {
    const update = () => startTransition(() => setInfo(getUserInfo()));
    // A change between this component's render and its subscription.
    update();
    return subscribeSession(update);
  }, []);
  return info;
}
