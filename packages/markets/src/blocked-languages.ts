/**
 * The jurisdiction block (PRODUCT.md §3.6): browsers whose language is on this list get a 403. The
 * seed blocks zh-cn; the api reads its own list from configuration and falls back to this one.
 */
export const defaultBlockedLanguages: readonly string[] = ['zh-cn'];

/** Compares language tags case-insensitively, as browsers send "zh-CN". */
export function isLanguageBlocked(
  languageTag: string,
  blockedLanguages: readonly string[] = defaultBlockedLanguages,
): boolean {
  const normalised = languageTag.trim().toLowerCase();
  return blockedLanguages.some((blocked) => blocked.toLowerCase() === normalised);
}
