import { EmbeddedDatabaseInUseError } from '@sorte/service-db';
import { loadConfig } from './config';
import { serveApi } from './serve-api';

const api = await serveApi(loadConfig()).catch((error: unknown) => {
  if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});

const shutdown = async () => {
  await api.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
