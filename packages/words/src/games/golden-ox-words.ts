import type { Language } from '../languages';
import { english } from '../catalogues/en/games-golden-ox';
import type { GoldenOxWords } from '../catalogues/en/games-golden-ox';
import { spanish } from '../catalogues/es/games-golden-ox';
import { portuguese } from '../catalogues/pt-BR/games-golden-ox';

export type { GoldenOxWords } from '../catalogues/en/games-golden-ox';

/** The game page's own words in every language: the page learns the player's when it opens. */
export const goldenOxWords: Readonly<Record<Language, GoldenOxWords>> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};
