// The player API as 200 people use it at once: each simulated player has a connection of its own,
// signs in as a guest (a new device, so a new player), completes the 18+ setup, and then, with a
// pause of 0.5–2 s between taps, looks at the account and the game list most often, at the
// statement or the deposit list sometimes, opens the deposit drawer now and then (starting a
// deposit at the payment provider half of those times) and signs in again rarely. Measured on
// PostgreSQL (a fresh database, each service in its own process) and on the embedded PGlite (one
// process), both started as `npm start` starts them: the latency of every call in a fixed window
// after a warm-up, each answer checked (2xx and `success: true`), and the resident memory (RSS)
// and CPU of each service at rest, under the load and after it.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { benchPorts, buildProduct, startProduct } from './product';
import { freshPostgresDatabase, postgresReachable, writeResult } from './support';
import { LeanHttpConnection } from './lean-http-connection';
import type { LeanAnswer } from './lean-http-connection';
import { readProcessTree } from './process-tree';
import { postgresBackendsCpuMs } from './process-cpu';

// Apart from the other benchmarks' ports, so they never meet a leftover of this one.
const ports = benchPorts(19280);
const players = 200;
/**
 * Players arrive one after another over this time rather than all in the same instant (each
 * arrival is a sign-up, an 18+ setup and a first account answer: 200 in 10 s kept the embedded
 * database's queue growing on two busy cores)…
 */
const arrivalMs = 30_000;
/** …and the calls are counted only from here on, once all of them are playing… */
const warmUpMs = 35_000;
/** …for this long. */
const measuredMs = 45_000;
/** A player's pause between two taps, drawn evenly from this range. */
const thinkMs = { min: 500, max: 2_000 };
/** A call not answered in this time counts as failed, and its connection is replaced. */
const requestTimeoutMs = 15_000;
const memorySampleMs = 500;
/** How long the services are left alone before their memory at rest is read, and after the load. */
const settleMs = 5_000;
const p99GoalMs = 200;

/**
 * What a player does after each pause, and how often, like a session in the app: the balance and
 * the lobby are refreshed most; the statement and the deposit list opened sometimes; the deposit
 * drawer seldom (and a deposit started from it one time in two); a sign-in again rarely.
 */
const actionWeights = {
  account: 34,
  gameList: 30,
  statement: 12,
  depositOrders: 10,
  depositDrawer: 8,
  loginAgain: 3,
} as const;
type Action = keyof typeof actionWeights;
const depositShareOfDrawers = 0.5;

/** The calls, by the names the tables print. */
const calls = {
  login: '/user/login',
  confirmAge: '/user/confirmAge',
  accountInfo: '/v1/bus/accountInfo',
  gameList: '/game/list',
  statement: '/v1/bus/statement',
  chargeOrderList: '/charge/order/list',
  chargeAmountList: '/charge/amount/list',
  createChargeOrder: '/charge/create/order',
} as const;
type Call = keyof typeof calls;

interface Envelope {
  success?: boolean;
  msgCode?: string;
  msg?: string;
  data?: unknown;
}

interface CallRecord {
  call: Call;
  startedAtMs: number;
  latencyMs: number;
  ok: boolean;
}

interface Failure {
  call: Call;
  what: string;
  count: number;
}

class Recorder {
  readonly records: CallRecord[] = [];
  private readonly failures = new Map<string, Failure>();

  record(call: Call, startedAtMs: number, latencyMs: number, ok: boolean, what?: string): void {
    this.records.push({ call, startedAtMs, latencyMs, ok });
    if (ok || what === undefined) return;
    const key = `${call} ${what}`;
    const failure = this.failures.get(key) ?? { call, what, count: 0 };
    failure.count += 1;
    this.failures.set(key, failure);
  }

  failureList(): Failure[] {
    return [...this.failures.values()].sort((left, right) => right.count - left.count);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function round(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

function decode(answer: LeanAnswer): Envelope | null {
  try {
    const bytes =
      answer.contentEncoding === 'br'
        ? brotliDecompressSync(answer.body)
        : answer.contentEncoding === 'gzip'
          ? gunzipSync(answer.body)
          : answer.body;
    return JSON.parse(bytes.toString('utf8')) as Envelope;
  } catch {
    return null;
  }
}

/**
 * One player's side of the conversation: one kept-alive connection, opened again if the server
 * closes it or a call takes too long. Every call is timed and its answer checked.
 */
class SimulatedPlayer {
  private connection: LeanHttpConnection;
  token = '';

  constructor(
    private readonly recorder: Recorder,
    private readonly clockStartMs: number,
  ) {
    this.connection = new LeanHttpConnection('127.0.0.1', ports.api);
  }

  /** The answer's data when the call succeeded; null (and a failure recorded) otherwise. */
  async call(call: Call, body: object): Promise<Record<string, unknown> | null> {
    const headers: Record<string, string> = {
      // What a phone's browser sends: the api compresses the answers worth it.
      'accept-encoding': 'br, gzip',
      'accept-language': 'pt-BR,pt;q=0.9',
    };
    if (this.token) headers['access-token'] = this.token;
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        this.connection.send(calls[call], JSON.stringify(body), headers),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no answer in time')), requestTimeoutMs);
        }),
      ]);
      const latencyMs = performance.now() - started;
      const envelope = decode(answer);
      const ok = answer.status >= 200 && answer.status < 300 && envelope?.success === true;
      const what = `${answer.status} ${envelope?.msgCode ?? 'unreadable'}: ${envelope?.msg ?? ''}`;
      this.recorder.record(call, started - this.clockStartMs, latencyMs, ok, what);
      return ok ? ((envelope?.data ?? {}) as Record<string, unknown>) : null;
    } catch (error) {
      const latencyMs = performance.now() - started;
      this.recorder.record(call, started - this.clockStartMs, latencyMs, false, String(error));
      this.connection.close();
      this.connection = new LeanHttpConnection('127.0.0.1', ports.api);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  close(): void {
    this.connection.close();
  }
}

function pickAction(): Action {
  const entries = Object.entries(actionWeights) as [Action, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let draw = Math.random() * total;
  for (const [action, weight] of entries) {
    draw -= weight;
    if (draw < 0) return action;
  }
  return 'account';
}

async function signIn(player: SimulatedPlayer, deviceId: string): Promise<boolean> {
  player.token = '';
  const login = await player.call('login', { loginType: 1, deviceId });
  if (typeof login?.token !== 'string') return false;
  player.token = login.token;
  return true;
}

async function act(player: SimulatedPlayer, action: Action, deviceId: string): Promise<void> {
  switch (action) {
    case 'account':
      await player.call('accountInfo', {});
      return;
    case 'gameList':
      await player.call('gameList', {});
      return;
    case 'statement':
      await player.call('statement', { pageSize: 20 });
      return;
    case 'depositOrders':
      await player.call('chargeOrderList', { pageSize: 20 });
      return;
    case 'depositDrawer': {
      const drawer = await player.call('chargeAmountList', {});
      if (!drawer || Math.random() >= depositShareOfDrawers) return;
      const options = drawer.list as { orderAmount: number }[];
      const chosen = options[(drawer.preselectedIndex as number | null) ?? 0] ?? options[0];
      if (!chosen) throw new Error('the deposit drawer offers no amount');
      await player.call('createChargeOrder', { amount: chosen.orderAmount });
      return;
    }
    case 'loginAgain':
      if (await signIn(player, deviceId)) await player.call('accountInfo', {});
      return;
  }
}

/** One player from arrival to the end of the run. */
async function playSession(
  index: number,
  recorder: Recorder,
  clockStartMs: number,
  endAtMs: number,
): Promise<void> {
  await sleep((arrivalMs * index) / players);
  const player = new SimulatedPlayer(recorder, clockStartMs);
  const deviceId = `playermix${String(index).padStart(4, '0')}device`;
  const think = () => sleep(thinkMs.min + Math.random() * (thinkMs.max - thinkMs.min));
  try {
    // A refused sign-in is tried again after a pause, as the app would.
    while (!(await signIn(player, deviceId))) {
      if (performance.now() >= endAtMs) return;
      await think();
    }
    await player.call('confirmAge', {
      username: `mix${index}`,
      birthDate: '1990-05-17',
      termsAccepted: true,
    });
    await player.call('accountInfo', {});
    while (performance.now() < endAtMs) {
      await think();
      if (performance.now() >= endAtMs) break;
      await act(player, pickAction(), deviceId);
    }
  } finally {
    player.close();
  }
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(sorted.length * fraction));
  return round(sorted[Math.min(sorted.length, rank) - 1] ?? 0, 1);
}

interface LatencyFigures {
  count: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
}

function latencyFigures(records: CallRecord[], seconds: number): LatencyFigures {
  const sorted = records.map((record) => record.latencyMs).sort((left, right) => left - right);
  return {
    count: records.length,
    perSecond: round(records.length / seconds, 1),
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    maxMs: round(sorted.at(-1) ?? 0, 1),
    failed: records.filter((record) => !record.ok).length,
  };
}

function figuresByCall(records: CallRecord[], seconds: number) {
  const byCall: Partial<Record<Call, LatencyFigures>> = {};
  for (const call of Object.keys(calls) as Call[]) {
    const ofCall = records.filter((record) => record.call === call);
    if (ofCall.length > 0) byCall[call] = latencyFigures(ofCall, seconds);
  }
  return { all: latencyFigures(records, seconds), byCall };
}

/** Which process is which service: by the compiled entry it runs. */
interface ServiceMatch {
  name: string;
  command: RegExp;
}

const oneProcessPerService: ServiceMatch[] = [
  { name: 'api', command: /dist\/server\/api\.js/ },
  { name: 'games', command: /dist\/server\/games\.js/ },
  { name: 'psp', command: /dist\/server\/psp\.js/ },
];
const allInOneProcess: ServiceMatch[] = [
  // The launcher itself: on the embedded database it serves all three (not the shell npm runs it in).
  { name: 'api + games + psp', command: /^node scripts\/start\.mjs/ },
];

interface ServiceReading {
  rssMb: number;
  cpuSeconds: number;
}

function readServices(rootPid: number, services: ServiceMatch[]): Map<string, ServiceReading> {
  const readings = new Map<string, ServiceReading>();
  const processes = readProcessTree(rootPid);
  for (const service of services) {
    const found = processes.find((entry) => service.command.test(entry.command));
    if (found) readings.set(service.name, { rssMb: found.rssMb, cpuSeconds: found.cpuSeconds });
  }
  return readings;
}

interface ServiceFigures {
  name: string;
  rssAtRestMb: number;
  rssPeakUnderLoadMb: number;
  rssAfterMb: number;
  /** CPU spent during the measured window. */
  cpuSeconds: number;
}

async function measure(
  label: string,
  env: Record<string, string>,
  services: ServiceMatch[],
  postgresDatabase: string | null = null,
) {
  const { child, stop } = await startProduct(ports, {
    // One address signs up every simulated player: the login limit would otherwise refuse the
    // 61st within a minute.
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_FAILURES_PER_HOUR_PER_ADDRESS: '100000',
    ...env,
  });
  try {
    const rootPid = child.pid ?? 0;
    await sleep(settleMs);
    const atRest = readServices(rootPid, services);
    const peakRssMb = new Map<string, number>();
    const sampler = setInterval(() => {
      for (const [name, reading] of readServices(rootPid, services)) {
        peakRssMb.set(name, Math.max(peakRssMb.get(name) ?? 0, reading.rssMb));
      }
    }, memorySampleMs);

    const recorder = new Recorder();
    const clockStartMs = performance.now();
    const windowStartMs = warmUpMs;
    const windowEndMs = warmUpMs + measuredMs;
    let cpuAtWindowStart = new Map<string, ServiceReading>();
    let generatorCpuAtWindowStart = process.cpuUsage();
    const postgresMs = () => (postgresDatabase ? postgresBackendsCpuMs(postgresDatabase) : 0);
    let postgresMsAtWindowStart = 0;
    const windowStarted = sleep(windowStartMs).then(() => {
      cpuAtWindowStart = readServices(rootPid, services);
      generatorCpuAtWindowStart = process.cpuUsage();
      postgresMsAtWindowStart = postgresMs();
    });
    await Promise.all(
      Array.from({ length: players }, (_, index) =>
        playSession(index, recorder, clockStartMs, clockStartMs + windowEndMs),
      ),
    );
    await windowStarted;
    const cpuAtWindowEnd = readServices(rootPid, services);
    // The last minute's average, about the measured window: what else the machine was doing.
    const loadAverageOneMinute = round(os.loadavg()[0] ?? 0, 2);
    const generatorCpu = process.cpuUsage(generatorCpuAtWindowStart);
    const postgresCpuSeconds = (postgresMs() - postgresMsAtWindowStart) / 1000;
    clearInterval(sampler);

    await sleep(settleMs);
    const after = readServices(rootPid, services);
    const serviceFigures: ServiceFigures[] = services.map(({ name }) => ({
      name,
      rssAtRestMb: atRest.get(name)?.rssMb ?? 0,
      rssPeakUnderLoadMb: peakRssMb.get(name) ?? 0,
      rssAfterMb: after.get(name)?.rssMb ?? 0,
      cpuSeconds: round(
        (cpuAtWindowEnd.get(name)?.cpuSeconds ?? 0) - (cpuAtWindowStart.get(name)?.cpuSeconds ?? 0),
        1,
      ),
    }));

    const measuredSeconds = measuredMs / 1000;
    const inWindow = recorder.records.filter(
      (record) => record.startedAtMs >= windowStartMs && record.startedAtMs < windowEndMs,
    );
    const arrivals = recorder.records.filter((record) => record.startedAtMs < windowStartMs);
    const figures = {
      label,
      measured: figuresByCall(inWindow, measuredSeconds),
      warmUp: figuresByCall(arrivals, warmUpMs / 1000),
      loadAverageOneMinute,
      failures: recorder.failureList(),
      services: serviceFigures,
      cpuSecondsInWindow: {
        loadGenerator: round((generatorCpu.user + generatorCpu.system) / 1e6, 1),
        postgres: postgresDatabase ? round(postgresCpuSeconds, 1) : null,
      },
    };
    print(figures, measuredSeconds);
    return figures;
  } finally {
    await stop();
  }
}

function print(figures: Awaited<ReturnType<typeof measure>>, measuredSeconds: number): void {
  const { all, byCall } = figures.measured;
  console.log(
    `\n${figures.label}: ${players} players, ${all.count} calls in ${measuredSeconds} s = ${all.perSecond} calls/s after a ${warmUpMs / 1000} s warm-up (load average ${figures.loadAverageOneMinute} on ${os.cpus().length} cores)`,
  );
  const row = (name: string, entry: LatencyFigures) =>
    `  ${name.padEnd(22)} ${String(entry.count).padStart(6)} ${String(entry.perSecond).padStart(7)} ${[
      entry.p50Ms,
      entry.p95Ms,
      entry.p99Ms,
      entry.maxMs,
    ]
      .map((value) => value.toFixed(1).padStart(8))
      .join('')} ${String(entry.failed).padStart(7)}`;
  console.log(
    `  ${'call'.padEnd(22)} ${'count'.padStart(6)} ${'/s'.padStart(7)}${['p50 ms', 'p95 ms', 'p99 ms', 'max ms'].map((title) => title.padStart(8)).join('')} ${'failed'.padStart(7)}`,
  );
  for (const [call, entry] of Object.entries(byCall)) console.log(row(calls[call as Call], entry));
  console.log(row('all calls', all));
  console.log(
    `  p99 of all calls ${all.p99Ms} ms (goal < ${p99GoalMs} ms: ${all.p99Ms < p99GoalMs ? 'held' : 'NOT held'})`,
  );
  const arrivalLogin = figures.warmUp.byCall.login;
  const arrivalAge = figures.warmUp.byCall.confirmAge;
  if (arrivalLogin && arrivalAge) {
    console.log(
      `  warm-up (players arriving over ${arrivalMs / 1000} s): login p50 ${arrivalLogin.p50Ms} ms, p99 ${arrivalLogin.p99Ms} ms; 18+ setup p50 ${arrivalAge.p50Ms} ms, p99 ${arrivalAge.p99Ms} ms; ${figures.warmUp.all.failed} failed of ${figures.warmUp.all.count}`,
    );
  }
  console.log(
    `  ${'service'.padEnd(22)} ${'RSS at rest'.padStart(12)} ${'peak (load)'.padStart(12)} ${'after'.padStart(8)} ${'CPU s in window'.padStart(16)}`,
  );
  for (const service of figures.services) {
    console.log(
      `  ${service.name.padEnd(22)} ${`${service.rssAtRestMb} MB`.padStart(12)} ${`${service.rssPeakUnderLoadMb} MB`.padStart(12)} ${`${service.rssAfterMb} MB`.padStart(8)} ${String(service.cpuSeconds).padStart(16)}`,
    );
  }
  const cpu = figures.cpuSecondsInWindow;
  console.log(
    `  CPU s in the window: load generator ${cpu.loadGenerator}${cpu.postgres === null ? '' : `, PostgreSQL ${cpu.postgres} (the backends serving its database)`}`,
  );
  if (figures.failures.length === 0) console.log('  failed calls: none');
  for (const failure of figures.failures) {
    console.log(`  failed ${failure.count}×: ${calls[failure.call]} ${failure.what}`);
  }
}

buildProduct();
const loadAverageBefore = os.loadavg().map((value) => round(value, 2));
console.log(`load average before: ${loadAverageBefore.join(' ')} on ${os.cpus().length} cores`);

let postgres = null;
if (await postgresReachable()) {
  const database = 'sorte_bench_player_mix';
  const url = await freshPostgresDatabase(database);
  postgres = await measure('PostgreSQL', { DATABASE_URL: url }, oneProcessPerService, database);
} else {
  console.log('PostgreSQL not reachable: skipped its figures');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-player-mix-'));
let pglite;
try {
  pglite = await measure('PGlite', { DATA_DIR: dataDir }, allInOneProcess);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

writeResult('player-mix', {
  players,
  arrivalMs,
  warmUpMs,
  measuredMs,
  thinkMs,
  actionWeights,
  depositShareOfDrawers,
  loadAverageBefore,
  loadAverageAfter: os.loadavg().map((value) => round(value, 2)),
  cores: os.cpus().length,
  postgres,
  pglite,
  goals: { p99Ms: p99GoalMs },
});
process.exit(0);
