// The bank test's verdict, read straight from the casino's database once every service has
// stopped: the books balance in every currency, no player balance is negative, every acknowledged
// operation is in the books exactly once and nothing else is, every player's balance is the replay
// of their own acknowledged operations, and every withdrawal's hold was paid out or refunded once.
import { unattachedRowsQuery } from '../../apps/api/test';
import type { UnattachedRows } from '../../apps/api/test';
import { replayBalance } from './ledger-of-acknowledgements';
import type { PlayerRecord } from './ledger-of-acknowledgements';

export type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface Verdict {
  checks: { what: string; ok: boolean; detail: string }[];
  figures: Record<string, number>;
}

interface PlayerPosting {
  player_id: number;
  idempotency_key: string;
  amount_minor: number;
  balance_minor: number;
}

/** The ledger postings each player's acknowledged operations should have made, by key. */
function expectedPostings(player: PlayerRecord) {
  const certain = new Map<string, number>();
  /** Pairs present together or not at all: a rolled-back bet and its rollback. */
  const pairs: [string, string, number][] = [];
  const tx = (id: string) => `provider:games:tx:${id}`;
  for (const deposit of player.deposits) {
    certain.set(`psp:charge:${deposit.chargeId}`, deposit.amountMinor);
    if (deposit.bonusMinor > 0) certain.set(`deposit-bonus:${deposit.orderId}`, deposit.bonusMinor);
  }
  for (const round of player.rounds) {
    if (round.outcome === 'won') {
      certain.set(tx(round.betTransactionId), -round.betMinor);
      if (round.winTransactionId && round.winMinor > 0) {
        certain.set(tx(round.winTransactionId), round.winMinor);
      }
    } else if (round.outcome === 'rolled_back' && round.rollbackTransactionId) {
      const undo = `provider:games:rollback-of:${round.betTransactionId}`;
      pairs.push([tx(round.betTransactionId), undo, round.betMinor]);
    }
  }
  for (const adjustment of player.adjustments) {
    certain.set(`adjustment:${adjustment.adjustmentId}`, adjustment.amountMinor);
  }
  for (const withdrawal of player.withdrawals) {
    certain.set(`withdrawal:${withdrawal.orderId}:hold`, -withdrawal.amountMinor);
    if (withdrawal.finalStatus !== 'paid') {
      certain.set(`withdrawal:${withdrawal.orderId}:refund`, withdrawal.amountMinor);
    }
  }
  return { certain, pairs };
}

export async function checkTheBooks(query: Query, players: PlayerRecord[]): Promise<Verdict> {
  const checks: Verdict['checks'] = [];
  const check = (what: string, ok: boolean, detail = '') => checks.push({ what, ok, detail });

  const currencies = await query<{ currency: string; total: string; drifted: number }>(`
    with posted as (
      select account_id, sum(amount_minor) as total from ledger_postings group by account_id)
    select a.currency,
      sum(case when a.kind = 'player' then a.balance_minor else coalesce(p.total, 0) end)::text as total,
      (count(*) filter (where a.kind = 'player' and a.balance_minor <> coalesce(p.total, 0)))::int as drifted
    from ledger_accounts a left join posted p on p.account_id = a.id group by a.currency`);
  for (const row of currencies) {
    check(`${row.currency}: every account sums to zero`, Number(row.total) === 0, row.total);
    check(`${row.currency}: each player balance equals its postings`, Number(row.drifted) === 0);
  }
  const [unbalanced] = await query<{ n: number }>(`
    select count(*)::int as n from (select transaction_id from ledger_postings
      group by transaction_id having sum(amount_minor) <> 0) t`);
  check('every ledger transaction sums to zero', Number(unbalanced?.n) === 0, `${unbalanced?.n}`);
  const [negative] = await query<{ n: number }>(
    `select count(*)::int as n from ledger_accounts where kind = 'player' and balance_minor < 0`,
  );
  check('no player balance is negative', Number(negative?.n) === 0, `${negative?.n}`);
  const [unattached] = await query<UnattachedRows>(unattachedRowsQuery);
  check(
    'every posting, round and wallet answer points at rows that are there',
    unattached?.postings === 0 && unattached.rounds === 0 && unattached.wallet_calls === 0,
    JSON.stringify(unattached),
  );

  const postings = await query<PlayerPosting>(`
    select a.player_id::int as player_id, t.idempotency_key, p.amount_minor::int as amount_minor,
      a.balance_minor::int as balance_minor
    from ledger_postings p
    join ledger_transactions t on t.id = p.transaction_id
    join ledger_accounts a on a.id = p.account_id
    where a.kind = 'player'`);
  const byPlayer = new Map<number, PlayerPosting[]>();
  for (const posting of postings) {
    byPlayer.set(posting.player_id, [...(byPlayer.get(posting.player_id) ?? []), posting]);
  }

  let missing = 0;
  let extra = 0;
  let wrongAmount = 0;
  let balanceMismatch = 0;
  let acknowledged = 0;
  const problems: string[] = [];
  for (const player of players) {
    const actual = byPlayer.get(player.userId) ?? [];
    const found = new Map(actual.map((posting) => [posting.idempotency_key, posting.amount_minor]));
    const { certain, pairs } = expectedPostings(player);
    acknowledged += certain.size + pairs.length;
    for (const [key, amount] of certain) {
      if (!found.has(key)) {
        missing += 1;
        problems.push(`player ${player.userId}: ${key} acknowledged, not in the books`);
      } else if (found.get(key) !== amount) {
        wrongAmount += 1;
        problems.push(
          `player ${player.userId}: ${key} is ${found.get(key)}, acknowledged ${amount}`,
        );
      }
      found.delete(key);
    }
    for (const [bet, rollback, amount] of pairs) {
      const both = found.get(bet) === -amount && found.get(rollback) === amount;
      const neither = !found.has(bet) && !found.has(rollback);
      if (!both && !neither) {
        wrongAmount += 1;
        problems.push(`player ${player.userId}: rolled-back round ${bet} half in the books`);
      }
      found.delete(bet);
      found.delete(rollback);
    }
    // Each reward the player was told the amount of must be a claim of that amount; the claims
    // left are those whose answer was lost, and there must be as many as such rewards.
    const claims = [...found.keys()].filter((key) => key.startsWith('claim:'));
    const unmatched = claims.map((key) => found.get(key) ?? 0);
    for (const reward of player.rewards) {
      if (reward.amountMinor === null) continue;
      const at = unmatched.indexOf(reward.amountMinor);
      if (at === -1) {
        wrongAmount += 1;
        problems.push(
          `player ${player.userId}: a reward of ${reward.amountMinor} acknowledged, no such claim`,
        );
      } else unmatched.splice(at, 1);
    }
    const unnamed = player.rewards.filter((reward) => reward.amountMinor === null).length;
    if (unmatched.length !== unnamed) {
      extra += 1;
      problems.push(
        `player ${player.userId}: ${claims.length} claims in the books, ${player.rewards.length} acknowledged`,
      );
    }
    for (const key of claims) found.delete(key);
    for (const key of found.keys()) {
      extra += 1;
      problems.push(`player ${player.userId}: ${key} in the books, acknowledged to nobody`);
    }
    const unnamedFromBooks = unmatched.reduce((sum, amount) => sum + amount, 0);
    const expected = replayBalance(player, unnamedFromBooks);
    const balance = actual[0]?.balance_minor ?? 0;
    if (balance !== expected) {
      balanceMismatch += 1;
      problems.push(
        `player ${player.userId}: balance ${balance}, replay of acknowledged ${expected}`,
      );
    }
  }
  check('every acknowledged operation is in the books', missing === 0, `${missing} missing`);
  check('nothing is in the books that was not acknowledged', extra === 0, `${extra} extra`);
  check('each is there with the acknowledged amount', wrongAmount === 0, `${wrongAmount} differ`);
  check(
    "every player's balance is the replay of their acknowledged operations",
    balanceMismatch === 0,
    `${balanceMismatch} of ${players.length} differ`,
  );

  const withdrawals = await query<{ order_id: string; status: string; steps: string }>(`
    select o.order_id, o.status, coalesce(string_agg(t.kind, ',' order by t.kind), '') as steps
    from withdrawal_orders o
    left join ledger_transactions t on t.idempotency_key like 'withdrawal:' || o.order_id || ':%'
    group by o.order_id, o.status`);
  let badWithdrawals = 0;
  for (const row of withdrawals) {
    const ending =
      row.status === 'paid'
        ? 'withdrawal_hold,withdrawal_paid'
        : 'withdrawal_hold,withdrawal_refund';
    const ended = ['paid', 'rejected', 'failed', 'cancelled'].includes(row.status);
    if (!ended || row.steps !== ending) {
      badWithdrawals += 1;
      problems.push(`withdrawal ${row.order_id}: ${row.status} with ${row.steps}`);
    }
  }
  check(
    "every withdrawal's hold was paid out or refunded, exactly once",
    badWithdrawals === 0,
    `${withdrawals.length} withdrawals, ${badWithdrawals} not so`,
  );
  const known = new Set(players.flatMap((player) => player.withdrawals.map((w) => w.orderId)));
  check(
    'every withdrawal order is one a player was answered',
    withdrawals.every((row) => known.has(row.order_id)) && withdrawals.length === known.size,
    `${withdrawals.length} in the books, ${known.size} answered`,
  );
  for (const problem of problems.slice(0, 20)) console.log(`     ${problem}`);
  if (problems.length > 20) console.log(`     … and ${problems.length - 20} more`);
  const statuses = (status: string) => withdrawals.filter((row) => row.status === status).length;
  return {
    checks,
    figures: {
      acknowledgedOperations: acknowledged,
      ledgerPostingsOfPlayers: postings.length,
      withdrawalsPaid: statuses('paid'),
      withdrawalsRejected: statuses('rejected'),
      withdrawalsFailed: statuses('failed'),
      withdrawalsCancelled: statuses('cancelled'),
    },
  };
}
