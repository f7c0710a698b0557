import { defaultBlockedLanguages, exampleOperatorIdentity } from '@sorte/markets';
import type { OperatorIdentity } from '@sorte/markets';

/**
 * Switches an operator or a tester may want to change, kept in one place. Market and
 * jurisdiction rules that the api also knows live in @sorte/markets; these are the web app's own.
 */
export const appConfig = {
  /** The seed's automatic guest login: off means the player stays signed out until they act. */
  autoLogin: true,
  /** Cap on silent logins per page load, so a server that rejects every token cannot loop us. */
  silentLoginAttemptsMax: 3,
  /** How long one api call may take before the app gives up on it. */
  requestTimeoutMs: 20_000,
  /** How long a toast stays on screen. */
  toastDurationMs: 2_600,
  /** Delay between the logout toast and the reload, as in the seed. */
  logoutReloadDelayMs: 100,
  /** Browser languages sent to the 403 page, the seed's jurisdiction block (zh-cn). */
  blockedLanguages: defaultBlockedLanguages,
} as const;

/**
 * The operator's identity, shown in the footer of every market (PRODUCT.md §3.10). Example values
 * until the licensed operator supplies theirs.
 */
export const operatorIdentity: OperatorIdentity = exampleOperatorIdentity;
