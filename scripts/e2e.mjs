// Runs the player journey in headless Chromium against the real product: builds the player app,
// the game pages and the servers, starts api, games and psp on their own ports in one process with
// a throw-away embedded database (as `npm start` does, plus a control port), runs the e2e suite,
// and stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// E2E_PORT_BASE moves every port, so two checkouts on one machine can run their journeys at once.
const base = Number(process.env.E2E_PORT_BASE ?? 18080);
const ports = { api: base, games: base + 1, psp: base + 2 };
const controlPort = base + 9;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-e2e-'));
// The reviewer who approves withdrawals through the ops API, opened the documented way
// (`npm run staff:create`) on the throw-away database before the servers start: there is no
// default staff account.
const staff = { username: 'e2e.reviewer', password: `e2e-${process.pid}-${Date.now()}-reviewer` };
const env = {
  ...process.env,
  PORT: String(ports.api),
  GAMES_PORT: String(ports.games),
  PSP_PORT: String(ports.psp),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  E2E_CONTROL_PORT: String(controlPort),
  API_URL: `http://127.0.0.1:${ports.api}`,
  // Payouts wait for the journey to pay or fail them in the sandbox, so every stage can be seen.
  PSP_PAYOUT_DELAY_MS: '600000',
};
delete env.DATABASE_URL;

const harnessDir = 'dist/e2e-server';
const builds = [
  ['npm', ['run', 'build', '-w', '@sorte/web']],
  ['npm', ['run', 'build', '-w', '@sorte/games']],
  // Compiled as npm start compiles the servers, with the harness as one more entry.
  [process.execPath, ['scripts/build-servers.mjs', harnessDir, 'harness=e2e/harness.ts']],
];
for (const [command, args] of builds) {
  const build = spawnSync(command, args, { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const staffCreated = spawnSync('npm', ['run', 'staff:create', '--', staff.username], {
  stdio: 'inherit',
  env: { ...env, STAFF_PASSWORD: staff.password },
});
if (staffCreated.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(staffCreated.status ?? 1);
}

const server = spawn(process.execPath, [path.join(harnessDir, 'harness.js')], {
  stdio: 'inherit',
  env,
});

function stopServers() {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForHealth(port) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`service on port ${port} did not become healthy within 60 s`);
}

let exitCode = 1;
try {
  await Promise.all(Object.values(ports).map(waitForHealth));
  // Anything after `npm run e2e --` goes to Vitest: a file name runs that journey alone.
  const filters = process.argv.slice(2);
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...filters], {
    stdio: 'inherit',
    env: {
      ...env,
      E2E_BASE_URL: `http://localhost:${ports.api}`,
      E2E_CONTROL_URL: `http://127.0.0.1:${controlPort}`,
      E2E_PSP_URL: `http://127.0.0.1:${ports.psp}`,
      E2E_STAFF_USERNAME: staff.username,
      E2E_STAFF_PASSWORD: staff.password,
    },
  });
  exitCode = run.status ?? 1;
} finally {
  stopServers();
}
process.exit(exitCode);
