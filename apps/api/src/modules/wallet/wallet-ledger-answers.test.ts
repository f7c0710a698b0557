import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call } from '../../../test/helper';
import { useTestApp } from '../../../test/helper';
import { fundedPlayerInGame, openGame, walletCall } from '../../../test/wallet-client';
import { queryRows } from '../../db/query-rows';

const context = useTestApp();

async function balanceOf(token: string): Promise<number> {
  const response = await call(context.app, '/v1/bus/accountInfo', {}, token);
  return response.json().data.result.accountGold;
}

/** A ledger transaction written under a key the wallet has not answered yet (an operator's hand). */
async function occupyLedgerKey(key: string): Promise<void> {
  await context.database.db.execute(sql`
    insert into ledger_transactions (idempotency_key, kind, currency, fingerprint)
    values (${key}, 'adjustment', 'BRL', 'held-by-hand')`);
}

async function roundsOf(playerId: number) {
  return queryRows<{
    roundId: string;
    bet: string;
    win: string;
    before: string;
    after: string;
    status: string;
  }>(
    context.database.db,
    sql`select round_id as "roundId", bet_minor::text as bet, win_minor::text as win,
          balance_before_minor::text as before, balance_after_minor::text as after, status
        from game_rounds where player_id = ${playerId} order by id`,
  );
}

describe('the wallet acts on every answer of the ledger', () => {
  it('refuses a bet whose ledger key is already spent, and moves nothing', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    await occupyLedgerKey('provider:games:tx:spent-bet');
    const bet = {
      token: player.gameToken,
      gameId: 66121,
      currency: 'BRL',
      transactionId: 'spent-bet',
      roundId: 'r-spent',
      amount: 300,
    };
    const first = await walletCall(context.app, '/wallet/bet', bet);
    expect(first.json()).toMatchObject({ ok: false, code: 'DUPLICATE_MISMATCH' });
    const again = await walletCall(context.app, '/wallet/bet', bet);
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(player.token)).toBe(1000);
    expect(await roundsOf(player.userId)).toEqual([]);
    await expectBooksBalanced(context.database.db);
  });

  it('refuses a win whose ledger key is already spent, and pays nothing', async () => {
    const player = await fundedPlayerInGame(context, 1000);
    const base = { token: player.gameToken, gameId: 66121, currency: 'BRL', roundId: 'r-win' };
    await walletCall(context.app, '/wallet/bet', { ...base, transactionId: 'b', amount: 100 });
    await occupyLedgerKey('provider:games:tx:w');
    const win = await walletCall(context.app, '/wallet/win', {
      ...base,
      transactionId: 'w',
      amount: 5000,
    });
    expect(win.json()).toMatchObject({ ok: false, code: 'DUPLICATE_MISMATCH' });
    expect(await balanceOf(player.token)).toBe(900);
    expect(await roundsOf(player.userId)).toMatchObject([{ status: 'open', win: '0' }]);
    await expectBooksBalanced(context.database.db);
  });

  it('keeps every round exact while two games of one player play at once', async () => {
    const player = await fundedPlayerInGame(context, 100_000);
    const tokens = [player.gameToken, await openGame(context.app, player.token, 66122)];
    const games = [66121, 66122];
    const play = async (session: number, round: number) => {
      const base = {
        token: tokens[session],
        gameId: games[session],
        currency: 'BRL',
        roundId: `s${session}-r${round}`,
      };
      await walletCall(context.app, '/wallet/bet', {
        ...base,
        transactionId: `${base.roundId}-bet`,
        amount: 100 + round,
      });
      await walletCall(context.app, '/wallet/win', {
        ...base,
        transactionId: `${base.roundId}-win`,
        amount: round % 3 === 0 ? 0 : 50 * round,
      });
    };
    await Promise.all(
      Array.from({ length: 30 }, (_, round) => Promise.all([play(0, round), play(1, round)])),
    );
    const rounds = await roundsOf(player.userId);
    expect(rounds).toHaveLength(60);
    // The balance each round's own latest movement left, and whether another round moved the
    // balance between its bet and its win: the record must follow the first, whatever the second.
    const movements = await queryRows<{ round: string; after: string; interleaved: boolean }>(
      context.database.db,
      sql`select t.reference as round, last_posting.balance_after_minor::text as after,
            exists (select 1 from ledger_postings other
                    join ledger_transactions other_t on other_t.id = other.transaction_id
                    where other.account_id = last_posting.account_id
                      and other_t.reference <> t.reference
                      and other.id > first_posting.id and other.id < last_posting.id) as interleaved
          from (select reference, max(p.id) as last_id, min(p.id) as first_id
                from ledger_postings p join ledger_transactions tx on tx.id = p.transaction_id
                join ledger_accounts a on a.id = p.account_id
                where a.player_id = ${player.userId} and tx.reference like 'round:games:%'
                group by reference) as t
          join ledger_postings last_posting on last_posting.id = t.last_id
          join ledger_postings first_posting on first_posting.id = t.first_id`,
    );
    const settledBy = new Map(movements.map((movement) => [movement.round, movement]));
    for (const round of rounds) {
      expect(round.status).toBe('settled');
      expect(Number(round.after)).toBe(
        Number(round.before) - Number(round.bet) + Number(round.win),
      );
      expect(round.after).toBe(settledBy.get(`round:games:${round.roundId}`)?.after);
    }
    // Rounds of the two games really did overlap, so the check above is not a quiet one.
    expect(movements.filter((movement) => movement.interleaved).length).toBeGreaterThan(0);
    const moved = rounds.reduce((sum, round) => sum + Number(round.win) - Number(round.bet), 0);
    expect(await balanceOf(player.token)).toBe(100_000 + moved);
    await expectBooksBalanced(context.database.db);
  });
});

describe('the wallet’s postings, built in the database', () => {
  it('bet, win and rollback each balance, between the player and the house', async () => {
    const rows = await queryRows<{
      kind: string;
      refs: string[];
      amounts: string[];
      wagering: string[];
    }>(
      context.database.db,
      sql`select 'bet' as kind, account_refs as refs, amounts::text[] as amounts, wagering_changes::text[] as wagering from ledger_bet_postings(7, 300)
          union all select 'win', account_refs, amounts::text[], wagering_changes::text[] from ledger_win_postings(7, 450)
          union all select 'rollback', account_refs, amounts::text[], wagering_changes::text[] from ledger_rollback_postings(7, 300, 120)`,
    );
    expect(rows).toEqual([
      {
        kind: 'bet',
        refs: ['player:7', 'house'],
        amounts: ['-300', '300'],
        wagering: ['-300', '0'],
      },
      { kind: 'win', refs: ['house', 'player:7'], amounts: ['-450', '450'], wagering: ['0', '0'] },
      {
        kind: 'rollback',
        refs: ['house', 'player:7'],
        amounts: ['-300', '300'],
        wagering: ['0', '120'],
      },
    ]);
  });
});
