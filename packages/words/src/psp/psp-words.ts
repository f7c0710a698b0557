import type { Language } from '../languages';
import { english } from '../catalogues/en/psp';
import type { CheckoutCopy } from '../catalogues/en/psp';
import { spanish } from '../catalogues/es/psp';
import { portuguese } from '../catalogues/pt-BR/psp';

export type { CheckoutCopy } from '../catalogues/en/psp';

/** Every word the checkout pages show, in every language (the server renders each page). */
export const checkoutCopy: Readonly<Record<Language, CheckoutCopy>> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};
