// Starts the product as several api nodes on one machine: nginx (Debian's) in front, SCALE_API_NODES
// api processes behind it (2 by default), games and psp, every service's pool through pgbouncer
// (Debian's, transaction pooling) to one PostgreSQL database. The api's listening connection goes
// straight to PostgreSQL (DATABASE_LISTEN_URL): LISTEN does not work through a transaction
// pooler. nginx and pgbouncer run as this script's children on configuration it writes into a
// temporary folder; Ctrl+C stops everything. With SCALE_REPLICA=1 the api nodes also read their
// histories and reports from a streaming replica (scripts/replica.mjs): a second local cluster
// made at start and dropped at the end. See README "Running at scale".
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import path from 'node:path';
import pg from 'pg';
import { buildWhatIsMissing } from './build-what-is-missing.mjs';
import { dropReplica, ensureReplica, measureLag, replicaSettings } from './replica.mjs';
import { serverOutDir } from './server-build.mjs';

const env = process.env;
const nodeCount = Number(env.SCALE_API_NODES ?? 2);
if (!Number.isInteger(nodeCount) || nodeCount < 1 || nodeCount > 16) {
  console.error('SCALE_API_NODES must be a whole number from 1 to 16.');
  process.exit(1);
}
const portOf = (name, fallback) => {
  const port = Number(env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number.`);
    process.exit(1);
  }
  return port;
};
const ports = {
  nginx: portOf('PORT', 8080),
  games: portOf('GAMES_PORT', 8081),
  psp: portOf('PSP_PORT', 8082),
  pgbouncer: portOf('SCALE_PGBOUNCER_PORT', 6432),
  // api node i listens on SCALE_API_PORT_BASE + i.
  apiBase: portOf('SCALE_API_PORT_BASE', 8090),
};
const apiPorts = Array.from({ length: nodeCount }, (_, index) => ports.apiBase + index);
// The proxy forwards the player's address; each api node believes it from nginx alone.
const loopback = '127.0.0.1';

/** The direct address of PostgreSQL: the database the layout uses, created if missing. */
const directUrl = new URL(env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sorte_scale');
if (!/^postgres(ql)?:$/.test(directUrl.protocol)) {
  console.error('DATABASE_URL must start with postgres:// or postgresql://');
  process.exit(1);
}
const databaseName = decodeURIComponent(directUrl.pathname.slice(1));
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseName)) {
  console.error(`DATABASE_URL names the database "${databaseName}": use a plain lower-case name.`);
  process.exit(1);
}

function requireCommand(command, versionFlag) {
  const found = spawnSync(command, [versionFlag], { stdio: 'ignore' });
  if (found.error) {
    console.error(
      `${command} is not installed. npm run scale puts nginx and pgbouncer (Debian's packages) in ` +
        `front of the api:\n  sudo apt-get install -y nginx pgbouncer\n` +
        `(their system services are not used; this script runs its own.)`,
    );
    process.exit(1);
  }
}
requireCommand('nginx', '-v');
requireCommand('pgbouncer', '--version');

buildWhatIsMissing();

async function createDatabaseIfMissing() {
  const serverUrl = new URL(directUrl);
  serverUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      databaseName,
    ]);
    if (found.rowCount === 0) {
      console.log(`Creating the database ${databaseName}…`);
      await client.query(`create database ${databaseName}`);
    }
  } finally {
    await client.end();
  }
}
await createDatabaseIfMissing().catch((error) => {
  console.error(`PostgreSQL at ${directUrl.host} could not be reached: ${error.message}`);
  process.exit(1);
});

// The replica, after the database exists so that its copy has it. Made here, dropped at the end;
// one found running (npm run replica) is used and left as it was.
const withReplica = env.SCALE_REPLICA === '1';
const replica = withReplica
  ? await (async () => {
      const settings = replicaSettings({ ...env, DATABASE_URL: directUrl.toString() });
      const { created } = await ensureReplica(settings);
      await measureLag(settings);
      return { settings, created };
    })().catch((error) => {
      console.error(`The replica could not start: ${error.message}`);
      process.exit(1);
    })
  : null;

// The temporary folder: pgbouncer's and nginx's configuration, logs and pid files. Readable by
// the unprivileged users they drop to when this runs as root.
const folder = mkdtempSync(path.join(tmpdir(), 'sorte-scale-'));
chmodSync(folder, 0o777);
for (const sub of ['nginx-temp']) mkdirSync(path.join(folder, sub), { mode: 0o777 });
chmodSync(path.join(folder, 'nginx-temp'), 0o777);
const quote = (value) => `"${value.replaceAll('"', '""')}"`;
const user = decodeURIComponent(directUrl.username || 'postgres');
const password = decodeURIComponent(directUrl.password);

// pgbouncer: transaction pooling on loopback. Clients authenticate to it as the user in
// DATABASE_URL (trust without a password, otherwise that password); it logs in to PostgreSQL
// with the same credentials.
writeFileSync(path.join(folder, 'users.txt'), `${quote(user)} ${quote(password)}\n`);
writeFileSync(
  path.join(folder, 'pgbouncer.ini'),
  [
    '[databases]',
    `${databaseName} = host=${directUrl.hostname} port=${directUrl.port || 5432} dbname=${databaseName}` +
      ` user=${user}${password ? ` password=${password}` : ''}`,
    '',
    '[pgbouncer]',
    `listen_addr = ${loopback}`,
    `listen_port = ${ports.pgbouncer}`,
    // No Unix socket: two layouts on one machine would fight over /tmp/.s.PGSQL.<port>.
    'unix_socket_dir =',
    `auth_type = ${password ? 'plain' : 'trust'}`,
    `auth_file = ${path.join(folder, 'users.txt')}`,
    'pool_mode = transaction',
    // Each api node's pool (DATABASE_POOL_SIZE, 10) and the providers' fit in the client limit;
    // the server side stays at default_pool_size connections whatever the number of nodes.
    'max_client_conn = 1000',
    `default_pool_size = ${env.SCALE_PGBOUNCER_POOL_SIZE ?? 20}`,
    // node-postgres sends these at connect; they are harmless to drop.
    'ignore_startup_parameters = extra_float_digits,options',
    // Errors and a line a minute of figures; no line per connection.
    'log_connections = 0',
    'log_disconnections = 0',
    `logfile = ${path.join(folder, 'pgbouncer.log')}`,
    `pidfile = ${path.join(folder, 'pgbouncer.pid')}`,
    '',
  ].join('\n'),
);

// nginx: every path to the api nodes (player app, player API, /console/, webhooks), over kept
// connections. The player's address replaces any X-Forwarded-For the client sent, so it cannot
// be forged; the nodes believe it from loopback alone (TRUST_PROXY).
writeFileSync(
  path.join(folder, 'nginx.conf'),
  [
    'worker_processes 1;',
    `pid ${path.join(folder, 'nginx.pid')};`,
    `error_log ${path.join(folder, 'nginx-error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${path.join(folder, 'nginx-temp', 'body')};`,
    `  proxy_temp_path ${path.join(folder, 'nginx-temp', 'proxy')};`,
    `  fastcgi_temp_path ${path.join(folder, 'nginx-temp', 'fastcgi')};`,
    `  uwsgi_temp_path ${path.join(folder, 'nginx-temp', 'uwsgi')};`,
    `  scgi_temp_path ${path.join(folder, 'nginx-temp', 'scgi')};`,
    // The api refuses bodies over 1 MiB itself; nginx lets that answer through.
    '  client_max_body_size 2m;',
    '  upstream sorte_api {',
    ...apiPorts.map((port) => `    server ${loopback}:${port} max_fails=1 fail_timeout=2s;`),
    '    keepalive 32;',
    '  }',
    '  server {',
    `    listen ${loopback}:${ports.nginx};`,
    '    location / {',
    '      proxy_pass http://sorte_api;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $http_host;',
    '      proxy_set_header X-Forwarded-For $remote_addr;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    // A request that failed to reach a node goes to the next; one a node answered is never
    // replayed (nginx retries no POST unless told to), so no call runs twice.
    '      proxy_next_upstream error timeout;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n'),
);

const pgbouncerUrl = new URL(directUrl);
pgbouncerUrl.hostname = loopback;
pgbouncerUrl.port = String(ports.pgbouncer);
const publicUrl = `http://localhost:${ports.nginx}`;
const serviceEnv = {
  ...env,
  HOST: loopback,
  DATABASE_URL: pgbouncerUrl.toString(),
  GAMES_PORT: String(ports.games),
  PSP_PORT: String(ports.psp),
};
const apiEnv = (port) => ({
  ...serviceEnv,
  PORT: String(port),
  DATABASE_LISTEN_URL: directUrl.toString(),
  // Straight to the replica, not through pgbouncer: few connections, and read-only ones.
  ...(replica ? { DATABASE_REPLICA_URL: replica.settings.replicaUrl.toString() } : {}),
  TRUST_PROXY: loopback,
  PUBLIC_URL: env.PUBLIC_URL ?? publicUrl,
  WEB_ORIGINS: env.WEB_ORIGINS ?? `${publicUrl},http://${loopback}:${ports.nginx}`,
  // The psp's webhooks go through nginx too, to whichever node answers.
  WEBHOOK_BASE_URL: env.WEBHOOK_BASE_URL ?? `http://${loopback}:${ports.nginx}`,
});
// The providers reach the casino (and let its origin frame the games) at nginx's address.
const providerEnv = {
  ...serviceEnv,
  PORT: String(ports.nginx),
  API_URL: env.API_URL ?? `http://${loopback}:${ports.nginx}`,
};

let stopping = false;
const children = [];
/**
 * A child of the layout. One that stops by itself stops the whole layout, but for the services
 * started with `restart`, which are started again as a supervisor would: an api node, games or
 * psp that dies (a crash, an out-of-memory kill, the bank test's SIGKILL) is back in a moment
 * while nginx sends its calls to the other nodes.
 */
function start(name, command, args, childEnv = env, options = { restart: false }) {
  const child = spawn(command, args, { stdio: 'inherit', env: childEnv });
  const entry = { name, child };
  child.on('exit', (code, signal) => {
    if (stopping) return;
    if (options.restart) {
      console.error(`${name} stopped (${signal ?? code}); starting it again.`);
      setTimeout(() => {
        if (stopping) return;
        children.splice(children.indexOf(entry), 1);
        start(name, command, args, childEnv, options);
      }, 200);
      return;
    }
    console.error(`${name} stopped (${signal ?? code}); stopping the others.`);
    stopAll(code || 1);
  });
  child.on('error', (error) => {
    if (stopping) return;
    console.error(`${name} could not start: ${error.message}`);
    stopAll(1);
  });
  children.push(entry);
  return child;
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = (list) =>
    list.filter(({ child }) => child.exitCode === null && !child.signalCode);
  // nginx and the services first, so no request reaches a node that is stopping and no node
  // loses its database under it; pgbouncer once they are gone.
  const services = children.filter(({ name }) => name !== 'pgbouncer');
  for (const { child } of [...services].reverse()) child.kill('SIGTERM');
  let deadline = Date.now() + 5_000;
  let stage = services;
  const wait = setInterval(() => {
    if (running(stage).length > 0 && Date.now() < deadline) return;
    for (const { child } of running(stage)) child.kill('SIGKILL');
    if (stage === services) {
      stage = children.filter(({ name }) => name === 'pgbouncer');
      for (const { child } of stage) child.kill('SIGTERM');
      deadline = Date.now() + 5_000;
      return;
    }
    clearInterval(wait);
    rmSync(folder, { recursive: true, force: true });
    if (!replica?.created) process.exit(exitCode);
    dropReplica(replica.settings).then(
      () => process.exit(exitCode),
      (error) => {
        console.error(`The replica could not be dropped: ${error.message}`);
        process.exit(exitCode || 1);
      },
    );
  }, 100);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(what, url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!stopping) {
    console.error(`${what} did not answer ${url} within 60 s.`);
    stopAll(1);
  }
}

async function waitForPgbouncer() {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const client = new pg.Client({ connectionString: pgbouncerUrl.toString() });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline || stopping) {
        console.error(`pgbouncer did not answer: ${error.message} (log: ${folder}/pgbouncer.log)`);
        stopAll(1);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

const runAs = userInfo().uid === 0 ? ['-u', env.SCALE_PGBOUNCER_USER ?? 'postgres'] : [];
start('pgbouncer', 'pgbouncer', [...runAs, path.join(folder, 'pgbouncer.ini')]);
await waitForPgbouncer();

const apiEntry = path.join(serverOutDir, 'api.js');
// The first node alone: it brings the schema up to date (migrations, then the database
// functions) before the others open the same database, so migrations run once.
const supervised = { restart: true };
start(`api node 1`, process.execPath, [apiEntry], apiEnv(apiPorts[0]), supervised);
await waitFor('api node 1', `http://${loopback}:${apiPorts[0]}/healthz`);
apiPorts.slice(1).forEach((port, index) => {
  start(`api node ${index + 2}`, process.execPath, [apiEntry], apiEnv(port), supervised);
});
const pspEntry = path.join(serverOutDir, 'psp.js');
start('psp', process.execPath, [pspEntry], providerEnv, supervised);
start('games', process.execPath, [path.join(serverOutDir, 'games.js')], providerEnv, supervised);
for (const [index, port] of apiPorts.entries()) {
  await waitFor(`api node ${index + 1}`, `http://${loopback}:${port}/healthz`);
}
await waitFor('psp', `http://${loopback}:${ports.psp}/healthz`);
await waitFor('games', `http://${loopback}:${ports.games}/healthz`);

start('nginx', 'nginx', [
  '-e',
  path.join(folder, 'nginx-error.log'),
  '-p',
  folder,
  '-c',
  path.join(folder, 'nginx.conf'),
  '-g',
  'daemon off;',
]);
await waitFor('nginx', `http://${loopback}:${ports.nginx}/healthz`);

console.log(
  [
    '',
    `Sorte is running at scale (${nodeCount} api nodes):`,
    `  api    ${publicUrl} (nginx → ${apiPorts.map((port) => `:${port}`).join(', ')})`,
    `  console ${publicUrl}/console/ (staff: npm run staff:create)`,
    `  games  http://localhost:${ports.games}`,
    `  psp    http://localhost:${ports.psp}`,
    `  database: ${databaseName}, pools through pgbouncer ${loopback}:${ports.pgbouncer} (transaction pooling), LISTEN straight to ${directUrl.host}`,
    ...(replica
      ? [
          `  replica: ${replica.settings.replicaUrl.host} (cluster ${replica.settings.cluster}, ${replica.created ? 'dropped on stop' : 'left running on stop'}), read-only, for histories and reports`,
        ]
      : []),
    `  configuration and logs: ${folder} (removed on stop)`,
    'Ctrl+C stops everything.',
    '',
  ].join('\n'),
);
