import { fallbackLanguage, spokenLanguageOf } from '@sorte/words/languages';
import type { Language } from '@sorte/words/languages';
import type { ChargeRow } from '../db/schema';

/** The charge's own language, else the one its currency's players read: BRL → pt-BR, MXN → es. */
export function checkoutLanguageOf(charge: Pick<ChargeRow, 'language' | 'currency'>): Language {
  if (charge.language) return charge.language;
  if (charge.currency === 'BRL') return 'pt-BR';
  if (charge.currency === 'MXN') return 'es';
  return fallbackLanguage;
}

/** For pages with no charge behind them: the first of the browser's languages we speak. */
export function checkoutLanguageFromHeader(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const spoken = spokenLanguageOf(part.split(';')[0]);
    if (spoken) return spoken;
  }
  return fallbackLanguage;
}
