import { buildApp } from './app';
import { loadConfig } from './config';
import type { Config } from './config';
import { openDatabase } from './db/open-database';
import { ensurePagesBuilt } from './http/ensure-pages-built';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = loadConfigOrExit();
await ensurePagesBuilt(config.uiDistDir);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
const app = await buildApp({ config, database, settleInBackground: true });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.GAMES_PORT, host: config.HOST });
app.log.info(
  `games ready on http://localhost:${config.GAMES_PORT} (database: ${database.kind}, wallet: ${config.apiUrl})`,
);
