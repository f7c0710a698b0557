// The server `npm start` runs on the embedded database: api, games and psp in this one process
// (see serve-together.ts). On PostgreSQL each service runs in its own process instead.
import { serveTogether } from './serve-together';

const running = await serveTogether().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});

const shutdown = async () => {
  await running.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
