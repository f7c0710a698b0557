import type { FastifyBaseLogger } from 'fastify';

export interface Loop {
  /** Runs a pass soon instead of at the next tick (something just became due). */
  wake(): void;
  /** Resolves when the pass in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` at start and then every intervalMs, one pass at a time; a failing pass is logged
 * and the loop goes on, because a database hiccup must not stop money from settling.
 */
export function startLoop(options: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  pass: () => Promise<void>;
}): Loop {
  let stopped = false;
  let running: Promise<void> | undefined;
  let wakeRequested = false;
  let timer: NodeJS.Timeout | undefined;

  const run = (): void => {
    if (stopped) return;
    clearTimeout(timer);
    wakeRequested = false;
    running = options
      .pass()
      .catch((error: unknown) => options.log.error({ err: error }, `${options.name} pass failed`))
      .finally(() => {
        running = undefined;
        if (wakeRequested) run();
        else schedule();
      });
  };
  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(run, options.intervalMs);
    timer.unref();
  };

  run();
  return {
    wake() {
      if (stopped) return;
      if (running) wakeRequested = true;
      else run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
