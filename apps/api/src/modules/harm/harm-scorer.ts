import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { startPeriodicPass } from '../background/periodic-pass';
import type { PeriodicPass } from '../background/periodic-pass';
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
}): PeriodicPass {
  return startPeriodicPass(
    async () => {
      const { scored } = await scorePlayers(deps.db, deps.clock());
      deps.log.info({ scored }, 'markers of harm scored');
    },
    deps.intervalMs,
    (error) => deps.log.error({ err: error }, 'scoring markers of harm failed'),
  );
}
