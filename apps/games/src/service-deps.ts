import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/database';
import type { WalletClient } from './wallet/wallet-client';

/** What the provider's operations need from the outside world. */
export interface ServiceDeps {
  db: Database;
  wallet: WalletClient;
  log: FastifyBaseLogger;
}
