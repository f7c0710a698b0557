// /v1/bus/accountInfo for a signed-in player, as requests per second and as a ratio to a bare
// Fastify route measured in the same run, on the embedded database and on PostgreSQL: as players
// get it (the answer kept in memory until the database announces a change) and, for comparison,
// with the cache off (ACCOUNT_CACHE_TTL_MS=0: one query per call).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freshPostgresDatabase,
  load,
  postgresReachable,
  startLiveApi,
  startService,
  stopService,
  waitForHealth,
  writeResult,
} from './support';
import type { LoadFigures } from './support';
import { buildProduct } from './product';

buildProduct();

const bare = startService('bench/bare-server.ts', { BARE_PORT: '19090' });
await waitForHealth('http://127.0.0.1:19090/healthz');
const bareFigures = await load({
  url: 'http://127.0.0.1:19090/bare',
  method: 'POST',
  body: '{}',
  headers: { 'content-type': 'application/json' },
});
bare.kill();
console.log(`bare Fastify POST: ${bareFigures.requestsPerSecond} req/s`);

type Figures = LoadFigures & { ratioToBare: number };

async function measure(label: string, env: Record<string, string>): Promise<Figures> {
  const port = '19080';
  const api = startLiveApi({
    PORT: port,
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/healthz`);
    const login = await fetch(`http://127.0.0.1:${port}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginType: 1, deviceId: `bench${Date.now()}device00` }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const figures = await load({
      url: `http://127.0.0.1:${port}/v1/bus/accountInfo`,
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'access-token': token },
    });
    const ratioToBare = Number(
      (figures.requestsPerSecond / bareFigures.requestsPerSecond).toFixed(3),
    );
    console.log(
      `accountInfo, ${label}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, ${ratioToBare}× bare (goal ≥ 0.25×), errors ${figures.errors}, non-2xx ${figures.non2xx}`,
    );
    return { ...figures, ratioToBare };
  } finally {
    await stopService(api);
  }
}

const uncached = { ACCOUNT_CACHE_TTL_MS: '0' };

const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-bench-'));
const pglite = await measure('PGlite', { DATA_DIR: dataDir });
const pgliteUncached = await measure('PGlite, cache off', { DATA_DIR: dataDir, ...uncached });
rmSync(dataDir, { recursive: true, force: true });

let postgres: Figures | null = null;
let postgresUncached: Figures | null = null;
if (await postgresReachable()) {
  const url = await freshPostgresDatabase('sorte_bench_account');
  postgres = await measure('PostgreSQL', { DATABASE_URL: url });
  postgresUncached = await measure('PostgreSQL, cache off', { DATABASE_URL: url, ...uncached });
} else {
  console.log('PostgreSQL not reachable: skipped its figures');
}

writeResult('account-info', {
  bare: bareFigures,
  pglite,
  pgliteUncached,
  postgres,
  postgresUncached,
  goalRatio: 0.25,
});
process.exit(0);
