import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { queryRows } from '../db/query-rows';

/** Windows this long past their end are forgotten, now and then, by the request that counts. */
const forgetAfterMs = 86_400_000;
const forgetEveryHits = 1_000;

interface Hit {
  hits: number;
  ttl_ms: number;
}

/**
 * Counts one request of a caller on a route in the database, in the same fixed window as the
 * plugin's own store (a new window once the last one ended): the count every api process sees.
 */
async function countHit(db: Database, route: string, caller: string, windowMs: number) {
  const [row] = await queryRows<Hit>(
    db,
    sql`insert into rate_limit_windows (route, caller, started_at, hits)
        values (${route}, ${caller}, now(), 1)
        on conflict (route, caller) do update set
          hits = case when rate_limit_windows.started_at + ${windowMs} * interval '1 millisecond' <= now()
                 then 1 else rate_limit_windows.hits + 1 end,
          started_at = case when rate_limit_windows.started_at + ${windowMs} * interval '1 millisecond' <= now()
                 then now() else rate_limit_windows.started_at end
        returning hits,
          greatest(0, floor(extract(epoch from started_at + ${windowMs} * interval '1 millisecond' - now()) * 1000))::int as ttl_ms`,
  );
  return { current: row?.hits ?? 1, ttl: row?.ttl_ms ?? windowMs };
}

/**
 * The rate limiter's store in the database, so a limit is one limit across every api process (the
 * plugin's default counts in each process's memory: two nodes would each allow the limit).
 */
export function sharedRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let counted = 0;
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(
      caller: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counted += 1;
      const forget =
        counted % forgetEveryHits === 0
          ? db.execute(
              sql`delete from rate_limit_windows
                  where started_at < now() - ${forgetAfterMs} * interval '1 millisecond'`,
            )
          : Promise.resolve();
      forget
        .then(() => countHit(db, this.route, caller, timeWindow))
        .then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
    }

    // The plugin hands a route's merged options, the route itself under `routeInfo`.
    child(options: { routeInfo?: { url?: string }; url?: string }): FastifyRateLimitStore {
      return new SharedStore(undefined, options.routeInfo?.url ?? options.url ?? '');
    }
  }
  return SharedStore;
}
