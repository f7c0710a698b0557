export type Language = 'pt-BR' | 'en' | 'es';

/** The catalogue for a market language: Portuguese and Spanish where named, English otherwise. */
export function toLanguage(value: string): Language {
  const lower = value.toLowerCase();
  if (lower.startsWith('pt')) return 'pt-BR';
  if (lower.startsWith('es')) return 'es';
  return 'en';
}
