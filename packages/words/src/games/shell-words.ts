import type { Language } from '../languages';
import { english } from '../catalogues/en/games';
import type { ShellWords } from '../catalogues/en/games';
import { spanish } from '../catalogues/es/games';
import { portuguese } from '../catalogues/pt-BR/games';

export type { ShellMessageKey, ShellWords } from '../catalogues/en/games';

/** The game pages' shell words in every language: a page learns the player's when it opens. */
export const shellWords: Readonly<Record<Language, ShellWords>> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};
