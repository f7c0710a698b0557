import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';

/** What the provider's operations need from the outside world. */
export interface ServiceDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** Milliseconds since the epoch; tests move it forward instead of waiting. */
  nowMs: () => number;
  /** Called after a commit that wrote webhook events, so delivery need not wait for its next tick. */
  onEventsWritten: () => void;
}
