import type { ChargeRow } from '../db/schema';

export type CheckoutLanguage = 'pt-BR' | 'en' | 'es';

/** The charge's own language, else the one its currency's players read: BRL → pt-BR, MXN → es. */
export function checkoutLanguageOf(
  charge: Pick<ChargeRow, 'language' | 'currency'>,
): CheckoutLanguage {
  if (charge.language) return charge.language;
  if (charge.currency === 'BRL') return 'pt-BR';
  if (charge.currency === 'MXN') return 'es';
  return 'en';
}

/** For pages with no charge behind them: the first of the browser's languages we speak. */
export function checkoutLanguageFromHeader(acceptLanguage: string | undefined): CheckoutLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('es')) return 'es';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}
