import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
const app = await buildApp({ config, database });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`api ready on http://localhost:${config.PORT} (database: ${database.kind})`);
