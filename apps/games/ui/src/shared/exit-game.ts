import { postToCasino } from './casino-messages';

/**
 * Leaves the game the two ways the casino listens for: a message to the frame's parent (on the
 * casino's own origin only) and a navigation of the frame to the casino's return page, which the
 * casino also notices as the frame's second load if the message was lost.
 */
export function exitGame(gameId: number, returnUrl: string | null): void {
  if (returnUrl === null) {
    // Opened outside the casino (or with a return address we do not trust): nowhere to go back to.
    if (window.history.length > 1) window.history.back();
    return;
  }
  postToCasino(returnUrl, { type: 'sorte:game-exit', gameId });
  window.location.assign(returnUrl);
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
