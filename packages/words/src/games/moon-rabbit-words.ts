import type { Language } from '../languages';
import { english } from '../catalogues/en/games-moon-rabbit';
import type { MoonRabbitWords } from '../catalogues/en/games-moon-rabbit';
import { spanish } from '../catalogues/es/games-moon-rabbit';
import { portuguese } from '../catalogues/pt-BR/games-moon-rabbit';

export type { MoonRabbitWords } from '../catalogues/en/games-moon-rabbit';

/** The game page's own words in every language: the page learns the player's when it opens. */
export const moonRabbitWords: Readonly<Record<Language, MoonRabbitWords>> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};
