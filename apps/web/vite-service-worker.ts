import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'vite';
import type { Plugin } from 'vite';

/**
 * Builds the service worker (`src/service-worker/service-worker.ts`) into `dist/sw.js` once the
 * app's own build is written: one classic script with no imports (a worker registered from the
 * root scope, loaded by every browser that has service workers), apart from the app's chunks.
 * It is told the files of the app shell, `/` and everything the entry loads before its first
 * render (its imports and stylesheets), and a version made from their hashed names, so a build
 * that changes nothing leaves `sw.js` byte for byte the same and browsers keep the installed
 * worker (decision 0013).
 */
export function serviceWorker(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let shellFiles: string[] = [];
  return {
    name: 'sorte-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const files = new Set<string>(['/']);
      const visit = (fileName: string): void => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || files.has(`/${fileName}`)) return;
        files.add(`/${fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      }
      shellFiles = [...files].sort();
    },
    // Before the precompress plugin's closeBundle, so sw.js gets its brotli and gzip copies.
    async writeBundle() {
      const version = createHash('sha256').update(shellFiles.join('\n')).digest('hex').slice(0, 16);
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        define: { __SORTE_SHELL__: JSON.stringify({ version, files: shellFiles }) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          lib: {
            entry: path.resolve(root, 'src/service-worker/service-worker.ts'),
            formats: ['iife'],
            name: 'sorteServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
