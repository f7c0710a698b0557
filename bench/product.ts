// The whole product as a person starts it (`npm start`), for benchmarks that need it running:
// built first, started on ports of the benchmark's own, waited for, and stopped with everything
// it started.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { liveSettings } from './support';

export interface ProductPorts {
  api: number;
  games: number;
  psp: number;
}

/** Three ports from `BENCH_PORT_BASE` (or the benchmark's default), apart from other runs'. */
export function benchPorts(defaultBase: number): ProductPorts {
  const base = Number(process.env.BENCH_PORT_BASE ?? defaultBase);
  return { api: base, games: base + 1, psp: base + 2 };
}

/**
 * Builds what `npm start` would otherwise build while being measured: the player app and the game
 * pages when missing (or always, for `fresh`), and the servers.
 */
export function buildProduct(options: { fresh?: readonly ('@sorte/web' | '@sorte/games')[] } = {}) {
  const builds: [string, '@sorte/web' | '@sorte/games'][] = [
    ['apps/web/dist/index.html', '@sorte/web'],
    ['apps/games/dist/lucky-tiger.html', '@sorte/games'],
  ];
  for (const [marker, workspace] of builds) {
    if (existsSync(marker) && !options.fresh?.includes(workspace)) continue;
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`building ${workspace} failed`);
  }
  const build = spawnSync(process.execPath, ['scripts/build-servers.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('compiling the servers failed');
}

/**
 * `npm start` with the given ports and environment, in a process group of its own, with the
 * settings a live operator runs (`liveSettings`).
 */
export function npmStart(ports: ProductPorts, env: Record<string, string>): ChildProcess {
  // The npm that runs this benchmark, so the command measured is the one people type.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli ? [process.execPath, [npmCli, 'start']] : ['npm', ['start']];
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(ports.api),
    GAMES_PORT: String(ports.games),
    PSP_PORT: String(ports.psp),
    LOG_LEVEL: 'warn',
    ...liveSettings,
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  return spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: childEnv,
    detached: true,
  });
}

const requestTimeoutMs = 15_000;

async function isHealthy(port: number): Promise<boolean> {
  try {
    const signal = AbortSignal.timeout(requestTimeoutMs);
    return (await fetch(`http://127.0.0.1:${port}/healthz`, { signal })).ok;
  } catch {
    return false;
  }
}

/** Seconds from `startedAt` (performance.now()) until every service's /healthz answers 200. */
export async function waitForAllHealthy(
  ports: ProductPorts,
  startedAt: number,
  timeoutMs = 120_000,
): Promise<number> {
  const pending = new Set(Object.values(ports));
  while (pending.size > 0) {
    if (performance.now() - startedAt > timeoutMs) {
      throw new Error(`not healthy after ${timeoutMs} ms: ports ${[...pending].join(', ')}`);
    }
    for (const port of [...pending]) if (await isHealthy(port)) pending.delete(port);
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return (performance.now() - startedAt) / 1000;
}

/** Stops the whole group: npm, the shell it runs and every service. */
export function stopTree(child: ChildProcess): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      signalGroup('SIGKILL');
      return resolve();
    }
    const forced = setTimeout(() => signalGroup('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(forced);
      resolve();
    });
    signalGroup('SIGTERM');
  });
}

/** The product started and healthy; `stop` ends it. */
export async function startProduct(
  ports: ProductPorts,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const child = npmStart(ports, env);
  try {
    await waitForAllHealthy(ports, performance.now());
  } catch (error) {
    await stopTree(child);
    throw error;
  }
  return { child, stop: () => stopTree(child) };
}
