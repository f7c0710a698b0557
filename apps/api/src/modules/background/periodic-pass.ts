export interface PeriodicPass {
  /** Run now rather than at the next tick; during a pass, once more right after it. */
  kick: () => void;
  /** No more passes; resolves once the one running has ended. */
  stop: () => Promise<void>;
}

/**
 * Runs `pass` every `intervalMs` and whenever kicked, one pass at a time. A pass that throws is
 * handed to `onError` and the next one tries again: the work it does stays in the database until
 * a pass has done it, so a restart loses nothing.
 */
export function startPeriodicPass(
  pass: () => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): PeriodicPass {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    kick: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
