// Runs the player journeys in headless Chromium against the real product: builds the player app,
// the game pages and the servers, starts api, games and psp on their own ports in one process with
// a throw-away embedded database (as `npm start` does, plus a control port), runs the e2e suite,
// and stops everything; then the same under COMPLIANCE_PROFILE_BR=br-regulated.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCaptured } from './run-captured.mjs';

// E2E_PORT_BASE moves every port, so two checkouts on one machine can run their journeys at once.
const base = Number(process.env.E2E_PORT_BASE ?? 18080);
const ports = { api: base, games: base + 1, psp: base + 2 };
const controlPort = base + 9;
// The reviewer who approves withdrawals through the ops API, opened the documented way
// (`npm run staff:create`) on each throw-away database before the servers start: there is no
// default staff account.
const staff = { username: 'e2e.reviewer', password: `e2e-${process.pid}-${Date.now()}-reviewer` };
// The admin who signs in to the operator console in a browser (e2e/ops-console.e2e.ts): an account
// of its own, so its first sign-in enrols TOTP on screen whichever journeys ran before.
const consoleStaff = {
  username: 'e2e.console',
  password: `e2e-${process.pid}-${Date.now()}-console`,
};
// The admin the console's other journeys share (e2e/console.ts): enrolled by whichever signs in
// first, its secret kept in the phase's throw-away folder.
const consoleAdmin = {
  username: 'e2e.admin',
  password: `e2e-${process.pid}-${Date.now()}-admin`,
};
const env = {
  ...process.env,
  PORT: String(ports.api),
  GAMES_PORT: String(ports.games),
  PSP_PORT: String(ports.psp),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  E2E_CONTROL_PORT: String(controlPort),
  API_URL: `http://127.0.0.1:${ports.api}`,
  // Payouts wait for the journey to pay or fail them in the sandbox, so every stage can be seen.
  PSP_PAYOUT_DELAY_MS: '600000',
  // Mexico has an external support chat and Brazil none, so the journey sees the button both ways.
  SUPPORT_CHAT_URL_MX: 'https://chat.example.com/sorte-mx',
  // Mexico reports to a Meta pixel, so its players meet the consent banner; the tracking journey
  // stands in for Meta's script and servers (e2e/tracking.e2e.ts). Every other market has none.
  TRACKING_META_PIXEL_MX: '123456789012345',
};
delete env.DATABASE_URL;

for (const port of [...Object.values(ports), controlPort]) {
  if (!(await portIsFree(port))) {
    console.error(
      `e2e: port ${port} is in use by another process, which would answer the journeys instead of ` +
        `this checkout's product: stop it, or move every e2e port with E2E_PORT_BASE.`,
    );
    process.exit(1);
  }
}

const harnessDir = 'dist/e2e-server';
const builds = [
  ['npm', ['run', 'build', '-w', '@sorte/web']],
  ['npm', ['run', 'build', '-w', '@sorte/ops']],
  ['npm', ['run', 'build', '-w', '@sorte/games']],
  // Compiled as npm start compiles the servers, with the harness as one more entry.
  [process.execPath, ['scripts/build-servers.mjs', harnessDir, 'harness=e2e/harness.ts']],
];

// Two runs of the product, one after the other on the same ports: the journeys under each market's
// default compliance profile (e2e/*.e2e.ts), then Brazil under br-regulated (e2e/regulated/).
const phases = [
  { name: 'default', env: {} },
  {
    name: 'br-regulated',
    env: { COMPLIANCE_PROFILE_BR: 'br-regulated' },
  },
];

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

/** Whether nothing listens on the port yet: a server left running there would answer for ours. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

// Anything after `npm run e2e --` goes to Vitest: a file name runs that journey alone, in
// whichever phase holds it.
const filters = process.argv.slice(2);

/** Runs a command to its end, its output printed only if it fails; resolves to its exit code. */
async function runQuietly(command, args, options) {
  const { code, output } = await runCaptured(command, args, options);
  if (code !== 0) process.stderr.write(output);
  return code;
}

/**
 * A phase's throw-away database with its three staff accounts, opened the documented way, one
 * after another (the embedded database takes one process at a time).
 */
async function prepareDatabase(phase) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-e2e-'));
  const phaseEnv = { ...env, ...phase.env, DATA_DIR: dataDir, E2E_PROFILE: phase.name };
  for (const account of [staff, consoleStaff, consoleAdmin]) {
    const status = await runQuietly('npm', ['run', 'staff:create', '--', account.username], {
      env: { ...phaseEnv, STAFF_PASSWORD: account.password },
    });
    if (status !== 0) {
      console.error(`e2e: staff:create ${account.username} failed for the ${phase.name} phase`);
      return { dataDir, phaseEnv, status };
    }
  }
  return { dataDir, phaseEnv, status: 0 };
}

async function runPhase(phase, prepared) {
  const { dataDir, phaseEnv, status } = await prepared;
  if (status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    return status;
  }
  const server = spawn(process.execPath, [path.join(harnessDir, 'harness.js')], {
    stdio: 'inherit',
    env: phaseEnv,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    // The product failing to start (a port taken after all) ends the wait at once.
    const startFailed = exited.then((code) => {
      throw new Error(`the product stopped (exit code ${code}) before it answered on every port`);
    });
    // Handled here too: the product's ordinary stop after the journeys settles it as well.
    startFailed.catch(() => undefined);
    await Promise.race([Promise.all(Object.values(ports).map(waitForHealth)), startFailed]);
    console.log(`\ne2e: the journeys under ${phase.name}\n`);
    const vitestArgs = ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...filters];
    // A filter naming a journey of the other phase leaves this one with nothing to run.
    if (filters.length > 0) vitestArgs.push('--passWithNoTests');
    const run = spawnSync('npx', vitestArgs, {
      stdio: 'inherit',
      env: {
        ...phaseEnv,
        E2E_BASE_URL: `http://localhost:${ports.api}`,
        E2E_CONTROL_URL: `http://127.0.0.1:${controlPort}`,
        E2E_PSP_URL: `http://127.0.0.1:${ports.psp}`,
        E2E_STAFF_USERNAME: staff.username,
        E2E_STAFF_PASSWORD: staff.password,
        // Where the reviewer's TOTP secret is kept once enrolled, for the journeys after the first
        // (each journey file signs in again); in the phase's throw-away folder.
        E2E_STAFF_TOTP_FILE: path.join(dataDir, 'staff-totp-secret'),
        E2E_CONSOLE_USERNAME: consoleStaff.username,
        E2E_CONSOLE_PASSWORD: consoleStaff.password,
        E2E_ADMIN_USERNAME: consoleAdmin.username,
        E2E_ADMIN_PASSWORD: consoleAdmin.password,
        E2E_ADMIN_TOTP_FILE: path.join(dataDir, 'admin-totp-secret'),
      },
    });
    return run.status ?? 1;
  } finally {
    server.kill('SIGTERM');
    // The next phase takes the same ports: wait until this one has let them go.
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Each phase's database and staff accounts are made while the builds run, both phases at once:
// about 22 s of staff:create per phase that would otherwise wait in turn.
const databases = phases.map((phase) => prepareDatabase(phase));
for (const [command, args] of builds) {
  const status = await runQuietly(command, args, {});
  if (status !== 0) {
    for (const prepared of databases) {
      const { dataDir } = await prepared;
      rmSync(dataDir, { recursive: true, force: true });
    }
    process.exit(status);
  }
}

let exitCode = 0;
for (const [index, phase] of phases.entries()) {
  const status = await runPhase(phase, databases[index]);
  if (status !== 0) exitCode = status;
}
process.exit(exitCode);
