// Compiles the servers to plain JavaScript, one bundle per entry with shared chunks, so that
// `npm start` runs no TypeScript loader and loads a few files instead of hundreds of modules:
// about 100 MB less per Node process and half the start-up time (decision 0010).
// `node scripts/build-servers.mjs [outDir] [name=entry.ts …]` adds entries (the e2e harness).
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { serverEntries, serverOutDir, stampFile } from './server-build.mjs';

/**
 * `import.meta.url` in our sources finds files beside them (migrations, public assets, built
 * pages); in a bundle it would name the bundle instead. Each module keeps the address of its
 * source file, so those paths stay what they are under tsx.
 */
const keepSourceAddress = {
  name: 'keep-source-address',
  transform(code, id) {
    if (id.includes('/node_modules/') || !code.includes('import.meta.url')) return null;
    const address = JSON.stringify(pathToFileURL(id.split('?')[0]).href);
    return { code: code.replaceAll('import.meta.url', address), map: null };
  },
};

export async function buildServers(outDir = serverOutDir, extraEntries = {}) {
  const sourcesReadAtMs = Date.now();
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [keepSourceAddress],
    // Dependencies go into the bundle too, except PGlite, which finds its WebAssembly and data
    // files beside its own modules, and Vite, which the game provider loads only to build pages.
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node24',
      minify: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { ...serverEntries, ...extraEntries },
        external: ['@electric-sql/pglite', 'vite'],
        output: {
          format: 'esm',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(stampFile(outDir), `${JSON.stringify({ root: process.cwd(), sourcesReadAtMs })}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [outDir = serverOutDir, ...extra] = process.argv.slice(2);
  const extraEntries = Object.fromEntries(extra.map((pair) => pair.split('=')));
  const startedAt = Date.now();
  await buildServers(outDir, extraEntries);
  console.log(
    `Compiled the servers into ${outDir} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s.`,
  );
}
