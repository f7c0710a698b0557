import { EmbeddedDatabaseInUseError } from '@sorte/service-db';
import { runServer } from '@sorte/service-http';
import { loadConfig } from './config';
import { serveGames } from './serve-games';

await runServer(loadConfig, (config) => serveGames(config), {
  isRefusal: (error) => error instanceof EmbeddedDatabaseInUseError,
});
