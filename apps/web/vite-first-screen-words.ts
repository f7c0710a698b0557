import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const prefix = 'virtual:first-screen-words/';

/** Each language's catalogue file and the name it exports. */
const catalogues = {
  'pt-BR': { file: 'pt-BR.ts', name: 'ptBR' },
  en: { file: 'en.ts', name: 'en' },
  es: { file: 'es.ts', name: 'es' },
} as const;

function isLanguage(value: string): value is keyof typeof catalogues {
  return Object.hasOwn(catalogues, value);
}

/**
 * `virtual:first-screen-words/<language>`: the words of `src/lib/i18n/first-screen-keys.ts` in
 * that language, taken from the catalogue itself, so the catalogues stay the one place a word is
 * written and the first screen downloads only its own words (decision 0013). The catalogue files
 * hold plain data (and type imports, which Node strips), so they are read by importing them.
 */
export function firstScreenWords(): Plugin {
  let i18nDir = 'src/lib/i18n';
  return {
    name: 'sorte-first-screen-words',
    configResolved(config) {
      i18nDir = path.resolve(config.root, 'src/lib/i18n');
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const language = id.slice(prefix.length + 1);
      if (!isLanguage(language)) throw new Error(`no catalogue for ${language}`);
      const catalogueFile = path.join(i18nDir, catalogues[language].file);
      const keysFile = path.join(i18nDir, 'first-screen-keys.ts');
      this.addWatchFile(catalogueFile);
      this.addWatchFile(keysFile);
      // Node caches what it imported: the files' times make an edit (under `vite dev`) a new module.
      const fresh = (file: string) => `${pathToFileURL(file).href}?v=${statSync(file).mtimeMs}`;
      const catalogue = (await import(fresh(catalogueFile)))[catalogues[language].name] as Record<
        string,
        string
      >;
      const { firstScreenKeys } = (await import(fresh(keysFile))) as {
        firstScreenKeys: readonly string[];
      };
      const words = Object.fromEntries(firstScreenKeys.map((key) => [key, catalogue[key]]));
      return `export default ${JSON.stringify(words)};`;
    },
  };
}
