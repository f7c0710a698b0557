import type { MsgCode } from '@sorte/contracts';
import type { Catalogue, Language, PlayerTexts } from './catalogue';
import { english } from './en';
import { spanish } from './es';
import { portuguese } from './pt-BR';

export type { Language } from './catalogue';

const catalogues: Record<Language, Catalogue> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};

/** The words of a stable `msgCode` in the player's language. */
export function message(code: MsgCode, language: Language): string {
  return catalogues[language].messages[code];
}

/** The sentences with values, in the player's language. */
export function textsFor(language: Language): PlayerTexts {
  return catalogues[language].texts;
}

/** Picks the catalogue for a market language or an Accept-Language header. */
export function toLanguage(value: string | undefined, fallback: Language): Language {
  const lower = (value ?? '').toLowerCase();
  if (lower.startsWith('pt')) return 'pt-BR';
  if (lower.startsWith('es')) return 'es';
  if (lower.startsWith('en')) return 'en';
  return fallback;
}
