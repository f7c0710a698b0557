import { checkMobileNumberField, marketCodes } from '@sorte/markets';
import type { playerSearchKeys } from '@sorte/contracts';
import type { PlayerRow } from './to-ops-player-summary';

export type PlayerSearchKey = (typeof playerSearchKeys)[number];

/** What one typed query can be, each key read the way the app stores it. */
export interface SearchTerms {
  text: string;
  lower: string;
  /** The app's user id, when the query is a number. */
  userId: number | null;
  /** The query as a stored phone (E.164), read by every market's rule, as sign-in reads it. */
  phones: string[];
  /** Eleven digits once dots and hyphens are gone: a CPF as it is stored. */
  cpf: string | null;
}

export function searchTermsOf(query: string): SearchTerms {
  const text = query.trim();
  const phones = new Set<string>();
  for (const market of marketCodes) {
    const checked = checkMobileNumberField(market, text);
    if (checked.ok) phones.add(checked.value);
  }
  const cpfDigits = text.replace(/[.\-\s]/g, '');
  return {
    text,
    lower: text.toLowerCase(),
    userId: /^\d{1,15}$/.test(text) ? Number(text) : null,
    phones: [...phones],
    cpf: /^\d{11}$/.test(cpfDigits) ? cpfDigits : null,
  };
}

/** Which key an exactly found player matched, in the order staff most often mean it. */
export function exactKeyOf(row: PlayerRow, terms: SearchTerms): PlayerSearchKey | null {
  if (row.externalId === terms.text || row.id === terms.userId) return 'player_id';
  if (row.username !== '' && row.username.toLowerCase() === terms.lower) return 'username';
  if (row.email !== '' && row.email.toLowerCase() === terms.lower) return 'email';
  if (row.phone !== null && terms.phones.includes(row.phone)) return 'phone';
  if (row.cpf !== null && row.cpf === terms.cpf) return 'cpf';
  if (row.deviceId === terms.text) return 'device_id';
  return null;
}

/** A LIKE pattern that matches what starts with the text, its own % and _ taken literally. */
export function startsWithPattern(lower: string): string {
  return `${lower.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
