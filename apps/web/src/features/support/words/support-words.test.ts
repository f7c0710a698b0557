import { describe, expect, it } from 'vitest';
import { supportEn } from './en';
import { supportEs } from './es';
import { supportPtBR } from './pt-BR';

const languages: Record<string, Record<string, string>> = {
  en: supportEn,
  'pt-BR': supportPtBR,
  es: supportEs,
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the support screens’ words', () => {
  it('gives every language the same keys as English, none blank, with the same placeholders', () => {
    for (const [language, words] of Object.entries(languages)) {
      expect(Object.keys(words).sort(), language).toEqual(Object.keys(supportEn).sort());
      for (const [key, text] of Object.entries(words)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        const english = supportEn[key as keyof typeof supportEn];
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    }
  });
});
