// The embedded database is opened by one process at a time (issue 16): `npm run staff:create` run
// beside `npm start` once answered "created" and the account vanished, and once the next start
// found the folder damaged. Here the server `npm start` runs on the embedded database
// (scripts/start-together.ts, which npm start runs compiled) holds a folder of its own, and every
// command that opens that folder is refused until it stops.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-in-use-'));
const databaseFolder = path.join(dataDir, 'pglite');
const lockFile = `${databaseFolder}.lock`;
const staff = { username: 'alice', password: 'a-long-staff-password-0016' };
const deviceId = 'in-use-device-000000000000000001';
const startTimeoutMs = 120_000;

interface Finished {
  code: number | null;
  output: string;
}

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<Finished>;
}

let environment: NodeJS.ProcessEnv;
let ports: { api: number; games: number; psp: number };
let server: RunningServer | undefined;
const started: ChildProcess[] = [];

function launch(command: string, args: string[], env: NodeJS.ProcessEnv): RunningServer {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Finished>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  return { child, output: () => output, exited };
}

/** A TypeScript entry as the services' own `npm start` runs it (tsx). */
function runEntry(entry: string, env: NodeJS.ProcessEnv = environment): RunningServer {
  return launch(process.execPath, ['--import', 'tsx', entry], env);
}

/** `npm run staff:create -- alice`, as the README says, on the npm that runs these tests. */
function staffCreate(): Promise<Finished> {
  const npmCli = process.env.npm_execpath;
  const args = ['run', 'staff:create', '--', staff.username];
  const env = { ...environment, STAFF_PASSWORD: staff.password };
  return (npmCli ? launch(process.execPath, [npmCli, ...args], env) : launch('npm', args, env))
    .exited;
}

async function isHealthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

async function startServer(): Promise<RunningServer> {
  const running = runEntry('scripts/start-together.ts');
  const deadline = Date.now() + startTimeoutMs;
  for (const port of Object.values(ports)) {
    while (!(await isHealthy(port))) {
      if (running.child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`the server did not start:\n${running.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return running;
}

async function stopServer(running: RunningServer): Promise<Finished> {
  running.child.kill('SIGTERM');
  return running.exited;
}

async function post(pathname: string, body: object): Promise<{ status: number; data: unknown }> {
  const response = await fetch(`http://127.0.0.1:${ports.api}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown };
  return { status: response.status, data: answer.data };
}

async function guestLogin(): Promise<{ userId: number; isRegister: number }> {
  const answer = await post('/user/login', { loginType: 1, deviceId });
  expect(answer.status).toBe(200);
  return answer.data as { userId: number; isRegister: number };
}

function expectRefused(finished: Finished, pid: number | undefined): void {
  expect(finished.code, finished.output).not.toBe(0);
  expect(finished.output).toContain(
    `The embedded database in ${databaseFolder} is in use by process ${pid}`,
  );
  expect(finished.output).toContain('Stop it first');
}

let player: { userId: number };

beforeAll(async () => {
  ports = { api: await freePort(), games: await freePort(), psp: await freePort() };
  const uiDistDir = path.join(dataDir, 'no-game-pages');
  mkdirSync(uiDistDir);
  environment = { ...process.env };
  delete environment.DATABASE_URL;
  Object.assign(environment, {
    DATA_DIR: dataDir,
    PORT: String(ports.api),
    GAMES_PORT: String(ports.games),
    PSP_PORT: String(ports.psp),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Neither the player app nor the game pages are needed, nor built on the way.
    WEB_DIST_DIR: path.join(dataDir, 'no-player-app'),
    UI_DIST_DIR: uiDistDir,
  });
  server = await startServer();
  const first = await guestLogin();
  expect(first.isRegister).toBe(1);
  player = first;
}, startTimeoutMs + 10_000);

afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database held by the running server', { timeout: 240_000 }, () => {
  it('refuses staff:create and every other command or server that opens it, and loses nothing', async () => {
    const holder = server?.child.pid;
    const otherApiPort = await freePort();
    const [created, createdDatabase, apiAlone, secondServer] = await Promise.all([
      staffCreate(),
      runEntry('scripts/create-embedded-database.ts').exited,
      runEntry('apps/api/src/server.ts', { ...environment, PORT: String(otherApiPort) }).exited,
      runEntry('scripts/start-together.ts', {
        ...environment,
        PORT: String(await freePort()),
        GAMES_PORT: String(await freePort()),
        PSP_PORT: String(await freePort()),
      }).exited,
    ]);
    expectRefused(created, holder);
    expect(created.output).toContain('Not created:');
    expect(created.output).not.toContain(`Staff account ${staff.username} (admin) created`);
    expectRefused(createdDatabase, holder);
    expectRefused(apiAlone, holder);
    expectRefused(secondServer, holder);

    // The first server still answers, with the player it made, and no staff account appeared.
    expect(await guestLogin()).toMatchObject({ userId: player.userId, isRegister: 0 });
    expect((await post('/ops/login', staff)).status).toBe(401);
  });

  it('lets staff:create in once the server stops; the server starts again with everything, past a lock left by a dead process', async () => {
    const stopped = await stopServer(server as RunningServer);
    expect(stopped.code, stopped.output).toBe(0);
    expect(existsSync(lockFile)).toBe(false);

    const created = await staffCreate();
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain(`Staff account ${staff.username} (admin) created`);
    expect(existsSync(lockFile)).toBe(false);

    // As a crash would leave it: the lock of the server stopped above, whose pid is dead.
    writeFileSync(
      lockFile,
      JSON.stringify({
        pid: server?.child.pid,
        startTicks: null,
        host: hostname(),
        command: 'node scripts/start.mjs',
        since: new Date().toISOString(),
      }),
    );
    server = await startServer();
    expect(await guestLogin()).toMatchObject({ userId: player.userId, isRegister: 0 });
    const staffLogin = await post('/ops/login', staff);
    expect(staffLogin.status).toBe(200);
    expect(staffLogin.data).toMatchObject({ username: staff.username });
    expect((await stopServer(server)).code).toBe(0);
  });
});
