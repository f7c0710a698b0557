import type { Language } from '../languages';
import type { Catalogue } from './api-catalogue';
import { english } from '../catalogues/en/api';
import { spanish } from '../catalogues/es/api';
import { portuguese } from '../catalogues/pt-BR/api';

export type { Catalogue, DepositLimitPeriod, PlayerTexts } from './api-catalogue';
export type { ApiMessageCode } from '../catalogues/en/api';

/** The api's words in every language: a server answers players of every market. */
export const apiWords: Readonly<Record<Language, Catalogue>> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};
