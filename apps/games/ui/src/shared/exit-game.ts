import { postToCasino } from './casino-messages';

/** How long the page waits for the casino to close the frame before going to the return page. */
const returnFallbackMs = 1000;

/**
 * Leaves the game the two ways the casino listens for: a message to the frame's parent (on the
 * casino's own origin only) and, should the frame still be there a moment later, a navigation of
 * the frame to the casino's return page, which the casino notices as the frame's second load.
 */
export function exitGame(gameId: number, returnUrl: string | null): void {
  if (returnUrl === null) {
    // Opened outside the casino (or with a return address we do not trust): nowhere to go back to.
    if (window.history.length > 1) window.history.back();
    return;
  }
  if (window.parent === window) {
    window.location.assign(returnUrl);
    return;
  }
  // The casino takes the frame away as soon as the message arrives, and this timer with it; the
  // navigation is only for a message that got lost, so the frame is not torn down mid-load.
  postToCasino(returnUrl, { type: 'sorte:game-exit', gameId });
  setTimeout(() => window.location.assign(returnUrl), returnFallbackMs);
}

/**
 * The launch URL's return address, for when the server could not vouch for it (the session did
 * not open). Framed, it is the casino's own: the CSP lets only casino origins frame this page.
 */
export function unverifiedReturnUrl(returnUrl: string): string | null {
  if (window.parent === window || !URL.canParse(returnUrl)) return null;
  const { protocol } = new URL(returnUrl);
  return protocol === 'https:' || protocol === 'http:' ? returnUrl : null;
}
