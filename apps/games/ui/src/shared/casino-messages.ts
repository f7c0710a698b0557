/**
 * What the page tells the casino window that frames it. Each message goes to the casino's origin
 * only (the return URL's, which the server vouched for against CASINO_ORIGINS, or which the
 * frame-ancestors policy proves is a casino's), never to '*': a page framed by anyone else tells
 * them nothing. The casino, for its part, accepts them only from this origin and this frame.
 */
export type CasinoMessage =
  /** The player left the game. */
  | { type: 'sorte:game-exit'; gameId: number }
  /** A round's money moved (its stake taken, or it settled): the casino's bar can refresh now. */
  | { type: 'sorte:round-update'; gameId: number; roundId: string; status: string };

export function postToCasino(returnUrl: string | null, message: CasinoMessage): void {
  if (returnUrl === null || window.parent === window) return;
  window.parent.postMessage(message, new URL(returnUrl).origin);
}
