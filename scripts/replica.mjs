// A PostgreSQL streaming replica of the local cluster, for the api's reads that may lag
// (DATABASE_REPLICA_URL; docs/decisions/0023-reads-that-may-lag.md). A second Debian cluster
// (`pg_createcluster`) on loopback, its data replaced by a base backup of the primary that
// streams the primary's WAL from then on. Run as root, with the primary on this machine.
//
//   npm run replica            creates and starts it (or checks the one running), measures lag
//   npm run replica -- lag     measures the lag again
//   npm run replica -- drop    stops and removes it, and the primary's probe database
//
// `npm run scale` with SCALE_REPLICA=1 does the same around its layout: it starts one at the
// beginning, passes its address to every api node and drops it at the end (if it made it).
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const version = '15';

/** The defaults: the local cluster on 5432, the replica beside it on 5433. */
export function replicaSettings(env = process.env) {
  const primaryUrl = new URL(env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sorte_scale');
  const port = Number(env.SCALE_REPLICA_PORT ?? 5433);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error('SCALE_REPLICA_PORT must be a port number.');
  }
  const replicaUrl = new URL(primaryUrl);
  replicaUrl.hostname = '127.0.0.1';
  replicaUrl.port = String(port);
  return {
    cluster: env.SCALE_REPLICA_CLUSTER ?? 'sorte_replica',
    port,
    primaryUrl,
    replicaUrl,
  };
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/** The cluster's row of `pg_lsclusters`, or null when there is none of that name. */
function clusterStatus(cluster) {
  const lines = run('pg_lsclusters', ['--no-header']).split('\n');
  for (const line of lines) {
    const [clusterVersion, name, port, status, , dataDir] = line.trim().split(/\s+/);
    if (clusterVersion === version && name === cluster) {
      return { port: Number(port), online: status.startsWith('online'), dataDir };
    }
  }
  return null;
}

async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    return await use(client);
  } finally {
    await client.end();
  }
}

function serverUrl(url, database = 'postgres') {
  const server = new URL(url);
  server.pathname = `/${database}`;
  return server;
}

/**
 * What the primary must allow: WAL for a standby (`wal_level` replica, the default), senders to
 * stream it (`max_wal_senders`, 10 by default) and, in pg_hba.conf, replication connections from
 * loopback. The last is the one thing Debian's configuration lacks (`host all` does not cover
 * `replication`): one line is appended, trust from 127.0.0.1/32 as for every other local
 * connection here, and the configuration reloaded. Nothing that needs a restart is changed.
 */
async function preparePrimary(primaryUrl) {
  return withClient(serverUrl(primaryUrl), async (client) => {
    const settings = await client.query(
      `select current_setting('wal_level') as wal_level,
              current_setting('max_wal_senders')::int as senders,
              current_setting('hba_file') as hba_file`,
    );
    const { wal_level: walLevel, senders, hba_file: hbaFile } = settings.rows[0];
    if (walLevel === 'minimal' || senders < 1) {
      throw new Error(
        `The primary has wal_level = ${walLevel} and max_wal_senders = ${senders}: a replica ` +
          'needs wal_level = replica (the default) and max_wal_senders of 1 or more; both need ' +
          'a restart of the primary.',
      );
    }
    const rules = await client.query(
      `select count(*)::int as n from pg_hba_file_rules
        where 'replication' = any(database) and error is null
          and type = 'host' and address in ('127.0.0.1', 'all', 'samehost')`,
    );
    if (rules.rows[0].n > 0) return { hbaFile };
    appendFileSync(
      hbaFile,
      '\n# Streaming replicas on this machine (Sorte: scripts/replica.mjs).\n' +
        'host    replication     all             127.0.0.1/32            trust\n',
    );
    await client.query('select pg_reload_conf()');
    console.log(`Allowed replication from 127.0.0.1 in ${hbaFile} and reloaded the primary.`);
    return { hbaFile };
  });
}

/** The database lag is probed in: a table of one row per probe, on the primary. */
const probeDatabase = 'sorte_replica_probe';

async function ensureProbe(primaryUrl) {
  await withClient(serverUrl(primaryUrl), async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [
      probeDatabase,
    ]);
    if (found.rowCount === 0) await client.query(`create database ${probeDatabase}`);
  });
  await withClient(serverUrl(primaryUrl, probeDatabase), (client) =>
    client.query(
      'create table if not exists probe (id bigint generated always as identity primary key, written_at timestamptz not null default now())',
    ),
  );
}

/**
 * The replica running and streaming: created from a base backup when it does not exist, started
 * when it is stopped. Returns whether this call created it, and its address.
 */
export async function ensureReplica(settings = replicaSettings()) {
  const { cluster, port, primaryUrl, replicaUrl } = settings;
  const { hbaFile } = await preparePrimary(primaryUrl);
  // Made before the backup, so the replica has the probe database from its first moment.
  await ensureProbe(primaryUrl);
  let created = false;
  let status = clusterStatus(cluster);
  if (status && status.port !== port) {
    throw new Error(`Cluster ${version}/${cluster} exists on port ${status.port}, not ${port}.`);
  }
  if (!status) {
    console.log(`Creating cluster ${version}/${cluster} on 127.0.0.1:${port}…`);
    run('pg_createcluster', [version, cluster, '-p', String(port), '--start-conf=manual']);
    // Loopback only, in the cluster's conf.d (Debian's postgresql.conf includes it), and the
    // primary's rules of who may connect: a replica admits whom the primary admits.
    const configDir = `/etc/postgresql/${version}/${cluster}`;
    writeFileSync(`${configDir}/conf.d/50-sorte-replica.conf`, "listen_addresses = '127.0.0.1'\n");
    copyFileSync(hbaFile, `${configDir}/pg_hba.conf`);
    status = clusterStatus(cluster);
    // Its fresh data replaced with the primary's: a base backup that streams the WAL written
    // meanwhile (-X stream) and leaves standby.signal and primary_conninfo behind (-R).
    for (const entry of readdirSync(status.dataDir)) {
      rmSync(path.join(status.dataDir, entry), { recursive: true, force: true });
    }
    run('runuser', [
      '-u',
      'postgres',
      '--',
      'pg_basebackup',
      '-h',
      primaryUrl.hostname,
      '-p',
      primaryUrl.port || '5432',
      '-U',
      decodeURIComponent(primaryUrl.username || 'postgres'),
      '-D',
      status.dataDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    created = true;
  }
  if (!clusterStatus(cluster).online) {
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, 'start']);
  }
  await checkStreaming(settings);
  return { created, replicaUrl };
}

/** The primary sees a standby streaming, and the replica says it is one. */
export async function checkStreaming({ primaryUrl, replicaUrl }) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const senders = await withClient(serverUrl(primaryUrl), (client) =>
      client.query(
        `select application_name, host(client_addr) as client_addr, state, sync_state
           from pg_stat_replication where state = 'streaming'`,
      ),
    );
    const inRecovery = await withClient(serverUrl(replicaUrl), (client) =>
      client.query('select pg_is_in_recovery() as standby'),
    ).catch(() => null);
    if (senders.rowCount > 0 && inRecovery?.rows[0]?.standby === true) {
      const sender = senders.rows[0];
      console.log(
        `Replica streaming: pg_stat_replication on the primary shows ${sender.application_name} ` +
          `from ${sender.client_addr} (${sender.state}, ${sender.sync_state}); ` +
          `pg_is_in_recovery() on ${replicaUrl.host} is true.`,
      );
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(
        'The replica is not streaming after 30 s: see /var/log/postgresql/ for both clusters.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const lagProbes = 20;

/**
 * Replication lag as a reader sees it: a row committed on the primary, then the time until a
 * query on the replica finds it, `lagProbes` times.
 */
export async function measureLag({ primaryUrl, replicaUrl }) {
  const primary = new pg.Client({
    connectionString: serverUrl(primaryUrl, probeDatabase).toString(),
  });
  const replica = new pg.Client({
    connectionString: serverUrl(replicaUrl, probeDatabase).toString(),
  });
  await primary.connect();
  await replica.connect();
  try {
    const lagsMs = [];
    for (let probe = 0; probe < lagProbes; probe += 1) {
      const written = await primary.query('insert into probe default values returning id');
      const id = written.rows[0].id;
      const committedAt = performance.now();
      const deadline = committedAt + 10_000;
      for (;;) {
        const seen = await replica.query('select 1 from probe where id = $1', [id]);
        if (seen.rowCount > 0) break;
        if (performance.now() > deadline) throw new Error('A probe row took over 10 s to appear.');
      }
      lagsMs.push(performance.now() - committedAt);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await primary.query('delete from probe');
    lagsMs.sort((a, b) => a - b);
    const at = (share) => lagsMs[Math.min(lagsMs.length - 1, Math.floor(share * lagsMs.length))];
    const lag = { probes: lagsMs.length, minMs: lagsMs[0], medianMs: at(0.5), maxMs: at(1) };
    console.log(
      `Replication lag (a committed row until a replica query finds it, ${lag.probes} probes): ` +
        `min ${lag.minMs.toFixed(2)} ms, median ${lag.medianMs.toFixed(2)} ms, ` +
        `max ${lag.maxMs.toFixed(2)} ms.`,
    );
    return lag;
  } finally {
    await primary.end();
    await replica.end();
  }
}

/** Stops and removes the replica cluster, and the probe database on the primary. */
export async function dropReplica({ cluster, primaryUrl }) {
  if (clusterStatus(cluster)) {
    run('pg_dropcluster', ['--stop', version, cluster]);
    // pg_dropcluster leaves the configuration folder behind when it holds a file it did not
    // write: the conf.d file written here.
    rmSync(`/etc/postgresql/${version}/${cluster}`, { recursive: true, force: true });
    console.log(`Dropped cluster ${version}/${cluster}.`);
  }
  await withClient(serverUrl(primaryUrl), (client) =>
    client.query(`drop database if exists ${probeDatabase} with (force)`),
  );
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const command = process.argv[2] ?? 'start';
  const settings = replicaSettings();
  try {
    if (!existsSync('/usr/bin/pg_createcluster')) {
      throw new Error('pg_createcluster is missing: the replica needs Debian’s postgresql-common.');
    }
    if (command === 'start') {
      await ensureReplica(settings);
      await measureLag(settings);
      console.log(`DATABASE_REPLICA_URL=${settings.replicaUrl}`);
    } else if (command === 'lag') {
      await checkStreaming(settings);
      await measureLag(settings);
    } else if (command === 'drop') {
      await dropReplica(settings);
    } else {
      throw new Error(`Unknown command "${command}": start, lag or drop.`);
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
