import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { isLanguage, languages } from '@sorte/words/languages';

const loadersId = 'virtual:first-screen-words';
const prefix = `${loadersId}/`;

/** `@sorte/words`' catalogues: `catalogues/<language>/web.ts`, each exporting one object. */
const cataloguesDir = fileURLToPath(
  new URL('catalogues/', import.meta.resolve('@sorte/words/languages')),
);

/** Node caches what it imported: the file's time makes an edit (under `vite dev`) a new module. */
const fresh = (file: string) => `${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`;

/**
 * One of a language's catalogue files (`catalogues/<language>/<name>.ts`), which exports its
 * catalogue as its one value: plain data (and type imports, which Node strips), read by importing
 * it, the file itself, as the build's own config loader cannot follow the package's imports.
 * `edited`: read as it is now, not as first imported (the development server, after an edit).
 */
export async function readCatalogue(
  language: string,
  name: string,
  { edited = false } = {},
): Promise<Record<string, string>> {
  const file = path.join(cataloguesDir, language, `${name}.ts`);
  const url = edited ? fresh(file) : pathToFileURL(file).href;
  const module = (await import(url)) as Record<string, Record<string, string>>;
  const [catalogue] = Object.values(module);
  if (!catalogue) throw new Error(`${file} exports no catalogue`);
  return catalogue;
}

/**
 * `virtual:first-screen-words/<language>`: the words of `src/lib/i18n/first-screen-keys.ts` in
 * that language, taken from the catalogue itself, so the catalogues stay the one place a word is
 * written and the first screen downloads only its own words (decision 0013);
 * `virtual:first-screen-words`: a loader for each language of the list (decision 0017). The
 * catalogue files hold plain data (and type imports, which Node strips), so they are read by
 * importing them.
 */
export function firstScreenWords(): Plugin {
  let i18nDir = 'src/lib/i18n';
  return {
    name: 'sorte-first-screen-words',
    configResolved(config) {
      i18nDir = path.resolve(config.root, 'src/lib/i18n');
    },
    resolveId(id) {
      return id === loadersId || id.startsWith(prefix) ? `\0${id}` : null;
    },
    async load(id) {
      if (id === `\0${loadersId}`) {
        const loaders = languages.map(
          (language) =>
            `${JSON.stringify(language)}: () => import(${JSON.stringify(prefix + language)})`,
        );
        return `export default {${loaders.join(', ')}};`;
      }
      if (!id.startsWith(`\0${prefix}`)) return null;
      const language = id.slice(prefix.length + 1);
      if (!isLanguage(language)) throw new Error(`no catalogue for ${language}`);
      const catalogueFile = path.join(cataloguesDir, language, 'web.ts');
      const keysFile = path.join(i18nDir, 'first-screen-keys.ts');
      this.addWatchFile(catalogueFile);
      this.addWatchFile(keysFile);
      const catalogue = await readCatalogue(language, 'web', { edited: true });
      const { firstScreenKeys } = (await import(fresh(keysFile))) as {
        firstScreenKeys: readonly string[];
      };
      const words = Object.fromEntries(firstScreenKeys.map((key) => [key, catalogue[key]]));
      return `export default ${JSON.stringify(words)};`;
    },
  };
}
