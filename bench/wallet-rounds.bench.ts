// Signed bet + win rounds per second through the wallet API over HTTP, 50 players playing at once,
// on PGlite and on PostgreSQL, beside pgbench's TPC-B measured in the same run; on PostgreSQL also
// with two api processes on the same database, the players split between them. Each round is one
// call (`/wallet/play`), as the games service plays a spin; WALLET_ROUND_CALLS=2 plays it as two
// (`/wallet/bet`, then `/wallet/win`), as a game with a decision does.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signPayload } from '@sorte/contracts/signing';
import { buildApp, fundPlayerForTest, loadConfig, openDatabase } from '../apps/api/test';
import {
  freshPostgresDatabase,
  liveSettings,
  postgresAdminUrl,
  postgresReachable,
  startLiveApi,
  stopService,
  waitForHealth,
  writeResult,
} from './support';
import { LeanHttpConnection } from './lean-http-connection';
import { buildProduct } from './product';
import { cpuMicrosPer, readCpu, switchesBetween } from './process-cpu';
import type { ContextSwitches } from './process-cpu';

const players = 50;
/** PGlite's flat-out phase, and each paced phase. */
const durationMs = 8_000;
/**
 * On PostgreSQL, the flat-out figures are taken in slices: pgbench (0), one api process (1) and
 * two (2) in turn, in every order of the three once. Each goes first, second and last equally
 * often and comes straight after each of the others equally often, so what one leaves behind
 * (pgbench's dirty pages, a layout's idle connections) falls on the others alike.
 */
const sliceOrders = [
  [0, 1, 2],
  [1, 2, 0],
  [2, 0, 1],
  [0, 2, 1],
  [2, 1, 0],
  [1, 0, 2],
] as const;
const slices = sliceOrders.length;
const sliceMs = 3_000;
/**
 * Played flat out before the measured phases and not counted: the api and the load generator are
 * JavaScript, compiled to fast code only once it has run a while, and each database connection
 * compiles the wallet's functions on its first call. pgbench, the yardstick, is C and needs none.
 */
const warmUpMs = 3_000;
/** The paced phase runs at this share of the flat-out rate: latency under a heavy but not saturating load. */
const pacedShareOfFlatOut = 0.5;
/** Wallet calls a round takes: one (a spin), or two for WALLET_ROUND_CALLS=2 (bet, then win). */
const callsPerRound = process.env.WALLET_ROUND_CALLS === '2' ? 2 : 1;
/** The live api's secret (`liveSettings`): calls are signed as the game provider signs them. */
const walletSecret = liveSettings.WALLET_SECRET;

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
): Promise<{ ok: boolean; win?: { ok: boolean } }> {
  const rawBody = JSON.stringify(body);
  const timestamp = String(Date.now());
  const answer = await connection.post(route, rawBody, {
    'x-wallet-timestamp': timestamp,
    'x-wallet-signature': signPayload(walletSecret, timestamp, rawBody),
  });
  return JSON.parse(answer) as { ok: boolean; win?: { ok: boolean } };
}

/** One round, as one call or two; each call's latency noted. Whether every call was accepted. */
async function playRound(
  connection: LeanHttpConnection,
  round: { token: string; gameId: number; currency: string; roundId: string },
  winMinor: number,
  latenciesMs: number[],
): Promise<boolean> {
  const bet = { transactionId: `${round.roundId}b`, amount: 100 };
  const win = { transactionId: `${round.roundId}w`, amount: winMinor };
  const started = performance.now();
  if (callsPerRound === 1) {
    const played = await signedPost(connection, '/wallet/play', { ...round, bet, win });
    latenciesMs.push(performance.now() - started);
    return played.ok && played.win?.ok === true;
  }
  const betAnswer = await signedPost(connection, '/wallet/bet', { ...round, ...bet });
  const betEnd = performance.now();
  const winAnswer = await signedPost(connection, '/wallet/win', { ...round, ...win });
  latenciesMs.push(betEnd - started, performance.now() - betEnd);
  return betAnswer.ok && winAnswer.ok;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function percentile(sorted: number[], fraction: number): number {
  return Number(
    (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0).toFixed(2),
  );
}

/** What one phase played: its rounds, how long they took, each call's latency, the CPU spent. */
interface Played {
  rounds: number;
  failures: number;
  seconds: number;
  latenciesMs: number[];
  /** CPU µs spent during the phase by the load generator, the api processes and PostgreSQL. */
  cpuMicros: { loadGenerator: number; api: number; postgres: number };
  /** Times each left its core: to wait (slept), or for another process while it could run. */
  switches: Record<'loadGenerator' | 'api' | 'postgres', ContextSwitches>;
}

/** Players on one database, with the api processes that serve them. */
interface Layout {
  ports: number[];
  apiPids: number[];
  prepared: Player[];
  stop: () => Promise<void>;
}

/**
 * Each player plays round after round on its own kept-alive connection: with no pause
 * (`roundIntervalMs` 0) this finds the most the wallet can do; with a pause it shows the latency
 * players feel at that load. CPU spent by the load generator, the api and PostgreSQL is read
 * around the phase, to show where the time goes. `phase` names the rounds, so it is new each time.
 */
async function playRounds(
  { ports, apiPids, prepared }: Layout,
  phase: string,
  roundIntervalMs: number,
  phaseMs = durationMs,
): Promise<Played> {
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
        const winMinor = round % 3 === 0 ? 250 : 0;
        if (await playRound(connection, { ...base, roundId }, winMinor, latenciesMs)) rounds += 1;
        else failures += 1;
        const restMs = roundIntervalMs - (performance.now() - roundStart);
        if (restMs > 0) await sleep(restMs);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = readCpu([process.pid, ...apiPids]);
  for (const connection of connections) connection.close();
  const spent = (whose: number[] | 'postgres') => cpuMicrosPer(cpuBefore, cpuAfter, whose, 1);
  const switched = (whose: number[] | 'postgres') => switchesBetween(cpuBefore, cpuAfter, whose);
  return {
    rounds,
    failures,
    seconds,
    latenciesMs,
    cpuMicros: {
      loadGenerator: spent([process.pid]),
      api: spent(apiPids),
      postgres: spent('postgres'),
    },
    switches: {
      loadGenerator: switched([process.pid]),
      api: switched(apiPids),
      postgres: switched('postgres'),
    },
  };
}

/** The figures of one or more phases taken together. */
function figuresOf(phases: Played[]) {
  const total = (figure: (phase: Played) => number) =>
    phases.reduce((sum, phase) => sum + figure(phase), 0);
  const rounds = total((phase) => phase.rounds);
  const seconds = total((phase) => phase.seconds);
  const latenciesMs = phases.flatMap((phase) => phase.latenciesMs).sort((a, b) => a - b);
  const perRound = (key: keyof Played['cpuMicros']) =>
    rounds > 0 ? Math.round(total((phase) => phase.cpuMicros[key]) / rounds) : 0;
  const switchesPerRound = (key: keyof Played['switches']) => {
    const perRound = (count: number) => (rounds > 0 ? Number((count / rounds).toFixed(2)) : 0);
    return {
      slept: perRound(total((phase) => phase.switches[key].slept)),
      preempted: perRound(total((phase) => phase.switches[key].preempted)),
    };
  };
  return {
    roundsPerSecond: Math.round(rounds / seconds),
    callsPerSecond: Math.round((rounds * callsPerRound) / seconds),
    latencyP50Ms: percentile(latenciesMs, 0.5),
    latencyP99Ms: percentile(latenciesMs, 0.99),
    failures: total((phase) => phase.failures),
    cpuMicrosPerRound: {
      loadGenerator: perRound('loadGenerator'),
      api: perRound('api'),
      postgres: perRound('postgres'),
    },
    switchesPerRound: {
      loadGenerator: switchesPerRound('loadGenerator'),
      api: switchesPerRound('api'),
      postgres: switchesPerRound('postgres'),
    },
  };
}

type Figures = ReturnType<typeof figuresOf>;

function describe(figures: Figures, database: string): string {
  const cpu = figures.cpuMicrosPerRound;
  const onPostgres = database.startsWith('PostgreSQL');
  const where = `CPU per round: load generator ${cpu.loadGenerator} µs, api ${cpu.api} µs${onPostgres ? `, PostgreSQL ${cpu.postgres} µs` : ' (database inside)'}`;
  const switches = figures.switchesPerRound;
  const each = (of: ContextSwitches) => `${of.slept}/${of.preempted}`;
  const left = `left a core per round, to wait/for another process: load generator ${each(switches.loadGenerator)}, api ${each(switches.api)}${onPostgres ? `, PostgreSQL ${each(switches.postgres)}` : ''}`;
  return `${figures.roundsPerSecond} rounds/s (${figures.callsPerSecond} wallet calls/s), p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms, failures ${figures.failures}; ${where}; ${left}`;
}

/** Prepares the players, starts `nodes` api processes from `firstPort` on, and warms them up. */
async function startLayout(
  database: { databaseUrl?: string; dataDir?: string },
  nodes: number,
  firstPort: number,
): Promise<Layout> {
  const prepared = await preparePlayers(database);
  const ports = Array.from({ length: nodes }, (_, index) => firstPort + index);
  const apis = ports.map((port) => {
    const env: Record<string, string> = { PORT: String(port), DATABASE_POOL_SIZE: '20' };
    if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
    if (database.dataDir) env.DATA_DIR = database.dataDir;
    return startLiveApi(env);
  });
  const layout: Layout = {
    ports,
    apiPids: apis.map((api) => api.pid ?? 0),
    prepared,
    stop: async () => {
      await Promise.all(apis.map((api) => stopService(api)));
    },
  };
  try {
    for (const port of ports) await waitForHealth(`http://127.0.0.1:${port}/healthz`);
    await playRounds(layout, 'warm', 0, warmUpMs);
  } catch (error) {
    await layout.stop();
    throw error;
  }
  return layout;
}

/** Each player paced so that all of them together play half the flat-out rate. */
async function playPaced(layout: Layout, label: string, flatOut: Figures) {
  const roundIntervalMs = Math.round(
    (layout.prepared.length * 1000) / Math.max(1, flatOut.roundsPerSecond * pacedShareOfFlatOut),
  );
  const paced = figuresOf([await playRounds(layout, 'paced', roundIntervalMs)]);
  console.log(
    `${label}, each player one round every ${roundIntervalMs} ms: ${describe(paced, label)}`,
  );
  return { ...paced, roundIntervalMs };
}

/** PGlite: one process owns the database, so one api process, flat out and then paced. */
async function measureAlone(label: string, database: { dataDir: string }) {
  const layout = await startLayout(database, 1, 19180);
  try {
    const flatOut = figuresOf([await playRounds(layout, 'max', 0)]);
    console.log(`${label}, flat out: ${describe(flatOut, label)}`);
    return { ...flatOut, paced: await playPaced(layout, label, flatOut) };
  } finally {
    await layout.stop();
  }
}

function pgbenchInitialised(databaseUrl: string): boolean {
  return (
    spawnSync('pgbench', ['-i', '-s', '10', '-q', databaseUrl], { encoding: 'utf8' }).status === 0
  );
}

function pgbenchTps(databaseUrl: string, seconds: number): number {
  const run = spawnSync('pgbench', ['-c', '8', '-j', '2', '-T', String(seconds), databaseUrl], {
    encoding: 'utf8',
  });
  const match = /tps = ([\d.]+)/.exec(run.stdout);
  if (!match) throw new Error(`pgbench did not run: ${run.stderr}`);
  return Number(match[1]);
}

/**
 * PostgreSQL: pgbench's TPC-B, one api process and two (each on its own database) measured flat
 * out in turn, in short slices, in every order of the three (`sliceOrders`); each figure is over
 * its slices together. A shared host's speed drifts from one minute to the next (here a
 * layout measured twice, a minute apart, has given 0.67× and 0.89× TPC-B): measured in one long
 * phase each, a ratio said as much about that drift as about the wallet. Then each layout is paced
 * at half its own flat-out rate.
 */
async function measureOnPostgres() {
  const pgbenchUrl = await freshPostgresDatabase('sorte_bench_pgbench');
  if (!pgbenchInitialised(pgbenchUrl)) throw new Error('pgbench could not initialise its tables');
  const one = await startLayout(
    { databaseUrl: await freshPostgresDatabase('sorte_bench_wallet') },
    1,
    19180,
  );
  const two = await startLayout(
    { databaseUrl: await freshPostgresDatabase('sorte_bench_wallet_nodes') },
    2,
    19190,
  );
  try {
    const tpsBySlice: number[] = [];
    const oneBySlice: Played[] = [];
    const twoBySlice: Played[] = [];
    for (const [slice, order] of sliceOrders.entries()) {
      const turns = [
        async () => tpsBySlice.push(pgbenchTps(pgbenchUrl, sliceMs / 1000)),
        async () => oneBySlice.push(await playRounds(one, `max${slice}`, 0, sliceMs)),
        async () => twoBySlice.push(await playRounds(two, `max${slice}`, 0, sliceMs)),
      ];
      for (const turn of order) await turns[turn]?.();
    }
    const tpcb = Math.round(tpsBySlice.reduce((sum, tps) => sum + tps, 0) / slices);
    const flatOne = figuresOf(oneBySlice);
    const flatTwo = figuresOf(twoBySlice);
    const label = 'PostgreSQL';
    const labelTwo = 'PostgreSQL, two api processes';
    console.log(`${label}, flat out: ${describe(flatOne, label)}`);
    console.log(`${labelTwo}, flat out: ${describe(flatTwo, labelTwo)}`);
    const postgres = { ...flatOne, paced: await playPaced(one, label, flatOne) };
    const twoNodes = { ...flatTwo, paced: await playPaced(two, labelTwo, flatTwo) };
    const ratio = Number((postgres.roundsPerSecond / tpcb).toFixed(3));
    const share = Number((twoNodes.roundsPerSecond / postgres.roundsPerSecond).toFixed(3));
    const rateOf = (played: Played) => played.rounds / played.seconds;
    const bySlice = tpsBySlice.map((tps, slice) => ({
      tpcbTps: Math.round(tps),
      ratioToTpcb: Number((rateOf(oneBySlice[slice] as Played) / tps).toFixed(3)),
      twoNodesShareOfOne: Number(
        (rateOf(twoBySlice[slice] as Played) / rateOf(oneBySlice[slice] as Played)).toFixed(3),
      ),
    }));
    console.log(
      `pgbench TPC-B (8 clients): ${tpcb} tps; flat-out wallet rounds / TPC-B = ${ratio} (goal ≥ 0.8); p99 ${postgres.paced.latencyP99Ms} ms at half that rate (goal < 15 ms), ${postgres.latencyP99Ms} ms flat out`,
    );
    console.log(
      `two api processes / one: ${share} (goal within 10 %: 0.9 to 1.1 on this machine's cores)`,
    );
    console.log(
      `by slice (${slices} of ${sliceMs / 1000} s each): TPC-B ${bySlice.map((each) => each.tpcbTps).join(', ')} tps; wallet / TPC-B ${bySlice.map((each) => each.ratioToTpcb).join(', ')}; two / one ${bySlice.map((each) => each.twoNodesShareOfOne).join(', ')}`,
    );
    return { postgres, twoNodes, tpcb, bySlice };
  } finally {
    await one.stop();
    await two.stop();
  }
}

buildProduct();
console.log(
  callsPerRound === 1
    ? 'Each round one call (/wallet/play), as the games service plays a spin.'
    : 'Each round two calls (/wallet/bet, then /wallet/win), as a game with a decision plays it.',
);
const dataRoot = mkdtempSync(path.join(tmpdir(), 'sorte-wallet-bench-'));
const pglite = process.env.BENCH_SKIP_PGLITE
  ? null
  : await measureAlone('PGlite', { dataDir: dataRoot });
rmSync(dataRoot, { recursive: true, force: true });

let onPostgres = null;
if (await postgresReachable()) {
  onPostgres = await measureOnPostgres();
} else {
  console.log(`PostgreSQL not reachable at ${postgresAdminUrl}: skipped its figures`);
}

writeResult('wallet-rounds', {
  players,
  callsPerRound,
  pacedShareOfFlatOut,
  durationMs,
  warmUpMs,
  slices,
  sliceMs,
  pglite,
  postgres: onPostgres?.postgres ?? null,
  twoNodes: onPostgres?.twoNodes ?? null,
  pgbenchTpcbTps: onPostgres?.tpcb ?? null,
  bySlice: onPostgres?.bySlice ?? null,
  goals: { ratioToTpcb: 0.8, p99Ms: 15, twoNodesShareOfOne: [0.9, 1.1] },
});
process.exit(0);
