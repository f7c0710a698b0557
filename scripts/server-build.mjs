// Where the compiled servers live and whether they are older than their sources. Kept apart from
// build-servers.mjs so that asking costs no bundler: the launcher that asks goes on to serve.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const serverOutDir = 'dist/server';

/** Each compiled server and its source: one per service, and the three in one process. */
export const serverEntries = {
  api: 'apps/api/src/server.ts',
  games: 'apps/games/src/server.ts',
  psp: 'apps/psp/src/server.ts',
  together: 'scripts/start-together.ts',
  'create-embedded-database': 'scripts/create-embedded-database.ts',
};

/** What the servers are built from: a change to any of them calls for a new build. */
const sourceRoots = [
  'apps/api/src',
  'apps/games/src',
  'apps/psp/src',
  'packages',
  'scripts/serve-together.ts',
  'scripts/start-together.ts',
  'scripts/create-embedded-database.ts',
  'scripts/build-servers.mjs',
  'scripts/server-build.mjs',
  'package-lock.json',
];

function newestChangeMs(entry) {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestChangeMs(path.join(entry, child)));
  }
  return newest;
}

export function stampFile(outDir) {
  return path.join(outDir, 'build.json');
}

/** True when outDir holds a build of the current sources, made in this folder. */
export function isServerBuildCurrent(outDir = serverOutDir) {
  if (!existsSync(stampFile(outDir))) return false;
  const stamp = JSON.parse(readFileSync(stampFile(outDir), 'utf8'));
  // Source folders are compiled into the build by absolute path (see build-servers.mjs).
  if (stamp.root !== process.cwd()) return false;
  return Math.max(...sourceRoots.map(newestChangeMs)) < stamp.sourcesReadAtMs;
}
