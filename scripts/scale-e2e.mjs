// Runs e2e journeys against a running `npm run scale` (nginx in front of the api nodes), with the
// same PORT / SCALE_API_PORT_BASE / GAMES_PORT / PSP_PORT / DATABASE_URL as the layout:
// `npm run scale:e2e -- foundation deposit` runs those journeys (all of e2e/*.e2e.ts without a
// name; e2e/regulated/*.e2e.ts when COMPLIANCE_PROFILE_BR=br-regulated). Opens the staff accounts the journeys sign in with, and starts the e2e control port in a
// process of its own (e2e/scale-control.ts), which funds players straight in the database.
// Start the layout with the e2e run's settings on a fresh database (README "Running at scale"):
// the staff accounts carry the names the journeys read on screen, so one run per database.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const env = process.env;
const nginx = `http://localhost:${env.PORT ?? 8080}`;
const controlPort = Number(env.E2E_CONTROL_PORT ?? 18089);
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sorte_scale';
const folder = mkdtempSync(path.join(tmpdir(), 'sorte-scale-e2e-'));
const stamp = `${process.pid}-${Date.now()}`;
// The names e2e.mjs gives them, which journeys read on screen: one run per fresh database.
const accounts = {
  staff: { username: 'e2e.reviewer', password: `e2e-${stamp}-reviewer` },
  console: { username: 'e2e.console', password: `e2e-${stamp}-console` },
  admin: { username: 'e2e.admin', password: `e2e-${stamp}-admin` },
};
// The journeys of the profile the layout runs Brazil under: started with
// COMPLIANCE_PROFILE_BR=br-regulated, e2e/regulated/*.e2e.ts, as scripts/e2e.mjs's second phase.
const profile = env.COMPLIANCE_PROFILE_BR === 'br-regulated' ? 'br-regulated' : 'default';
const runEnv = { ...env, DATABASE_URL: databaseUrl, E2E_PROFILE: profile };
for (const account of Object.values(accounts)) {
  const created = spawnSync('npm', ['run', 'staff:create', '--', account.username], {
    stdio: 'inherit',
    env: { ...runEnv, STAFF_PASSWORD: account.password },
  });
  if (created.status !== 0) {
    console.error('The journeys need a fresh database: start npm run scale on a new DATABASE_URL.');
    process.exit(created.status ?? 1);
  }
}

const control = spawn(process.execPath, ['--import', 'tsx', 'e2e/scale-control.ts'], {
  stdio: 'inherit',
  env: { ...runEnv, E2E_CONTROL_PORT: String(controlPort) },
});
const deadline = Date.now() + 30_000;
for (;;) {
  const answered = await fetch(`http://127.0.0.1:${controlPort}/fund`).then(
    () => true,
    () => false,
  );
  if (answered) break;
  if (Date.now() > deadline) {
    control.kill('SIGTERM');
    throw new Error('the e2e control port did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const filters = process.argv.slice(2);
const run = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...filters], {
  stdio: 'inherit',
  env: {
    ...runEnv,
    E2E_BASE_URL: nginx,
    E2E_CONTROL_URL: `http://127.0.0.1:${controlPort}`,
    E2E_PSP_URL: `http://127.0.0.1:${env.PSP_PORT ?? 8082}`,
    E2E_STAFF_USERNAME: accounts.staff.username,
    E2E_STAFF_PASSWORD: accounts.staff.password,
    E2E_STAFF_TOTP_FILE: path.join(folder, 'staff-totp-secret'),
    E2E_CONSOLE_USERNAME: accounts.console.username,
    E2E_CONSOLE_PASSWORD: accounts.console.password,
    E2E_ADMIN_USERNAME: accounts.admin.username,
    E2E_ADMIN_PASSWORD: accounts.admin.password,
    E2E_ADMIN_TOTP_FILE: path.join(folder, 'admin-totp-secret'),
  },
});
control.kill('SIGTERM');
await new Promise((resolve) => control.once('exit', resolve));
rmSync(folder, { recursive: true, force: true });
process.exit(run.status ?? 1);
