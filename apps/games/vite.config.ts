import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '@sorte/service-http/precompress';

const uiRoot = fileURLToPath(new URL('./ui', import.meta.url));
/** Every ui/<page>.html is an entry: a new game's page needs no line here. */
const pages = Object.fromEntries(
  readdirSync(uiRoot)
    .filter((file) => file.endsWith('.html'))
    .map((file) => [path.basename(file, '.html'), path.join(uiRoot, file)]),
);

/** The game pages: plain TypeScript and CSS, one HTML entry per page, served by src/app.ts. */
export default defineConfig({
  root: uiRoot,
  base: '/',
  publicDir: false,
  // Brotli and gzip copies of every page and asset, which the server sends as they are.
  plugins: [precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // The CSP allows scripts from this origin only; the polyfill is not needed by any target.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: pages,
    },
  },
  server: {
    // `npx vite` in apps/games for work on the pages, with the games server on its usual port.
    proxy: { '/api': 'http://localhost:8081' },
  },
});
