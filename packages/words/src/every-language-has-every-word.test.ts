import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from './languages';

const catalogues = new URL('catalogues/', import.meta.url);
const englishFiles = readdirSync(new URL('en/', catalogues)).sort();

/** Every text of a catalogue by its path (`own.rulesTimeout`); functions are sentences with values. */
function textsOf(value: unknown, path = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null) {
    return new Map([[path, value]]);
  }
  return new Map(
    Object.entries(value).flatMap(([key, inner]) => [
      ...textsOf(inner, path ? `${path}.${key}` : key),
    ]),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

async function catalogueOf(language: string, file: string): Promise<Map<string, unknown>> {
  const module = (await import(new URL(`${language}/${file}`, catalogues).href)) as Record<
    string,
    unknown
  >;
  // Each file exports its catalogue as its one value.
  const values = Object.values(module);
  expect(values, `${language}/${file}`).toHaveLength(1);
  return textsOf(values[0]);
}

// A game's own wording of the shell and the ranks that are words may be left out in a language.
const optionalWords = /^(shellWording|hands\.rankNames|hands\.rankPlurals)\./;

describe('the catalogues', () => {
  it('are a folder per language of the list, each with every consumer’s file English has', () => {
    expect(readdirSync(catalogues).sort()).toEqual([...languages].sort());
    for (const language of languages) {
      expect(readdirSync(new URL(`${language}/`, catalogues)).sort(), language).toEqual(
        englishFiles,
      );
    }
  });

  it.each(englishFiles)(
    '%s: every language has English’s words, none blank, with the same placeholders',
    async (file) => {
      const english = await catalogueOf('en', file);
      const required = (keys: Iterable<string>) =>
        [...keys].filter((key) => !optionalWords.test(key)).sort();
      for (const language of languages) {
        const words = await catalogueOf(language, file);
        expect(required(words.keys()), `${language}/${file}`).toEqual(required(english.keys()));
        for (const [key, text] of words) {
          if (typeof text === 'function') continue;
          expect(typeof text, `${language}/${file} ${key}`).toBe('string');
          expect(String(text).trim(), `${language}/${file} ${key}`).not.toBe('');
          const englishText = english.get(key);
          if (typeof englishText === 'string') {
            expect(placeholders(String(text)), `${language}/${file} ${key}`).toEqual(
              placeholders(englishText),
            );
          }
        }
      }
    },
  );
});
