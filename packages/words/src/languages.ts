/**
 * The languages the product speaks: the one list. Adding a language is a folder of catalogues
 * (`catalogues/<tag>/`, one file per consumer, each typed by English's) and a line here; see
 * README.md for the few tables TypeScript then asks to name it.
 */
export const languages = ['pt-BR', 'en', 'es'] as const;

export type Language = (typeof languages)[number];

/** What a player reads when nothing better is known: English, the language most markets speak. */
export const fallbackLanguage: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value);
}

/**
 * The language we speak for a tag (`pt-BR`, `es-MX`, `en-PH`, a market's language, an
 * Accept-Language header, whose first entry counts): the one with the same base language, or
 * null.
 */
export function spokenLanguageOf(tag: string | undefined): Language | null {
  const base = /^[a-z]*/.exec((tag ?? '').trim().toLowerCase())?.[0] ?? '';
  if (base === '') return null;
  return languages.find((language) => language.toLowerCase().split('-')[0] === base) ?? null;
}

/** The language we speak for a tag, else `fallback` (English unless named). */
export function toLanguage(
  tag: string | undefined,
  fallback: Language = fallbackLanguage,
): Language {
  return spokenLanguageOf(tag) ?? fallback;
}

/** One value per language, made by `pick`: a table that grows by itself with the list. */
export function byLanguage<Value>(pick: (language: Language) => Value): Record<Language, Value> {
  return Object.fromEntries(languages.map((language) => [language, pick(language)])) as Record<
    Language,
    Value
  >;
}
