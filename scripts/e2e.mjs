// Runs the player journey in headless Chromium against the real product: builds the player app,
// starts api, games and psp on their own ports with a throw-away embedded database, runs the
// e2e suite, and stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ports = { api: 18080, games: 18081, psp: 18082 };
const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-e2e-'));
const env = {
  ...process.env,
  PORT: String(ports.api),
  GAMES_PORT: String(ports.games),
  PSP_PORT: String(ports.psp),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  E2E_CONTROL_PORT: '18089',
  API_URL: `http://127.0.0.1:${ports.api}`,
};
delete env.DATABASE_URL;

for (const workspace of ['@sorte/web', '@sorte/games']) {
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The api runs inside the e2e harness: the real app plus a loopback control port for funding.
const servers = ['e2e/harness-api.ts', 'apps/games/src/server.ts', 'apps/psp/src/server.ts'].map(
  (entry) => spawn(process.execPath, ['--import', 'tsx', entry], { stdio: 'inherit', env }),
);

function stopServers() {
  for (const server of servers) server.kill('SIGTERM');
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
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], {
    stdio: 'inherit',
    env: {
      ...env,
      E2E_BASE_URL: `http://localhost:${ports.api}`,
      E2E_CONTROL_URL: 'http://127.0.0.1:18089',
    },
  });
  exitCode = run.status ?? 1;
} finally {
  stopServers();
}
process.exit(exitCode);
