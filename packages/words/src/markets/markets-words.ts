import type { Language } from '../languages';
import { english } from '../catalogues/en/markets';
import type { MarketsWords } from '../catalogues/en/markets';
import { spanish } from '../catalogues/es/markets';
import { portuguese } from '../catalogues/pt-BR/markets';

export type { MarketsWords } from '../catalogues/en/markets';

/**
 * The words of `@sorte/markets`' rules in every language: the api answers every market, and the
 * player app's withdrawal screens (lazy) carry them, not `/`.
 */
export const marketsWords: Readonly<Record<Language, MarketsWords>> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};
