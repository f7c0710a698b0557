import { EmbeddedDatabaseInUseError } from '@sorte/service-db';
import { runServer } from '@sorte/service-http';
import { loadConfig } from './config';
import { servePsp } from './serve-psp';

await runServer(loadConfig, (config) => servePsp(config), {
  isRefusal: (error) => error instanceof EmbeddedDatabaseInUseError,
});
