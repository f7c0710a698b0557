import { describe, expect, it } from 'vitest';
import { toLanguage } from '@sorte/words/languages';
import type { Catalogue } from '@sorte/words/web';
import { en, es, ptBR } from '@sorte/words/web/catalogues';
import { loadCatalogue } from './load-catalogue';
import { translate } from './translate';

const catalogues: Record<string, Catalogue> = { en, 'pt-BR': ptBR, es };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalogue', () => {
  it('gives every language the same messages as English, none of them blank', () => {
    const englishKeys = Object.keys(en).sort();
    for (const [language, catalogue] of Object.entries(catalogues)) {
      expect(Object.keys(catalogue).sort(), language).toEqual(englishKeys);
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
      }
    }
  });

  it('keeps the same {placeholders} in every translation, so no player sees a raw {name}', () => {
    for (const [key, english] of Object.entries(en)) {
      for (const [language, catalogue] of Object.entries(catalogues)) {
        const text = catalogue[key as keyof Catalogue];
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('fills in values, and says the seed words when a Brazilian player logs out', () => {
    expect(translate(en, 'game.play', { name: 'Lucky Tiger' })).toBe('Play Lucky Tiger');
    expect(translate(ptBR, 'mine.logoutDone')).toBe('Sair com sucesso');
  });

  it('speaks Portuguese and Spanish where the market does, English elsewhere', () => {
    expect(toLanguage('pt-BR')).toBe('pt-BR');
    expect(toLanguage('es')).toBe('es');
    expect(toLanguage('es-MX')).toBe('es');
    expect(toLanguage('en')).toBe('en');
    expect(toLanguage('id')).toBe('en');
  });

  it('loads the catalogue of the language asked for', async () => {
    expect(await loadCatalogue('pt-BR')).toBe(ptBR);
    expect(await loadCatalogue('es')).toBe(es);
    expect(await loadCatalogue('en')).toBe(en);
  });
});
