/** A running service, as its `serve…` function answers it. */
export interface StoppableServer {
  close: () => Promise<void>;
}

/**
 * Runs one service as a process of its own (its `server.ts`): reads the configuration, refusing to
 * start with the readable list of what is wrong, serves, and on SIGINT or SIGTERM closes the
 * service (its listener, loops and database) before exiting.
 */
export async function runServer<Config>(
  loadConfig: () => Config,
  serve: (config: Config) => Promise<StoppableServer>,
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const server = await serve(config);
  const shutdown = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
