import type { ServiceDeps } from '../service-deps';
import { settleUnfinishedRounds } from './settle-unfinished-rounds';

export interface SettlementLoop {
  /** Resolves when the pass in progress, if any, has finished. */
  stop(): Promise<void>;
}

/**
 * Finishes interrupted rounds at start and then every intervalMs, one pass at a time, so no round
 * is left with a bet taken and its win unpaid.
 */
export function startSettlementLoop(deps: ServiceDeps, intervalMs: number): SettlementLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  const runPass = async () => {
    try {
      const summary = await settleUnfinishedRounds(deps);
      if (summary.settled + summary.rolledBack + summary.stillUnfinished > 0) {
        deps.log.info(summary, 'settlement pass');
      }
    } catch (error) {
      deps.log.error({ err: error }, 'settlement pass failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = runPass().then(schedule);
    }, intervalMs);
    timer.unref();
  };
  pass = runPass().then(schedule);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
