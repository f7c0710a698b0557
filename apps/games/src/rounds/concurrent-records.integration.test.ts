import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../api/test';
import { rounds } from '../db/schema';
import type { DecideAnswer, SpinAnswer } from '../page-api/answers';
import { useSharedDatabase } from '../test-support/shared-database';

// On PGlite, and on PostgreSQL with DATABASE_URL: both databases must keep these records exact.
const rig = useSharedDatabase();

/** Plays rounds one after another in one tab; a Teen Patti hand is folded or played in turn. */
async function playTab(token: string, rounds: number, betMinor: number, decides: boolean) {
  for (let round = 0; round < rounds; round += 1) {
    const dealt = await rig.provider.call<SpinAnswer>('/api/spin', { token, betMinor });
    expect(dealt.status).toBe(200);
    if (!decides) continue;
    const decided = await rig.provider.call<DecideAnswer>('/api/decide', {
      token,
      roundId: dealt.body.round.roundId,
      decision: round % 2 === 0 ? 'play' : 'fold',
    });
    expect(decided.status).toBe(200);
  }
}

interface RecordedRound {
  roundId: string;
  bet: number;
  win: number;
  before: number;
  after: number;
}

describe('round records while one player plays in several tabs at once', () => {
  it('records every round exactly as the ledger movement that settled it left the balance', async () => {
    const login = await rig.newPlayer(500_000);
    // Two tabs of one slot and a phone at the card table, all playing at the same time.
    const tabs = [
      { token: await rig.openTab(login.accessToken, 66121), betMinor: 100, decides: false },
      { token: await rig.openTab(login.accessToken, 66121), betMinor: 500, decides: false },
      { token: await rig.openTab(login.accessToken, 66136), betMinor: 200, decides: true },
    ];
    await Promise.all(tabs.map((tab) => playTab(tab.token, 15, tab.betMinor, tab.decides)));

    // The provider's database holds this player's rounds only: the file starts it empty.
    const providerRounds = await rig.provider.database.db.select().from(rounds);
    expect(providerRounds).toHaveLength(45);
    const casinoRows = await rig.casino.database.db.execute(sql`
      select round_id as "roundId", bet_minor::int as bet, win_minor::int as win,
             balance_before_minor::int as before, balance_after_minor::int as after
      from game_rounds where player_id = ${login.userId}`);
    const casinoRounds = new Map(
      (casinoRows as unknown as { rows: RecordedRound[] }).rows.map((row) => [row.roundId, row]),
    );
    // The balance each round's own latest movement left, read from the ledger's postings.
    const ledgerRows = await rig.casino.database.db.execute(sql`
      select distinct on (t.reference) substring(t.reference from 'round:games:(.*)') as "roundId",
             p.balance_after_minor::int as after, p.id::int as "postingId",
             min(p.id) over (partition by t.reference)::int as "firstPostingId"
      from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      join ledger_accounts a on a.id = p.account_id
      where a.player_id = ${login.userId} and t.reference like 'round:games:%'
      order by t.reference, p.id desc`);
    const ledger = new Map(
      (
        ledgerRows as unknown as {
          rows: { roundId: string; after: number; postingId: number; firstPostingId: number }[];
        }
      ).rows.map((row) => [row.roundId, row]),
    );

    let interleaved = 0;
    for (const round of providerRounds) {
      expect(round.status).toBe('settled');
      const { balanceBeforeMinor: before, balanceAfterMinor: after } = round;
      expect(after).toBe((before ?? 0) - round.betMinor + round.winMinor);
      const settledBy = ledger.get(round.roundId);
      expect(after).toBe(settledBy?.after);
      // The casino's /game/rounds record of the round says the same.
      expect(casinoRounds.get(round.roundId)).toEqual({
        roundId: round.roundId,
        bet: round.betMinor,
        win: round.winMinor,
        before,
        after,
      });
      // Another tab's movement between this round's first and last posting: truly concurrent.
      const others = [...ledger.values()].filter(
        (other) =>
          other.roundId !== round.roundId &&
          settledBy !== undefined &&
          other.postingId > settledBy.firstPostingId &&
          other.postingId < settledBy.postingId,
      );
      if (others.length > 0) interleaved += 1;
    }
    expect(interleaved).toBeGreaterThan(0);

    const moved = providerRounds.reduce((sum, round) => sum + round.winMinor - round.betMinor, 0);
    const account = await rig.playerCall<{ result: { accountGold: number } }>(
      '/v1/bus/accountInfo',
      {},
      login.accessToken,
    );
    expect(account.result.accountGold).toBe(500_000 + moved);
    await expectBooksBalanced(rig.casino.database.db);
  }, 120_000);
});
