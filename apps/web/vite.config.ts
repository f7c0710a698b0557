/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { apiExactPaths, apiPathPrefixes } from '@sorte/contracts/api-paths';
import { precompress } from '@sorte/service-http/precompress';
import { isLanguage } from '@sorte/words/languages';
import { appEntryLinks, bootModules } from './vite-app-entry.ts';
import { firstScreenWords } from './vite-first-screen-words.ts';
import { pagePreloads } from './vite-page-preloads.ts';
import { serviceWorker } from './vite-service-worker.ts';

const apiOrigin = 'http://localhost:8080';
const appEntry = fileURLToPath(new URL('src/main.tsx', import.meta.url));

// Paths the api answers; everything else is a client-side route of this app.
const apiPaths = [...apiPathPrefixes, ...apiExactPaths];

/**
 * Names each language's first-screen words chunk in `dist/languages.json`. `main.tsx` imports the
 * player's before the first render, so the api names that chunk in `index.html` as a
 * `modulepreload`: the browser fetches it beside the entry instead of after it (decisions 0012,
 * 0013).
 */
function languageChunks(): Plugin {
  return {
    name: 'sorte-language-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const language = /^\0virtual:first-screen-words\/(.+)$/.exec(chunk.facadeModuleId)?.[1];
        if (language && isLanguage(language)) files[language] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: 'languages.json', source: JSON.stringify(files) });
    },
  };
}

export default defineConfig({
  // firstScreenWords: each language's first-screen words as a module of their own (decision
  // 0013). serviceWorker: dist/sw.js, which keeps the app shell (decision 0013). precompress: brotli and
  // gzip copies of the build, which the api sends as they are. pagePreloads: what the api names in
  // `index.html` for a lazy page's address.
  plugins: [
    react(),
    firstScreenWords(),
    languageChunks(),
    appEntryLinks(),
    pagePreloads(),
    serviceWorker(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports preloads modules itself; the polyfill would cost `/` bytes.
    modulePreload: { polyfill: false },
    // Pictures drawn in SVG are files of their own, never data inside the stylesheet: each SVG
    // picture is a document of its own to the browser, and inlined ones were all built in the
    // first style pass, one long task of the first screen (about 420 ms at 4× CPU slowdown for six
    // pictures); as files each is built when it arrives, in a task of its own.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    // The app (src/main.tsx) is an entry of its own, which the page's entry (src/boot.ts) imports
    // after the first paint (decision 0026). Every module the app imports statically goes in one
    // chunk: left to itself the bundler gives each module that a lazy screen shares with `/` a
    // small file of its own, and every file costs `/` its own compression overhead. The page's
    // entry keeps its few modules to itself: in the app's chunk they would run it before the paint.
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), app: appEntry },
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', test: bootModules, priority: 1 },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiOrigin }])),
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});
