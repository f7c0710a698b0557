/**
 * List formatters, each made once per language and options and then kept. Making an Intl
 * formatter loads its locale's data, which costs a phone milliseconds every time (made per render
 * and per row, they add up to long tasks); using one is cheap. Times have theirs in
 * lib/market/format-market-time.ts; numbers are written out by @sorte/money, without Intl.
 */
const listFormats = new Map<string, Intl.ListFormat>();

export function listFormat(
  language: string,
  options: Intl.ListFormatOptions = {},
): Intl.ListFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  const found = listFormats.get(key);
  if (found) return found;
  const made = new Intl.ListFormat(language, options);
  listFormats.set(key, made);
  return made;
}
