// What the product holds at rest and how fast it starts. Runs `npm start` exactly as a person
// would, on the embedded database and (when reachable) on PostgreSQL: seconds from the command to
// all three /healthz answering 200, then a short journey across every service (sign-in, 18+
// setup, account, a deposit at the payment provider, a game launch and its page), then the
// resident memory (RSS) of every process the command started, npm itself included.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { benchPorts, buildProduct, npmStart, stopTree, waitForAllHealthy } from './product';
import { freshPostgresDatabase, postgresReachable, writeResult } from './support';
import { readProcessTree } from './process-tree';
import type { ProcessReading } from './process-tree';

// Apart from the other benchmarks' ports, so they never meet a leftover of this one.
const ports = benchPorts(19180);
/** How long the services are left alone after the journey before their memory is read. */
const settleMs = 5_000;
const requestTimeoutMs = 15_000;

interface StartFigures {
  label: string;
  secondsToHealthy: number;
  /**
   * CPU time the command's processes spent until then: unlike the seconds, it hardly depends on
   * what else the machine is doing.
   */
  cpuSecondsToHealthy: number;
  processes: ProcessReading[];
  totalRssMb: number;
}

interface RunFigures {
  /** The first start on an empty data folder or database: it creates and migrates it. */
  first: StartFigures;
  /** A start on the data the first one left: what `npm start` costs every other day. */
  again: StartFigures;
}

async function post(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(requestTimeoutMs),
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function get(url: string): Promise<void> {
  const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/** A player's first minute: every service and every database answers at least once. */
async function walkThrough(journey: number): Promise<void> {
  const api = `http://127.0.0.1:${ports.api}`;
  const deviceId = `restbench${journey}${Date.now()}`.padEnd(24, '0');
  const login = (await post(`${api}/user/login`, { loginType: 1, deviceId })).data as {
    token: string;
  };
  const token = login.token;
  await post(
    `${api}/user/confirmAge`,
    { username: `rest${Date.now() % 1e9}`, birthDate: '1990-05-17', termsAccepted: true },
    token,
  );
  await post(`${api}/v1/bus/accountInfo`, {}, token);
  await get(`${api}/`);
  const order = (await post(`${api}/charge/create/order`, { amount: 2000 }, token)).data as {
    payUrl?: string;
  };
  if (order.payUrl) await get(order.payUrl.replace('localhost', '127.0.0.1'));
  const launch = (await post(`${api}/game/joinGame`, { gameId: 66121 }, token)).data as {
    jumpUrl: string;
  };
  const playUrl = new URL(launch.jumpUrl);
  await get(playUrl.toString().replace('localhost', '127.0.0.1'));
  await post(`http://127.0.0.1:${ports.games}/api/session`, {
    token: playUrl.searchParams.get('token'),
    gameId: 66121,
    currency: playUrl.searchParams.get('currency'),
  });
}

async function startOnce(label: string, env: Record<string, string>): Promise<StartFigures> {
  const startedAt = performance.now();
  const child = npmStart(ports, env);
  try {
    const secondsToHealthy = await waitForAllHealthy(ports, startedAt);
    const cpuSecondsToHealthy = readProcessTree(child.pid ?? 0).reduce(
      (sum, entry) => sum + entry.cpuSeconds,
      0,
    );
    for (let journey = 0; journey < 3; journey += 1) await walkThrough(journey);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const processes = readProcessTree(child.pid ?? 0);
    const totalRssMb = processes.reduce((sum, entry) => sum + entry.rssMb, 0);
    const figures = {
      label,
      secondsToHealthy: round(secondsToHealthy, 2),
      cpuSecondsToHealthy: round(cpuSecondsToHealthy, 2),
      processes,
      totalRssMb,
    };
    print(figures);
    return figures;
  } finally {
    await stopTree(child);
  }
}

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

function print(figures: StartFigures): void {
  console.log(
    `${figures.label}: healthy in ${figures.secondsToHealthy} s (${figures.cpuSecondsToHealthy} s of CPU), ${figures.totalRssMb} MB RSS in all`,
  );
  for (const entry of figures.processes) {
    console.log(
      `  ${String(entry.rssMb).padStart(5)} MB (peak ${String(entry.peakRssMb).padStart(5)})  ${entry.command}`,
    );
  }
}

async function measure(label: string, env: Record<string, string>): Promise<RunFigures> {
  const first = await startOnce(`${label}, first start`, env);
  const again = await startOnce(`${label}, next start`, env);
  return { first, again };
}

buildProduct();
const loadAverage = os.loadavg().map((value) => round(value, 2));
console.log(`load average before: ${loadAverage.join(' ')} on ${os.cpus().length} cores`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-rest-'));
let pglite: RunFigures;
try {
  pglite = await measure('PGlite', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

let postgres: RunFigures | null = null;
if (await postgresReachable()) {
  const url = await freshPostgresDatabase('sorte_bench_rest');
  postgres = await measure('PostgreSQL', { DATABASE_URL: url });
} else {
  console.log('PostgreSQL not reachable: skipped its figures');
}

writeResult('at-rest', {
  loadAverageBefore: loadAverage,
  loadAverageAfter: os.loadavg().map((value) => round(value, 2)),
  cores: os.cpus().length,
  pglite,
  postgres,
  goals: { pgliteTotalRssMb: 1000, postgresServiceRssMb: 200, secondsToHealthy: 5 },
});
process.exit(0);
