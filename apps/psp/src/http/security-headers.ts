/**
 * The checkout pages' Content Security Policy: scripts, styles and calls from this origin only,
 * nothing inline, and no one may frame them (a framed payment page invites clickjacking).
 */
export const checkoutContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

export const pageHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': checkoutContentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  // The page's address is the charge's bearer of payment in the sandbox; no link passes it on.
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** API and status answers: never cached, never sniffed. */
export const apiHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};
