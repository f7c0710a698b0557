import type { FastifyInstance } from 'fastify';
import { opsBooks, opsDailyReport } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { readBooks } from '../ledger/read-books';
import { readUnattachedRows } from '../ledger/unattached-rows';
import { checkReportRange } from './report-range';
import { readDailyReport } from './read-daily-report';

/**
 * The numbers of the business: the daily report per market and the ledger check. Both read the
 * replica when there is one (db/database.ts): a report a moment behind is still a consistent
 * snapshot (a standby applies whole transactions), so the books balance in it as on the primary.
 */
export function registerReportRoutes(
  app: FastifyInstance,
  deps: OpsRouteDeps & { readsThatMayLag: Database },
) {
  const db = deps.readsThatMayLag;
  registerOpsCall(app, deps, opsDailyReport, ({ body }) =>
    readDailyReport(db, { market: body.market, ...checkReportRange(body.from, body.to) }),
  );
  registerOpsCall(app, deps, opsBooks, async () => {
    const currencies = await readBooks(db);
    const unattached = await readUnattachedRows(db);
    return {
      currencies: currencies.map((books) => ({
        ...books,
        balanced: books.totalMinor === 0 && books.driftedPlayerAccounts === 0,
      })),
      unattachedRows: {
        postings: unattached.postings,
        rounds: unattached.rounds,
        walletCalls: unattached.wallet_calls,
      },
    };
  });
}
