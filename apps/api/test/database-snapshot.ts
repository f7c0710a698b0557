import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/query-rows';

/**
 * Every table of the api's schema as a row count and a digest of its rows: two equal snapshots
 * mean nothing was written in between. `sessions.last_seen_at` is left out: reading with a token
 * may note that the session is alive, which is not a change a refusal could make. The rate
 * limiter's counts (`rate_limit_windows`) are left out too: a refused request is still a request
 * that counts against its caller's limit, as it must.
 */
export async function databaseSnapshot(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables
        where schemaname = 'public' and tablename <> 'rate_limit_windows' order by tablename`,
  );
  if (tables.length === 0) return {};
  // One query for every table: a fuzzer takes thousands of snapshots, and a round trip per table
  // was most of their cost.
  const digests = await queryRows<{ tablename: string; rows: number | string; digest: string }>(
    db,
    sql.raw(
      tables
        .map(
          ({ tablename }) => `select '${tablename}' as tablename, count(*) as rows,
        md5(coalesce(string_agg(row_text, ',' order by row_text), '')) as digest
        from (select (to_jsonb(t) - 'last_seen_at')::text as row_text from "${tablename}" t) rows`,
        )
        .join('\nunion all\n'),
    ),
  );
  const snapshot: Record<string, string> = {};
  for (const row of digests) {
    snapshot[row.tablename] = `${String(row.rows)} rows, ${String(row.digest)}`;
  }
  return snapshot;
}
