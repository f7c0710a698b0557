import { byLanguage } from '../languages';
import type { Language } from '../languages';
import { english } from '../catalogues/en/games-teen-patti';
import type { TeenPattiWords } from '../catalogues/en/games-teen-patti';
import { spanish } from '../catalogues/es/games-teen-patti';
import { portuguese } from '../catalogues/pt-BR/games-teen-patti';
import type { HandWords, TeenPattiShellWording } from './teen-patti-types';

export type { TeenPattiWords } from '../catalogues/en/games-teen-patti';
export type { HandWords, TeenPattiShellWording } from './teen-patti-types';

/** Teen Patti's words in every language: the page learns the player's when it opens. */
export const teenPattiWords: Readonly<Record<Language, TeenPattiWords>> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};

export type TeenPattiMessageKey = keyof TeenPattiWords['own'];

/** Its own words: the table, the rules. */
export const teenPattiOwnWords: Record<Language, TeenPattiWords['own']> = byLanguage(
  (language) => teenPattiWords[language].own,
);

/** The shell's words as a card game says them: it deals, its stake is the ante. */
export const teenPattiShellWording: Record<Language, TeenPattiShellWording> = byLanguage(
  (language) => teenPattiWords[language].shellWording,
);

/** Hands and cards, from which the page builds "Pair of Kings". */
export const teenPattiHandWords: Record<Language, HandWords> = byLanguage(
  (language) => teenPattiWords[language].hands,
);
