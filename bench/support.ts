import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

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

export function startService(entry: string, env: Record<string, string>): ChildProcess {
  // BENCH_PROFILE_DIR=/some/dir writes a CPU profile of each service, to see where time goes.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
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
