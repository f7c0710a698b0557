import type { FastifyInstance } from 'fastify';
import { opsBooks, opsDailyReport } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { readBooks } from '../ledger/read-books';
import { checkReportRange } from './report-range';
import { readDailyReport } from './read-daily-report';

/** The numbers of the business: the daily report per market and the ledger check. */
export function registerReportRoutes(app: FastifyInstance, deps: OpsRouteDeps & { db: Database }) {
  const { db } = deps;
  registerOpsCall(app, deps, opsDailyReport, ({ body }) =>
    readDailyReport(db, { market: body.market, ...checkReportRange(body.from, body.to) }),
  );
  registerOpsCall(app, deps, opsBooks, async () => ({
    currencies: (await readBooks(db)).map((books) => ({
      ...books,
      balanced: books.totalMinor === 0 && books.driftedPlayerAccounts === 0,
    })),
  }));
}
