// The bank test (`npm run chaos`): hundreds of players deposit, play through the wallet, claim
// rewards and withdraw while staff review withdrawals and correct balances, and meanwhile the api
// is killed with SIGKILL (at least five times) and, on PostgreSQL, its database connections are
// cut. Every call is sent again until it has a definite answer, with its own key. Then the books
// are read from the database. On PGlite, then on PostgreSQL when it answers (or only one:
// `npm run chaos -- pglite`, `npm run chaos -- postgres`); `npm run chaos -- scale` runs it on
// two api nodes behind nginx and pgbouncer (`npm run scale`), killing the nodes in turn. Exits 1
// if any check fails.
//
//   CHAOS_PLAYERS (200)  CHAOS_KILLS (5)  CHAOS_PORT_BASE (18480)
//   CHAOS_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: the test makes its own database)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildWhatIsMissing } from '../build-what-is-missing.mjs';
import { callCounts, envelope, pause, playerCall, resetCallCounts } from './calls';
import { checkTheBooks } from './check-the-books';
import type { Query, Verdict } from './check-the-books';
import type { PlayerRecord } from './ledger-of-acknowledgements';
import { livePlayer, openPlayer } from './player-journey';
import type { JourneyContext, WithdrawalHabit } from './player-journey';
import { createStaff, startProduct } from './product';
import type { DatabaseKind, Product } from './product';
import { replayChargesPaid, replayPayoutOutcomes } from './provider-replays';
import { listWithdrawals, reviewQueue, signInStaff, staffDesk } from './staff-desk';

const playerCount = Number(process.env.CHAOS_PLAYERS ?? 200);
const killsWanted = Number(process.env.CHAOS_KILLS ?? 5);
const portBase = Number(process.env.CHAOS_PORT_BASE ?? 18480);
const adminUrl = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const habits: WithdrawalHabit[] = ['small', 'small', 'reviewed', 'cancels', 'none'];

async function freshPostgresDatabase(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query('drop database if exists sorte_chaos with (force)');
  await admin.query('create database sorte_chaos');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/sorte_chaos';
  return url.toString();
}

/** The api killed `killsWanted` times, a few seconds apart, and the connections cut once. */
async function disrupt(product: Product, kind: DatabaseKind, log: (line: string) => void) {
  const downtimes: number[] = [];
  for (let kill = 1; kill <= killsWanted; kill += 1) {
    await pause(4000 + Math.random() * 4000);
    const downMs = await product.killApi();
    downtimes.push(downMs);
    log(`SIGKILL ${kill}/${killsWanted}: the api answered again ${downMs} ms later`);
    if (kind !== 'pglite' && kill === 2) {
      await pause(2000);
      log(`cut ${await product.cutDatabase()} database connections`);
    }
  }
  return downtimes;
}

/** Waits until no withdrawal is open, reviewing what staff must; answers how long it took. */
async function settleWithdrawals(apiUrl: string, staffToken: string): Promise<number> {
  const startedAt = Date.now();
  for (;;) {
    await reviewQueue(apiUrl, staffToken);
    let open = 0;
    for (const status of ['requested', 'reviewing', 'approved', 'sent']) {
      open += (await listWithdrawals(apiUrl, staffToken, status)).length;
    }
    if (open === 0) return Date.now() - startedAt;
    if (Date.now() - startedAt > 180_000) throw new Error(`${open} withdrawals still open`);
    await pause(500);
  }
}

/**
 * Every paid charge credited: the provider's webhooks, however late, have all arrived. Each
 * deposit takes the bonus the player's history shows for it.
 */
async function awaitDeposits(apiUrl: string, players: PlayerRecord[]): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (const player of players) {
    const wanted = new Set(player.deposits.map((deposit) => deposit.orderId));
    while (wanted.size > 0) {
      const answer = await playerCall(apiUrl, '/charge/order/list', { pageSize: 50 }, player.token);
      const list = (
        envelope(answer).data as {
          list: { orderId: string; status: string; bonusMinor: number }[];
        }
      ).list;
      for (const order of list) {
        if (order.status !== 'paid' || !wanted.has(order.orderId)) continue;
        wanted.delete(order.orderId);
        // The bonus is decided when the payment is credited; the player's history shows it.
        const deposit = player.deposits.find((paid) => paid.orderId === order.orderId);
        if (deposit) deposit.bonusMinor = order.bonusMinor;
      }
      if (wanted.size === 0) break;
      if (Date.now() > deadline) throw new Error(`player ${player.userId}: deposits not credited`);
      await pause(500);
    }
  }
}

async function readFinalStatuses(apiUrl: string, players: PlayerRecord[]): Promise<void> {
  for (const player of players) {
    for (const withdrawal of player.withdrawals) {
      const answer = await playerCall(
        apiUrl,
        '/v1/bus/getWithdrawProcess',
        { orderId: withdrawal.orderId },
        player.token,
      );
      withdrawal.finalStatus = (
        envelope(answer).data as { order: { status: string } }
      ).order.status;
    }
  }
}

async function openQuery(kind: DatabaseKind, folder: string, databaseUrl: string | null) {
  if (kind !== 'pglite') {
    const client = new pg.Client({ connectionString: databaseUrl ?? '' });
    await client.connect();
    const query: Query = async (text, params) => (await client.query(text, params)).rows;
    return { query, close: () => client.end() };
  }
  const engine = await PGlite.create(path.join(folder, 'data', 'pglite'));
  const query: Query = async <Row>(text: string, params?: unknown[]) =>
    (await engine.query<Row>(text, params)).rows;
  return { query, close: () => engine.close() };
}

async function runOn(kind: DatabaseKind): Promise<Verdict | null> {
  const databaseUrl = kind === 'pglite' ? null : await freshPostgresDatabase();
  if (kind !== 'pglite' && !databaseUrl) {
    console.log(`PostgreSQL does not answer at ${adminUrl}: not run there.`);
    return null;
  }
  const folder = mkdtempSync(path.join(tmpdir(), `sorte-chaos-${kind}-`));
  const startedAt = performance.now();
  const log = (line: string) =>
    console.log(`[${kind} ${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${line}`);
  const options = { kind, folder, portBase, databaseUrl: databaseUrl ?? undefined };
  const staff = { username: 'chaos.admin', password: `chaos-${Date.now()}-password` };
  createStaff(options, staff.username, staff.password);
  const product = await startProduct(options);
  log(`product up (${folder}); ${playerCount} players`);
  let running = true;
  const unexpected: string[] = [];
  const notes = new Map<string, number>();
  const context: JourneyContext = {
    apiUrl: product.apiUrl,
    pspUrl: product.pspUrl,
    runId: String(Date.now() % 100_000),
    running: () => running,
    unexpected: (what) => unexpected.push(what),
    note: (what) => notes.set(what, (notes.get(what) ?? 0) + 1),
  };
  try {
    const staffToken = await signInStaff(product.apiUrl, staff.username, staff.password);
    const players = await Promise.all(
      Array.from({ length: playerCount }, (_, index) =>
        openPlayer(context, index, index % 4 === 3 ? 'MX' : 'BR', index % 6 === 1),
      ),
    );
    log('players signed in, 18+ setup done, payout accounts added');
    const journeys = Promise.all(
      players.map((player, index) =>
        livePlayer(context, player, habits[index % habits.length] ?? 'none'),
      ),
    );
    const desk = staffDesk(product.apiUrl, staffToken, players, () => running);
    const downtimes = await disrupt(product, kind, log);
    await pause(3000);
    running = false;
    log('winding down: players finish their cycle');
    await Promise.all([journeys, desk]);
    log(
      `late webhooks: ${await replayChargesPaid(product.apiUrl, players)} charge.paid sent again`,
    );
    await awaitDeposits(product.apiUrl, players);
    const settledMs = await settleWithdrawals(product.apiUrl, staffToken);
    log(`every withdrawal ended (${settledMs} ms after the players stopped)`);
    log(
      `payout outcomes sent again and contradicted: ${await replayPayoutOutcomes(product.apiUrl, staffToken)} events`,
    );
    await readFinalStatuses(product.apiUrl, players);
    log(`withdrawals not made: ${JSON.stringify(Object.fromEntries(notes))}`);
    await product.stop();
    log('services stopped; reading the books');
    const database = await openQuery(kind, folder, databaseUrl);
    const verdict = await checkTheBooks(database.query, players);
    await database.close();
    const count = (pick: (player: PlayerRecord) => number) =>
      players.reduce((sum, player) => sum + pick(player), 0);
    Object.assign(verdict.figures, {
      players: players.length,
      deposits: count((player) => player.deposits.length),
      rounds: count((player) => player.rounds.length),
      roundsRolledBack: count((p) => p.rounds.filter((r) => r.outcome === 'rolled_back').length),
      rewardClaims: count((player) => player.rewards.length),
      adjustments: count((player) => player.adjustments.length),
      withdrawals: count((player) => player.withdrawals.length),
      kills: downtimes.length,
      longestDowntimeMs: Math.max(...downtimes),
      calls: callCounts.calls,
      retries: callCounts.retries,
      serverErrors: callCounts.serverErrors,
      duplicatesSent: callCounts.duplicates,
      seconds: Math.round((performance.now() - startedAt) / 1000),
    });
    verdict.checks.push({
      what: 'nothing unexpected was answered',
      ok: unexpected.length === 0,
      detail: unexpected.slice(0, 5).join('; '),
    });
    return verdict;
  } finally {
    running = false;
    await product.stop();
  }
}

buildWhatIsMissing();
const only = process.argv.slice(2);
// The two-node layout needs nginx and pgbouncer: run only when asked for (`-- scale`).
const kinds = (['pglite', 'postgres', 'scale'] as const).filter((kind) =>
  only.length === 0 ? kind !== 'scale' : only.includes(kind),
);
let failed = 0;
for (const kind of kinds) {
  resetCallCounts();
  const verdict = await runOn(kind);
  if (!verdict) continue;
  console.log(`\n${kind}:`);
  for (const { what, ok, detail } of verdict.checks) {
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
    if (!ok) failed += 1;
  }
  console.log(`  figures: ${JSON.stringify(verdict.figures)}`);
  console.log(`  5xx answers by path: ${JSON.stringify(callCounts.serverErrorPaths)}`);
}
console.log(failed === 0 ? '\nThe books hold.' : `\n${failed} check(s) failed.`);
process.exit(failed === 0 ? 0 : 1);
