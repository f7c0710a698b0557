import { z } from 'zod';
import { marketCodes } from '@sorte/markets';
import { emptyBody } from './common';
import { definePlayerCall } from './player-call';

/** The longest range one daily report covers: a quarter. */
export const dailyReportDaysMax = 92;

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const minor = z.number().int().safe();
const count = z.number().int().nonnegative();

/**
 * One day of one market, every figure from the ledger's player postings (so they add up to the
 * books) or from the players' own records. Money in the market's currency, minor units.
 */
export const dailyReportRow = z.object({
  /** The calendar day in the market's own time zone. */
  day: calendarDay,
  /** Paid deposits credited to players, and how many. */
  depositsMinor: minor,
  depositCount: count,
  /** First-deposit bonuses and reward credits. */
  bonusesMinor: minor,
  /** Manual adjustments by staff, signed. */
  adjustmentsMinor: minor,
  betsMinor: minor,
  /** Bets given back by a provider's rollback. */
  rollbacksMinor: minor,
  winsMinor: minor,
  /** Gross gaming revenue: bets − rollbacks − wins. */
  ggrMinor: minor,
  /** Taken from balances for withdrawals, less what failed withdrawals gave back. */
  withdrawalsMinor: minor,
  /** Players with at least one bet that day. */
  activePlayers: count,
  newPlayers: count,
  /** Players whose first deposit was credited that day. */
  firstDepositors: count,
});

export const opsDailyReport = definePlayerCall({
  path: '/ops/reports/daily',
  summary: `Per day of one market (its own time zone and currency), from the ledger: deposits, bonuses, adjustments, bets, rollbacks, wins, gross gaming revenue, withdrawals, active, new and first-depositing players. Every day of the range has a row; at most ${dailyReportDaysMax} days (report_range_invalid otherwise).`,
  public: false,
  body: z.object({ market: z.enum(marketCodes), from: calendarDay, to: calendarDay }).strict(),
  data: z.object({
    market: z.enum(marketCodes),
    currency: z.string(),
    timeZone: z.string(),
    days: z.array(dailyReportRow),
  }),
});

export const opsBooks = definePlayerCall({
  path: '/ops/books',
  summary:
    "The ledger check: for each currency, every account's balance summed (zero when the books balance), player and system balances apart, and player accounts whose stored balance differs from their postings; and the rows that point at a row that is not there (postings, game rounds, wallet answers), zero when the books are whole.",
  public: false,
  body: emptyBody,
  data: z.object({
    currencies: z.array(
      z.object({
        currency: z.string(),
        totalMinor: minor,
        playerBalancesMinor: minor,
        systemBalancesMinor: minor,
        driftedPlayerAccounts: count,
        balanced: z.boolean(),
      }),
    ),
    /**
     * Postings without their transaction or account, rounds without their player or game session,
     * kept wallet answers without their player: these pointers carry no foreign key (decision
     * 0029), so the check counts them.
     */
    unattachedRows: z.object({ postings: count, rounds: count, walletCalls: count }),
  }),
});

export const opsReportCalls = [opsDailyReport, opsBooks] as const;
