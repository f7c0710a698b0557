import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { loginAsGuest, useTestApp } from '../../../test/helper';
import { openGame } from '../../../test/wallet-client';
import type { Transaction } from '../../db/database';
import { queryRows } from '../../db/query-rows';
import { fundPlayerForTest } from '../ledger/ledger-test-support';
import { playerAccount, systemAccount } from '../ledger/ledger-types';
import { postTransaction } from '../ledger/post-transaction';
import { runWalletBatch, toWalletRequest } from './call-wallet-function';
import type { StoredAnswer, WalletFunction } from './call-wallet-function';

// A batch applied at once (wallet_batch_together) must write exactly the rows, and answer exactly
// what, its calls run in turn (wallet_batch_in_turn) would: same balances, turnover, rounds,
// ledger movements and kept answers. Anything it cannot take as it is, it leaves untouched.
const context = useTestApp();

interface Seat {
  gameToken: string;
  currency: string;
}

type Call = { fn: WalletFunction; request: ReturnType<typeof toWalletRequest> };

// The api's clock as place-bet.ts sends it, fixed so both runs write the same round times.
const betAt = new Date().toISOString();
const winAt = new Date(Date.parse(betAt) + 1_000).toISOString();

async function seat(market: 'BR' | 'PH', fundsMinor: number): Promise<Seat & { userId: number }> {
  const player = await loginAsGuest(context.app, { market });
  const currency = market === 'BR' ? 'BRL' : 'PHP';
  await fundPlayerForTest(context.database.db, player.userId, currency, fundsMinor);
  return { userId: player.userId, gameToken: await openGame(context.app, player.token), currency };
}

function walletCall(
  fn: WalletFunction,
  player: Seat,
  transactionId: string,
  roundId: string,
  amount: number,
  at = betAt,
): Call {
  return {
    fn,
    request: toWalletRequest(fn, 'games', {
      token: player.gameToken,
      gameId: 66121,
      currency: player.currency,
      transactionId,
      roundId,
      amount,
      at,
    }),
  };
}

const bet = (player: Seat, id: string, amount: number) =>
  walletCall('wallet_bet', player, `${id}b`, id, amount);
const win = (player: Seat, id: string, amount: number) =>
  walletCall('wallet_win', player, `${id}w`, id, amount, winAt);

async function runBy(
  tx: Transaction,
  fn: 'wallet_batch_together' | 'wallet_batch_in_turn',
  calls: Call[],
): Promise<StoredAnswer[] | null> {
  const [row] = await queryRows<{ answers: StoredAnswer[] | null }>(
    tx,
    sql`select ${sql.raw(fn)}(${JSON.stringify(calls)}::jsonb) as answers`,
  );
  return row?.answers ?? null;
}

/**
 * The rows a run wrote and every balance row, with the ids a sequence gave (and the times the
 * database's clock gave) replaced by their order in the run, so two runs compare.
 */
async function writtenRows(tx: Transaction, after: Record<string, number>) {
  const [row] = await queryRows<{ rows: unknown }>(
    tx,
    sql`with movement as (
          select id, row_number() over (order by id) as n from ledger_transactions
          where id > ${after.ledger_transactions})
        select jsonb_build_object(
          'accounts', (select jsonb_agg(to_jsonb(a) order by a.id) from ledger_accounts a),
          'movements', (select jsonb_agg(to_jsonb(t) - 'id' - 'created_at' || jsonb_build_object('n', m.n)
                          order by m.n) from ledger_transactions t join movement m using (id)),
          'postings', (select jsonb_agg(to_jsonb(p) - 'id' - 'created_at' - 'transaction_id'
                          || jsonb_build_object('movement', m.n) order by p.id)
                        from ledger_postings p join movement m on m.id = p.transaction_id),
          'rounds', (select jsonb_agg(to_jsonb(r) - 'id' order by r.id) from game_rounds r
                      where r.id > ${after.game_rounds}),
          'calls', (select jsonb_agg(to_jsonb(w) - 'id' - 'created_at' order by w.id)
                     from wallet_calls w where w.id > ${after.wallet_calls})
        ) as rows`,
  );
  return row?.rows;
}

async function lastIds(): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    context.database.db,
    sql`select (select coalesce(max(id), 0) from ledger_transactions)::int as ledger_transactions,
               (select coalesce(max(id), 0) from game_rounds)::int as game_rounds,
               (select coalesce(max(id), 0) from wallet_calls)::int as wallet_calls`,
  );
  return row ?? {};
}

/** Thrown to roll back a run's transaction once its rows are read. */
class RunForgotten extends Error {}

/** Plays the batches one way inside a transaction that is then rolled back. */
async function playThenForget(
  fn: 'wallet_batch_together' | 'wallet_batch_in_turn',
  batches: Call[][],
  after: Record<string, number>,
) {
  let outcome: { answers: (StoredAnswer[] | null)[]; rows: unknown } | undefined;
  await context.database.db
    .transaction(async (tx) => {
      const answers: (StoredAnswer[] | null)[] = [];
      for (const batch of batches) answers.push(await runBy(tx, fn, batch));
      outcome = { answers, rows: await writtenRows(tx, after) };
      throw new RunForgotten();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RunForgotten)) throw error;
    });
  if (!outcome) throw new Error('the run did not finish');
  return outcome;
}

/** Four players of two markets, one of them still wagering a bonus, with the house open. */
async function table() {
  const [first, second, third, filipino] = [
    await seat('BR', 10_000),
    await seat('BR', 5_000),
    await seat('BR', 700),
    await seat('PH', 20_000),
  ];
  const wagering = await seat('BR', 1_000);
  await context.database.db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyKey: `test:bonus:${wagering.userId}`,
      kind: 'bonus',
      currency: 'BRL',
      postings: [
        { account: systemAccount('promotions'), amountMinor: -500 },
        { account: playerAccount(wagering.userId), amountMinor: 500, wageringChangeMinor: 1_200 },
      ],
    }),
  );
  // A first round each way opens the house account of both currencies, in turn.
  for (const player of [first, filipino]) {
    await runWalletBatch(context.database.db, [bet(player, `open-${player.currency}`, 10)]);
    await runWalletBatch(context.database.db, [win(player, `open-${player.currency}`, 0)]);
  }
  return { first, second, third, filipino, wagering };
}

describe('a wallet batch applied at once', () => {
  it('writes the rows and answers of its calls run in turn, in both markets and with a bonus being wagered', async () => {
    const { first, second, third, filipino, wagering } = await table();
    const batches = [
      [
        bet(first, 'r1', 300),
        bet(filipino, 'r2', 1_000),
        bet(wagering, 'r3', 400),
        bet(third, 'r4', 690),
      ],
      [
        win(first, 'r1', 750),
        win(filipino, 'r2', 0),
        win(wagering, 'r3', 120),
        win(third, 'r4', 0),
      ],
      // Whole balances staked, one of them past what is left of the turnover to wager.
      [bet(third, 'r5', 10), bet(wagering, 'r6', 1_220), bet(second, 'r7', 5_000)],
      [win(wagering, 'r6', 0), win(second, 'r7', 2_500), win(third, 'r5', 30)],
      // Rounds left open, as a game in progress leaves them.
      [bet(first, 'r8', 100), bet(second, 'r9', 2_500), bet(filipino, 'r10', 50)],
      // Bets and wins in one batch, the ledger's movements going both ways at once.
      [win(first, 'r8', 40), bet(third, 'r11', 30), win(filipino, 'r10', 0)],
    ];
    const after = await lastIds();

    const together = await playThenForget('wallet_batch_together', batches, after);
    const inTurn = await playThenForget('wallet_batch_in_turn', batches, after);

    // Each batch was taken at once, not handed back.
    expect(together.answers.every((answers) => answers !== null)).toBe(true);
    expect(together.answers).toEqual(inTurn.answers);
    expect(together.rows).toEqual(inTurn.rows);
    // And what was compared is real play: money moved and the turnover was paid off.
    const flat = together.answers.flat() as StoredAnswer[];
    expect(flat.every((answer) => answer.ok)).toBe(true);
    expect(flat[4]).toMatchObject({ ok: true, balance: 10_000 - 10 - 300 + 750 });
    const rows = together.rows as { calls: { wagering_applied_minor: number }[] };
    expect(rows.calls.map((row) => row.wagering_applied_minor)).toEqual(
      expect.arrayContaining([400, 800]),
    );
  });

  it('hands back, untouched, a batch with anything it cannot take as it is', async () => {
    const { first, second, filipino } = await table();
    await runWalletBatch(context.database.db, [
      bet(first, 'old', 100),
      bet(second, 'old2', 100),
      bet(filipino, 'old3', 100),
    ]);
    const expired = await seat('BR', 1_000);
    await context.database.db.execute(
      sql`update game_sessions set expires_at = now() - interval '1 minute' where player_id = ${expired.userId}`,
    );
    const limited = await seat('BR', 1_000);
    await context.database.db.execute(
      sql`update game_sessions set limits_time_zone = 'America/Sao_Paulo' where player_id = ${limited.userId}`,
    );
    // The ledger already holds a movement under the key the next bet would take, with no answer.
    await fundPlayerForTest(
      context.database.db,
      first.userId,
      'BRL',
      10,
      'provider:games:tx:takenb',
    );
    const cannot: Record<string, Call[]> = {
      'a bet on an expired session': [
        bet(first, 'n12', 10),
        bet(expired, 'n13', 10),
        bet(second, 'n14', 10),
      ],
      'a bet by a player with play limits': [
        bet(first, 'n15', 10),
        bet(limited, 'n16', 10),
        bet(second, 'n17', 10),
      ],
      'a win on another player’s round': [
        win(first, 'old', 50),
        win(second, 'old3', 50),
        win(filipino, 'old3', 0),
      ],
      'a ledger key already spent': [
        bet(first, 'taken', 10),
        bet(second, 'n18', 10),
        bet(filipino, 'n19', 10),
      ],
      'a call already answered': [
        bet(first, 'old', 100),
        bet(second, 'n1', 10),
        bet(filipino, 'n2', 10),
      ],
      'two calls of one player': [
        bet(first, 'n3', 10),
        bet(first, 'n4', 10),
        bet(second, 'n5', 10),
      ],
      'a bet past the balance': [
        bet(first, 'n6', 10),
        bet(second, 'n7', 999_999),
        bet(filipino, 'n8', 10),
      ],
      'a bet on a round already open': [
        bet(first, 'n9', 10),
        walletCall('wallet_bet', second, 'x1', 'old2', 10),
      ],
      'a win past the largest balance the wallet carries': [
        win(first, 'old', 50),
        win(second, 'old2', Number.MAX_SAFE_INTEGER),
        win(filipino, 'old3', 0),
      ],
      'a win of no round': [
        win(first, 'old', 50),
        win(second, 'nowhere', 50),
        win(filipino, 'old3', 0),
      ],
      'a rollback': [
        bet(first, 'n10', 10),
        {
          fn: 'wallet_rollback',
          request: toWalletRequest('wallet_rollback', 'games', {
            token: second.gameToken,
            gameId: 66121,
            currency: 'BRL',
            transactionId: 'rb1',
            roundId: 'old2',
            rollbackOf: 'old2b',
            amount: 100,
          }),
        },
        bet(filipino, 'n11', 10),
      ],
    };
    for (const [why, calls] of Object.entries(cannot)) {
      const before = await databaseSnapshot(context.database.db);
      const answers = await context.database.db.transaction((tx) =>
        runBy(tx, 'wallet_batch_together', calls),
      );
      expect(answers, why).toBeNull();
      expect(await databaseSnapshot(context.database.db), why).toEqual(before);
    }
    // The whole batch then runs in turn, each call with every rule it has.
    const codesInTurn = async (why: string) => {
      const { answers } = await runWalletBatch(context.database.db, cannot[why] ?? []);
      return answers.map((answer) => (answer.ok ? 'ok' : answer.code));
    };
    expect(await codesInTurn('a bet past the balance')).toEqual(['ok', 'INSUFFICIENT_FUNDS', 'ok']);
    expect(await codesInTurn('a win past the largest balance the wallet carries')).toEqual([
      'ok',
      'BAD_REQUEST',
      'ok',
    ]);
    await expectBooksBalanced(context.database.db);
  });
});
