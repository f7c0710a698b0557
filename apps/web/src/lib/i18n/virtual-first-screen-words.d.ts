// The first screen's words of one language, made at build time from the catalogue and
// first-screen-keys.ts (vite-first-screen-words.ts); load-catalogue.ts gives them their type.
declare module 'virtual:first-screen-words/*' {
  const words: Readonly<Record<string, string>>;
  export default words;
}

// One loader per language of @sorte/words/languages, each importing the module above.
declare module 'virtual:first-screen-words' {
  import type { Language } from '@sorte/words/languages';

  const loaders: Readonly<
    Record<Language, () => Promise<{ default: Readonly<Record<string, string>> }>>
  >;
  export default loaders;
}
