// /v1/bus/accountInfo for a signed-in player, as requests per second and as a ratio to a bare
// Fastify route measured in the same run, on the embedded database and on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freshPostgresDatabase,
  load,
  postgresReachable,
  startService,
  waitForHealth,
  writeResult,
} from './support';
import type { LoadFigures } from './support';

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

async function measure(
  databaseLabel: string,
  env: Record<string, string>,
): Promise<LoadFigures & { ratioToBare: number }> {
  const port = '19080';
  const api = startService('apps/api/src/server.ts', {
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
      `accountInfo on ${databaseLabel}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, ${ratioToBare}× bare (goal ≥ 0.25×), errors ${figures.errors}, non-2xx ${figures.non2xx}`,
    );
    return { ...figures, ratioToBare };
  } finally {
    api.kill();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-bench-'));
const pglite = await measure('PGlite', { DATA_DIR: dataDir });
rmSync(dataDir, { recursive: true, force: true });

let postgres: (LoadFigures & { ratioToBare: number }) | null = null;
if (await postgresReachable()) {
  const url = await freshPostgresDatabase('sorte_bench_account');
  postgres = await measure('PostgreSQL', { DATABASE_URL: url });
} else {
  console.log('PostgreSQL not reachable: skipped its figures');
}

writeResult('account-info', { bare: bareFigures, pglite, postgres, goalRatio: 0.25 });
process.exit(0);
