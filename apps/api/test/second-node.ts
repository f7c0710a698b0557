import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import type { TestContext } from './helper';

export interface SecondNode {
  app: FastifyInstance;
  database: DatabaseHandle;
}

/**
 * A second api process on the test's database, built before the file's tests: on PostgreSQL with
 * its own pool and listening connection, as another node's; the embedded database has one owner,
 * so there it shares the first app's handle (and so its notifications), as a second app in the
 * same process would.
 */
export function useSecondNode(context: TestContext, env: Record<string, string> = {}): SecondNode {
  const node = {} as SecondNode;
  beforeAll(async () => {
    node.database = context.databaseUrl
      ? await openDatabase({ databaseUrl: context.databaseUrl, poolSize: 2 })
      : context.database;
    node.app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
      database: node.database,
      serveWebApp: false,
    });
  });
  afterAll(async () => {
    await node.app?.close();
    if (node.database && node.database !== context.database) await node.database.close();
  });
  return node;
}
