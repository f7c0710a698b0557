// api, games and psp in one process: three servers on their own ports, talking to each other over
// HTTP exactly as they do on three machines. What they share is the database: on the embedded
// default one PGlite, each service in its own schema with its own migration journal, as they may
// share one PostgreSQL database. One engine instead of three is most of what the product holds
// at rest (decision 0010).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '@sorte/service-db';
// Each service is started through one file of its own, serve-<service>.ts, and nothing else.
import { loadConfig as loadApiConfig, serveApi } from '../apps/api/src/serve-api';
import type { RunningApi } from '../apps/api/src/serve-api';
import { loadConfig as loadGamesConfig, serveGames } from '../apps/games/src/serve-games';
import type { RunningGames } from '../apps/games/src/serve-games';
import { loadConfig as loadPspConfig, servePsp } from '../apps/psp/src/serve-psp';
import type { RunningPsp } from '../apps/psp/src/serve-psp';

/** The embedded database of the whole product, under DATA_DIR; the api's folder of old. */
export const sharedPgliteFolder = 'pglite';

/** Folders in which the providers kept their own embedded databases before they shared one. */
const earlierProviderFolders = ['games-pglite', 'psp-pglite'];

export interface RunningTogether {
  api: RunningApi;
  games: RunningGames;
  psp: RunningPsp;
  /** Stops the three servers, then the shared database. */
  close: () => Promise<void>;
}

function warnAboutEarlierFolders(dataDir: string): void {
  const left = earlierProviderFolders.filter((folder) => existsSync(path.join(dataDir, folder)));
  if (left.length === 0) return;
  const shared = path.join(dataDir, sharedPgliteFolder);
  const them = left.length === 1 ? 'it' : 'them';
  console.warn(
    `${left.map((folder) => path.join(dataDir, folder)).join(' and ')} held the providers' ` +
      `records before they shared ${shared} with the casino. npm start no longer reads ${them} ` +
      `(a provider started alone still does); delete ${them} if you do not need ${them}.`,
  );
}

/**
 * Starts the three services in this process. Without DATABASE_URL they share one embedded
 * database under DATA_DIR; with it, each opens its own pool on PostgreSQL as it would alone.
 */
export async function serveTogether(
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningTogether> {
  const apiConfig = loadApiConfig(env);
  const gamesConfig = loadGamesConfig(env);
  const pspConfig = loadPspConfig(env);
  let pglite: PGlite | undefined;
  if (!apiConfig.DATABASE_URL) {
    warnAboutEarlierFolders(apiConfig.DATA_DIR);
    pglite = await openPglite({ dataDir: apiConfig.DATA_DIR, folder: sharedPgliteFolder });
  }
  const started: { close: () => Promise<void> }[] = [];
  const closeAll = async () => {
    for (const service of started.reverse()) await service.close();
    await pglite?.close();
  };
  try {
    // The casino first: the providers' background loops call it (webhooks, settlements).
    const api = await serveApi(apiConfig, { pglite });
    started.push(api);
    const psp = await servePsp(pspConfig, { pglite });
    started.push(psp);
    const games = await serveGames(gamesConfig, { pglite });
    started.push(games);
    return { api, games, psp, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
