// Signed bet + win rounds per second through the wallet API over HTTP, 50 players playing at once,
// on PGlite and on PostgreSQL, beside pgbench's TPC-B measured in the same run; on PostgreSQL also
// with two api processes on the same database, the players split between them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { developmentSecrets, signPayload } from '@sorte/contracts/signing';
import { buildApp, fundPlayerForTest, loadConfig, openDatabase } from '../apps/api/test';
import {
  freshPostgresDatabase,
  postgresAdminUrl,
  postgresReachable,
  startService,
  waitForHealth,
  writeResult,
} from './support';
import { LeanHttpConnection } from './lean-http-connection';
import { cpuMicrosPer, readCpu } from './process-cpu';

const players = 50;
const durationMs = 8_000;
/**
 * Played flat out before the measured phases and not counted: the api and the load generator are
 * JavaScript, compiled to fast code only once it has run a while, and each database connection
 * compiles the wallet's functions on its first call. pgbench, the yardstick, is C and needs none.
 */
const warmUpMs = 3_000;
/** The paced phase runs at this share of the flat-out rate: latency under a heavy but not saturating load. */
const pacedShareOfFlatOut = 0.5;
const walletSecret = developmentSecrets.WALLET_SECRET;

interface Player {
  gameToken: string;
}

/** Signs players up and funds them before the api process starts (PGlite has one owner). */
async function preparePlayers(database: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Player[]> {
  const handle = await openDatabase(database);
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' }),
    database: handle,
    serveWebApp: false,
  });
  const prepared: Player[] = [];
  for (let index = 0; index < players; index += 1) {
    const login = await app.inject({
      method: 'POST',
      url: '/user/login',
      payload: { loginType: 1, deviceId: `benchdevice${String(index).padStart(13, '0')}` },
    });
    const { token, userId } = login.json().data as { token: string; userId: number };
    // Like every player before a game: an adult who has completed the 18+ setup.
    await app.inject({
      method: 'POST',
      url: '/user/confirmAge',
      headers: { 'access-token': token },
      payload: { username: `bench${index}`, birthDate: '1990-05-17', termsAccepted: true },
    });
    await fundPlayerForTest(handle.db, userId, 'BRL', 1_000_000_000);
    const join = await app.inject({
      method: 'POST',
      url: '/game/joinGame',
      headers: { 'access-token': token },
      payload: { gameId: 66121 },
    });
    const joined = join.json() as { success: boolean; msg: string; data: { jumpUrl: string } };
    if (!joined.success) throw new Error(`bench player ${index} cannot open a game: ${joined.msg}`);
    const jumpUrl = joined.data.jumpUrl;
    prepared.push({ gameToken: new URL(jumpUrl).searchParams.get('token') ?? '' });
  }
  await app.close();
  await handle.close();
  return prepared;
}

async function signedPost(
  connection: LeanHttpConnection,
  route: string,
  body: object,
): Promise<{ ok: boolean }> {
  const rawBody = JSON.stringify(body);
  const timestamp = String(Date.now());
  const answer = await connection.post(route, rawBody, {
    'x-wallet-timestamp': timestamp,
    'x-wallet-signature': signPayload(walletSecret, timestamp, rawBody),
  });
  return JSON.parse(answer) as { ok: boolean };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function percentile(sorted: number[], fraction: number): number {
  return Number(
    (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0).toFixed(2),
  );
}

/**
 * Each player plays round after round on its own kept-alive connection: with no pause
 * (`roundIntervalMs` 0) this finds the most the wallet can do; with a pause it shows the latency
 * players feel at that load. CPU spent by the load generator, the api and PostgreSQL is read
 * around the phase, per round, to show where the time goes.
 */
async function playRounds(
  ports: number[],
  apiPids: number[],
  prepared: Player[],
  phase: string,
  roundIntervalMs: number,
  phaseMs = durationMs,
) {
  // Player i plays on node i mod n, as a balancer would spread them.
  const connections = prepared.map(
    (_, index) => new LeanHttpConnection('127.0.0.1', ports[index % ports.length] ?? 0),
  );
  const latenciesMs: number[] = [];
  let rounds = 0;
  let failures = 0;
  const cpuBefore = readCpu([process.pid, ...apiPids]);
  const deadline = Date.now() + phaseMs;
  const started = performance.now();
  await Promise.all(
    prepared.map(async (player, playerIndex) => {
      const connection = connections[playerIndex] as LeanHttpConnection;
      let round = 0;
      // Spread the paced players over the interval instead of all starting at once.
      if (roundIntervalMs > 0) await sleep((roundIntervalMs * playerIndex) / prepared.length);
      const base = { token: player.gameToken, gameId: 66121, currency: 'BRL' };
      while (Date.now() < deadline) {
        const roundStart = performance.now();
        const roundId = `${phase}p${playerIndex}r${round}`;
        round += 1;
        const betStart = performance.now();
        const bet = await signedPost(connection, '/wallet/bet', {
          ...base,
          transactionId: `${roundId}b`,
          roundId,
          amount: 100,
        });
        const winStart = performance.now();
        const win = await signedPost(connection, '/wallet/win', {
          ...base,
          transactionId: `${roundId}w`,
          roundId,
          amount: round % 3 === 0 ? 250 : 0,
        });
        const end = performance.now();
        latenciesMs.push(winStart - betStart, end - winStart);
        if (bet.ok && win.ok) rounds += 1;
        else failures += 1;
        const restMs = roundIntervalMs - (performance.now() - roundStart);
        if (restMs > 0) await sleep(restMs);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = readCpu([process.pid, ...apiPids]);
  for (const connection of connections) connection.close();
  latenciesMs.sort((left, right) => left - right);
  return {
    roundsPerSecond: Math.round(rounds / seconds),
    callsPerSecond: Math.round((rounds * 2) / seconds),
    latencyP50Ms: percentile(latenciesMs, 0.5),
    latencyP99Ms: percentile(latenciesMs, 0.99),
    failures,
    cpuMicrosPerRound: {
      loadGenerator: cpuMicrosPer(cpuBefore, cpuAfter, process.pid, rounds),
      api: apiPids.reduce((sum, pid) => sum + cpuMicrosPer(cpuBefore, cpuAfter, pid, rounds), 0),
      postgres: cpuMicrosPer(cpuBefore, cpuAfter, 'postgres', rounds),
    },
  };
}

function describe(figures: Awaited<ReturnType<typeof playRounds>>, database: string): string {
  const cpu = figures.cpuMicrosPerRound;
  const where = `CPU per round: load generator ${cpu.loadGenerator} µs, api ${cpu.api} µs${database.startsWith('PostgreSQL') ? `, PostgreSQL ${cpu.postgres} µs` : ' (database inside)'}`;
  return `${figures.roundsPerSecond} rounds/s (${figures.callsPerSecond} wallet calls/s), p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, failures ${figures.failures}; ${where}`;
}

async function measure(
  label: string,
  database: { databaseUrl?: string; dataDir?: string },
  nodes = 1,
) {
  const prepared = await preparePlayers(database);
  const ports = Array.from({ length: nodes }, (_, index) => 19180 + index);
  const apis = ports.map((port) => {
    const env: Record<string, string> = { PORT: String(port), DATABASE_POOL_SIZE: '20' };
    if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
    if (database.dataDir) env.DATA_DIR = database.dataDir;
    return startService('apps/api/src/server.ts', env);
  });
  try {
    for (const port of ports) await waitForHealth(`http://127.0.0.1:${port}/healthz`);
    const apiPids = apis.map((api) => api.pid ?? 0);
    await playRounds(ports, apiPids, prepared, 'warm', 0, warmUpMs);
    const figures = await playRounds(ports, apiPids, prepared, 'max', 0);
    console.log(`${label}, flat out: ${describe(figures, label)}`);
    // Each player paced so that all of them together play half the flat-out rate.
    const pacedRoundIntervalMs = Math.round(
      (prepared.length * 1000) / Math.max(1, figures.roundsPerSecond * pacedShareOfFlatOut),
    );
    const paced = await playRounds(ports, apiPids, prepared, 'paced', pacedRoundIntervalMs);
    console.log(
      `${label}, each player one round every ${pacedRoundIntervalMs} ms: ${describe(paced, label)}`,
    );
    return { ...figures, paced: { ...paced, roundIntervalMs: pacedRoundIntervalMs } };
  } finally {
    for (const api of apis) api.kill();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function pgbenchTps(databaseUrl: string): number | null {
  const init = spawnSync('pgbench', ['-i', '-s', '10', '-q', databaseUrl], { encoding: 'utf8' });
  if (init.status !== 0) return null;
  const run = spawnSync('pgbench', ['-c', '8', '-j', '2', '-T', '10', databaseUrl], {
    encoding: 'utf8',
  });
  const match = /tps = ([\d.]+)/.exec(run.stdout);
  return match ? Math.round(Number(match[1])) : null;
}

const dataRoot = mkdtempSync(path.join(tmpdir(), 'sorte-wallet-bench-'));
const pglite = process.env.BENCH_SKIP_PGLITE
  ? null
  : await measure('PGlite', { dataDir: dataRoot });
rmSync(dataRoot, { recursive: true, force: true });

let postgres = null;
let twoNodes = null;
let tpcb: number | null = null;
if (await postgresReachable()) {
  postgres = await measure('PostgreSQL', {
    databaseUrl: await freshPostgresDatabase('sorte_bench_wallet'),
  });
  tpcb = pgbenchTps(await freshPostgresDatabase('sorte_bench_pgbench'));
  twoNodes = await measure(
    'PostgreSQL, two api processes',
    { databaseUrl: await freshPostgresDatabase('sorte_bench_wallet_nodes') },
    2,
  );
  if (tpcb) {
    const ratio = Number((postgres.roundsPerSecond / tpcb).toFixed(3));
    console.log(
      `pgbench TPC-B (8 clients): ${tpcb} tps; flat-out wallet rounds / TPC-B = ${ratio} (goal ≥ 0.8); p99 ${postgres.paced.latencyP99Ms} ms at half that rate (goal < 15 ms), ${postgres.latencyP99Ms} ms flat out`,
    );
  }
  const share = Number((twoNodes.roundsPerSecond / postgres.roundsPerSecond).toFixed(3));
  console.log(
    `two api processes / one: ${share} (goal within 10 %: 0.9 to 1.1 on this machine's cores)`,
  );
} else {
  console.log(`PostgreSQL not reachable at ${postgresAdminUrl}: skipped its figures`);
}

writeResult('wallet-rounds', {
  players,
  pacedShareOfFlatOut,
  durationMs,
  warmUpMs,
  pglite,
  postgres,
  twoNodes,
  pgbenchTpcbTps: tpcb,
  goals: { ratioToTpcb: 0.8, p99Ms: 15, twoNodesShareOfOne: [0.9, 1.1] },
});
process.exit(0);
