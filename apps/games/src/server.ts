import { EmbeddedDatabaseInUseError } from '@sorte/service-db';
import { loadConfig } from './config';
import type { Config } from './config';
import { serveGames } from './serve-games';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const games = await serveGames(loadConfigOrExit()).catch((error: unknown) => {
  if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});

const shutdown = async () => {
  await games.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
