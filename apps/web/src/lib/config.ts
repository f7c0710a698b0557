/**
 * Switches an operator or a tester may want to change, kept in one place. The market, the
 * jurisdiction block, the compliance profile and the operator's identity are the api's (its
 * configuration, `/user/siteInfo`); these are the web app's own.
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
} as const;
