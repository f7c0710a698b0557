// The first screen's words of one language, made at build time from the catalogue and
// first-screen-keys.ts (vite-first-screen-words.ts); load-catalogue.ts gives them their type.
declare module 'virtual:first-screen-words/*' {
  const words: Readonly<Record<string, string>>;
  export default words;
}
