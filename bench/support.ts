import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverOutDir } from '../scripts/server-build.mjs';

export const postgresAdminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function writeResult(name: string, result: unknown): void {
  mkdirSync('bench/results', { recursive: true });
  const file = path.join('bench/results', `${name}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...(result as object) }, null, 2)}\n`,
  );
  console.log(`wrote ${file}`);
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: postgresAdminUrl,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh database for one benchmark run, so figures never depend on earlier runs. */
export async function freshPostgresDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Node's flags for a service: BENCH_PROFILE_DIR=/some/dir writes a CPU profile of each. */
function profileFlags(): string[] {
  return process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
}

/** A TypeScript entry of the benchmarks' own (a bare server to compare with), run through tsx. */
export function startService(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...profileFlags(), '--import', 'tsx', entry], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
}

/**
 * What a live operator's servers run with: NODE_ENV=production (no answer held to its schema on
 * the way out, no client overrides), and so secrets and an operator identity of their own, which
 * production requires. Benchmarks measure the product as it runs live, not its development checks.
 */
export const liveSettings = {
  NODE_ENV: 'production',
  WALLET_SECRET: 'bench-wallet-secret-for-measuring-only',
  PSP_SECRET: 'bench-psp-secret-for-measuring-only',
  OPERATOR_COMPANY: 'Benchmark Operator',
  OPERATOR_REGISTRATION: 'BENCH-0001',
  OPERATOR_LICENCE: 'BENCH-LICENCE-0001',
  OPERATOR_SUPPORT_EMAIL: 'support@bench.invalid',
  OPERATOR_OMBUDSMAN: 'bench.invalid/ombudsman',
} as const;

/**
 * The api as `npm start` runs it (compiled into dist/server by `buildProduct`), with the live
 * settings: the process a player's calls would meet.
 */
export function startLiveApi(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...profileFlags(), path.join(serverOutDir, 'api.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...liveSettings, ...env },
  });
}

/**
 * Stops a service started by startService and waits until it has exited, so the next one may
 * open the same embedded database (one process at a time).
 */
export async function stopService(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function waitForHealth(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not healthy after ${timeoutMs} ms`);
}

export interface LoadFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

export async function load(options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ connections: 20, duration: 5, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
