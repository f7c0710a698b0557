import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { en, es, ptBR } from '@sorte/words/web/catalogues';
import { firstScreenKeys } from './first-screen-keys';
import { loadFirstScreenWords } from './load-catalogue';

const src = path.resolve(import.meta.dirname, '../..');

/** The files a module imports for its values (type-only imports bring no code, nor words). */
function valueImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier !== undefined
    ) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers
    .filter((specifier) => specifier.startsWith('.') && !specifier.endsWith('.css'))
    .flatMap((specifier) => {
      const base = path.resolve(path.dirname(file), specifier);
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext);
      return found.filter((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
    });
}

/** main.tsx and every file it reaches without a dynamic import: the entry chunk's sources. */
function firstScreenFiles(): string[] {
  const seen = new Set<string>();
  const queue = [path.join(src, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...valueImportsOf(file));
  }
  return [...seen];
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// The list itself names every key; the catalogues live in @sorte/words, outside these files.
const catalogueFiles = [path.join(src, 'lib/i18n/first-screen-keys.ts')];

describe('the words of the first screen', () => {
  it('are exactly the words the entry chunk’s files name', () => {
    const named = new Set<string>();
    for (const file of firstScreenFiles()) {
      if (catalogueFiles.includes(file)) continue;
      const text = readFileSync(file, 'utf8');
      for (const key of Object.keys(en)) if (text.includes(`'${key}'`)) named.add(key);
    }
    expect([...firstScreenKeys].sort()).toEqual([...named].sort());
  });

  it('are every lazy screen’s words too: every lazy component loads the whole catalogue', () => {
    const lazyByHand = sourceFiles(src).filter(
      (file) =>
        !file.endsWith(path.join('lib', 'i18n', 'lazy-with-words.ts')) &&
        /\blazy\(|import \{[^}]*\blazy\b[^}]*\} from 'react'/.test(readFileSync(file, 'utf8')),
    );
    expect(lazyByHand.map((file) => path.relative(src, file))).toEqual([]);
  });

  it('arrive in the player’s language, the same words as the catalogue’s', async () => {
    for (const [language, catalogue] of [
      ['pt-BR', ptBR],
      ['en', en],
      ['es', es],
    ] as const) {
      const words = await loadFirstScreenWords(language);
      expect(words).toEqual(
        Object.fromEntries(firstScreenKeys.map((key) => [key, catalogue[key]])),
      );
    }
  });
});
