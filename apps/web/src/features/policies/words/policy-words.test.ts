import { describe, expect, it } from 'vitest';
import { policiesEn } from './en';
import { policiesEs } from './es';
import { policiesPtBR } from './pt-BR';

const languages: Record<string, Record<string, string>> = {
  en: policiesEn,
  'pt-BR': policiesPtBR,
  es: policiesEs,
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the terms’ and the responsible gaming page’s words', () => {
  it('gives every language the same keys as English, none blank, with the same placeholders', () => {
    for (const [language, words] of Object.entries(languages)) {
      expect(Object.keys(words).sort(), language).toEqual(Object.keys(policiesEn).sort());
      for (const [key, text] of Object.entries(words)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        const english = policiesEn[key as keyof typeof policiesEn];
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    }
  });
});
