/** Formatters made so far, by language and options: making one costs far more than using it. */
const kept = new Map<string, Intl.DateTimeFormat>();

/** The date formatter for a language and options, made the first time and kept. */
export function keptDateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions & { timeZone: string },
): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = kept.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    kept.set(key, format);
  }
  return format;
}
