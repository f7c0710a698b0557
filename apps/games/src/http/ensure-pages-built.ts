import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { arePagesBuilt, buildHint } from './game-pages';

const viteConfigFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));

/**
 * Builds the game pages on a first start (a fresh checkout has none), so `npm start` just works.
 * Vite is a development tool: where it is missing, the server starts anyway and its pages say
 * which command to run.
 */
export async function ensurePagesBuilt(distDir: string): Promise<void> {
  if (arePagesBuilt(distDir)) return;
  const expectedDir = path.resolve(path.dirname(viteConfigFile), 'dist');
  if (path.resolve(distDir) !== expectedDir) return;
  console.log('Building the game pages (first start only)…');
  try {
    const vite = await import('vite');
    await vite.build({ configFile: viteConfigFile, logLevel: 'warn' });
  } catch (error) {
    console.error(`Could not build the game pages (${String(error)}); run \`${buildHint}\`.`);
  }
}
