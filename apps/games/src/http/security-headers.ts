/**
 * The game pages' Content Security Policy: scripts, styles and calls only from this origin, and
 * only the casino may frame them (a game page framed elsewhere could be used to trick a player).
 */
export function gamePageHeaders(casinoOrigins: readonly string[]): Record<string, string> {
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${casinoOrigins.length > 0 ? casinoOrigins.join(' ') : "'none'"}`,
  ].join('; ');
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    // The launch URL carries the game session token; no request may pass it on as a referrer.
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}
