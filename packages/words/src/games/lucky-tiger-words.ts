import type { Language } from '../languages';
import { english } from '../catalogues/en/games-lucky-tiger';
import type { LuckyTigerWords } from '../catalogues/en/games-lucky-tiger';
import { spanish } from '../catalogues/es/games-lucky-tiger';
import { portuguese } from '../catalogues/pt-BR/games-lucky-tiger';

export type { LuckyTigerWords } from '../catalogues/en/games-lucky-tiger';

/** The game page's own words in every language: the page learns the player's when it opens. */
export const luckyTigerWords: Readonly<Record<Language, LuckyTigerWords>> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};
