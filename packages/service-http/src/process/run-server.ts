/** A running service, as its `serve…` function answers it. */
export interface StoppableServer {
  close: () => Promise<void>;
}

/**
 * Runs one service as a process of its own (its `server.ts`): reads the configuration, refusing to
 * start with the readable list of what is wrong, serves (or exits with the message of a start
 * refused, such as an embedded database another process holds), and on SIGINT or SIGTERM closes the
 * service (its listener, loops and database) before exiting.
 */
export async function runServer<Config>(
  loadConfig: () => Config,
  serve: (config: Config) => Promise<StoppableServer>,
  options: {
    /** A start refused for a reason the operator can act on (its message says what to do). */
    isRefusal?: (error: unknown) => boolean;
  } = {},
): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const server = await serve(config).catch((error: unknown) => {
    if (!options.isRefusal?.(error)) throw error;
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  const shutdown = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
