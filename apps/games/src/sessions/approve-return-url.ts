/**
 * The exit navigates the frame to the return URL, so only a page on one of the casino's own
 * origins is accepted: a forged launch link cannot turn the exit button into a redirect.
 */
export function approveReturnUrl(
  returnUrl: string | undefined,
  casinoOrigins: readonly string[],
): string | null {
  if (returnUrl === undefined || !URL.canParse(returnUrl)) return null;
  const url = new URL(returnUrl);
  return casinoOrigins.includes(url.origin) ? url.toString() : null;
}
