import { buildApp } from './app';
import { developmentPspSecret, loadConfig } from './config';
import type { Config } from './config';
import { openDatabase } from './db/open-database';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
const { app } = await buildApp({ config, database, runInBackground: true });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.PSP_PORT, host: config.HOST });
if (config.PSP_SECRET === developmentPspSecret) {
  app.log.warn(
    'PSP_SECRET is the development default: set a secret of your own outside development',
  );
}
app.log.info(
  `psp ready on ${config.publicUrl} (database: ${database.kind}, sandbox: ${config.PSP_SANDBOX})`,
);
