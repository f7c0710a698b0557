import type { Language } from '../languages';
import { opsEn } from '../catalogues/en/ops';
import type { OpsWords } from '../catalogues/en/ops';
import { opsEs } from '../catalogues/es/ops';
import { opsPtBR } from '../catalogues/pt-BR/ops';

export type { OpsWords, OpsWordKey } from '../catalogues/en/ops';

/**
 * The operator console's words in every language: a staff member switches language without a
 * reload, and the three together are a few kilobytes.
 */
export const opsWords: Readonly<Record<Language, OpsWords>> = {
  'pt-BR': opsPtBR,
  en: opsEn,
  es: opsEs,
};
