import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { scorePlayers } from './score-players';

/**
 * Scores the players every `intervalMs` (an hour in the product): a day's score is written again
 * by each run of that day, so every api process may run it and a restart loses nothing.
 */
export function startHarmScorer(deps: {
  db: Database;
  clock: () => Date;
  intervalMs: number;
  log: FastifyBaseLogger;
}): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = scorePlayers(deps.db, deps.clock())
      .then(({ scored }) => deps.log.info({ scored }, 'markers of harm scored'))
      .catch((error: unknown) => deps.log.error({ err: error }, 'scoring markers of harm failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, deps.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
