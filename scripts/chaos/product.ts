// The product as the bank test runs it: on PGlite one process holding api, games and psp (the
// embedded database lives in it, so killing the api kills them all); on PostgreSQL three
// processes, of which only the api is killed. Started from the compiled servers, as `npm start`
// runs them, with their output in the run's folder.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { serverOutDir } from '../server-build.mjs';
import { pause } from './calls';

/** The embedded database; PostgreSQL with one api; two api nodes behind nginx and pgbouncer. */
export type DatabaseKind = 'pglite' | 'postgres' | 'scale';

export interface ProductOptions {
  kind: DatabaseKind;
  folder: string;
  portBase: number;
  /** PostgreSQL only: the test's own database. */
  databaseUrl?: string;
}

export interface Product {
  apiUrl: string;
  pspUrl: string;
  /** SIGKILL to the api (on PGlite, the one process), then started again; answers its downtime. */
  killApi: () => Promise<number>;
  /** PostgreSQL only: every connection of the test's database ended by the server. */
  cutDatabase: () => Promise<number>;
  stop: () => Promise<void>;
}

async function waitHealthy(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await pause(100);
  }
  throw new Error(`${url} not healthy after ${timeoutMs / 1000} s`);
}

function environment(options: ProductOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.portBase),
    GAMES_PORT: String(options.portBase + 1),
    PSP_PORT: String(options.portBase + 2),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(options.folder, 'data'),
    LOG_LEVEL: 'warn',
    // Hundreds of players sign in from this one address.
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    // The sandbox settles soon, so payments and payouts end within the run.
    PSP_SETTLE_DELAY_MS: '300',
    PSP_PAYOUT_DELAY_MS: '500',
    PAYOUT_SEND_INTERVAL_MS: '500',
  };
  if (options.kind === 'pglite') delete env.DATABASE_URL;
  else env.DATABASE_URL = options.databaseUrl;
  return env;
}

function startProcess(entry: string, options: ProductOptions, logName: string): ChildProcess {
  const log = openSync(path.join(options.folder, `${logName}.log`), 'a');
  return spawn(process.execPath, [path.join(serverOutDir, `${entry}.js`)], {
    env: environment(options),
    stdio: ['ignore', log, log],
  });
}

function killAndWait(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  return exited;
}

/** Opens a staff account before the product starts (PGlite lets one process in at a time). */
export function createStaff(options: ProductOptions, username: string, password: string): void {
  const created = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/create-staff.ts', username, 'admin'],
    { env: { ...environment(options), STAFF_PASSWORD: password }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`staff:create failed: ${created.stderr}`);
}

/** The process listening on a loopback port, as `ss` names it. */
function listenerPid(port: number): number | null {
  const listing = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing.stdout ?? '')?.[1];
  return pid === undefined ? null : Number(pid);
}

/**
 * `npm run scale` with two api nodes: nginx on `portBase`, the nodes on `portBase + 10` and
 * `+ 11`, pgbouncer on `+ 20`. The layout starts a node again when it dies; each kill takes the
 * nodes in turn, while nginx sends the calls to the other one.
 */
async function startScaleLayout(options: ProductOptions): Promise<Product> {
  const apiUrl = `http://127.0.0.1:${options.portBase}`;
  const pspUrl = `http://127.0.0.1:${options.portBase + 2}`;
  const nodePorts = [options.portBase + 10, options.portBase + 11];
  const log = openSync(path.join(options.folder, 'scale.log'), 'a');
  const layout = spawn(process.execPath, ['scripts/scale.mjs'], {
    env: {
      ...environment(options),
      SCALE_API_NODES: String(nodePorts.length),
      SCALE_API_PORT_BASE: String(nodePorts[0]),
      SCALE_PGBOUNCER_PORT: String(options.portBase + 20),
    },
    stdio: ['ignore', log, log],
  });
  await Promise.all(
    [apiUrl, pspUrl, `http://127.0.0.1:${options.portBase + 1}`].map((url) => waitHealthy(url)),
  );
  let kills = 0;
  return {
    apiUrl,
    pspUrl,
    async killApi() {
      const port = nodePorts[kills % nodePorts.length] ?? 0;
      kills += 1;
      const pid = listenerPid(port);
      if (pid === null) throw new Error(`no api node listens on ${port}`);
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      while (listenerPid(port) === pid) await pause(20);
      await waitHealthy(`http://127.0.0.1:${port}`);
      return Date.now() - killedAt;
    },
    cutDatabase: () => cutConnections(options),
    async stop() {
      await killAndWait(layout, 'SIGTERM');
    },
  };
}

/** Every connection of the test's database ended by the server; answers how many. */
async function cutConnections(options: ProductOptions): Promise<number> {
  if (!options.databaseUrl) throw new Error('the embedded database has no connection to cut');
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  const { rows } = await admin.query<{ ended: boolean }>(
    `select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );
  await admin.end();
  return rows.filter((row) => row.ended).length;
}

export async function startProduct(options: ProductOptions): Promise<Product> {
  if (options.kind === 'scale') return startScaleLayout(options);
  const apiUrl = `http://127.0.0.1:${options.portBase}`;
  const pspUrl = `http://127.0.0.1:${options.portBase + 2}`;
  const together = options.kind === 'pglite';
  let restarts = 0;
  const startApi = () => startProcess(together ? 'together' : 'api', options, `api-${restarts}`);
  let api = startApi();
  const providers = together
    ? []
    : [startProcess('games', options, 'games'), startProcess('psp', options, 'psp')];
  await Promise.all([
    waitHealthy(apiUrl),
    waitHealthy(pspUrl),
    waitHealthy(`http://127.0.0.1:${options.portBase + 1}`),
  ]);

  return {
    apiUrl,
    pspUrl,
    async killApi() {
      const killedAt = Date.now();
      await killAndWait(api, 'SIGKILL');
      restarts += 1;
      api = startApi();
      await waitHealthy(apiUrl);
      if (together) await waitHealthy(pspUrl);
      return Date.now() - killedAt;
    },
    cutDatabase: () => cutConnections(options),
    async stop() {
      await Promise.all([api, ...providers].map((child) => killAndWait(child, 'SIGTERM')));
    },
  };
}
