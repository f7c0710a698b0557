import { loadConfig } from './config';
import { serveApi } from './serve-api';

const api = await serveApi(loadConfig());

const shutdown = async () => {
  await api.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
