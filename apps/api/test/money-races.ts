import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/query-rows';
import { call } from './helper';
import { walletCall } from './wallet-client';
import { moveWithdrawalRequestsBack } from './withdrawal-interval';

/**
 * Races of one player's money paths: each test fires two paths at once for a number of rounds,
 * notes every answer and lists, at the end, every answer that was not the true one. A failing
 * test then says how often each thing went wrong rather than stopping at the first round.
 */
export interface RaceTally {
  startRound: (round: number) => void;
  /**
   * Notes the answers of one path and returns their outcomes (`ok`, a refusal's code, a webhook's
   * outcome, or `500 internal_error`). An outcome not in `allowed` is a problem; a 5xx or an
   * `internal_error` always is.
   */
  note: (path: string, responses: LightMyRequestResponse[], allowed: string[]) => string[];
  /** Records a problem unless `holds`: a wrong winner count, a sum that does not add up. */
  check: (holds: boolean, finding: string) => void;
  /** Every kind of problem, with how often and in which rounds it came. */
  problems: () => string[];
  /** Every path's outcomes with their counts: `withdraw: ok×10, withdrawProcessing×9`. */
  summary: () => string;
}

export function outcomeOf(response: LightMyRequestResponse): string {
  let body: Record<string, unknown> = {};
  try {
    body = response.json();
  } catch {
    // An answer that is not JSON is told by its status alone.
  }
  const code = body.msgCode ?? body.code ?? body.outcome;
  if (response.statusCode >= 500) return `${response.statusCode} ${String(code ?? '')}`.trim();
  if (body.success === true || body.ok === true) return 'ok';
  return String(code ?? response.statusCode);
}

export function createRaceTally(): RaceTally {
  const counts = new Map<string, Map<string, number>>();
  const rounds = new Map<string, number[]>();
  let round = 0;
  const check = (holds: boolean, finding: string) => {
    if (!holds) rounds.set(finding, [...(rounds.get(finding) ?? []), round]);
  };
  return {
    problems: () =>
      [...rounds].map(
        ([finding, seen]) => `${seen.length}× ${finding} (rounds ${[...new Set(seen)].join(', ')})`,
      ),
    startRound: (next) => {
      round = next;
    },
    check,
    note: (path, responses, allowed) => {
      const outcomes = responses.map(outcomeOf);
      const pathCounts = counts.get(path) ?? new Map<string, number>();
      counts.set(path, pathCounts);
      outcomes.forEach((outcome, index) => {
        pathCounts.set(outcome, (pathCounts.get(outcome) ?? 0) + 1);
        const serverError = outcome.startsWith('5') || outcome.endsWith('internal_error');
        check(
          !serverError && allowed.includes(outcome),
          `${path} answered ${outcome}` +
            (serverError ? ` (${responses[index]?.body.slice(0, 200)})` : '') +
            `, expected ${allowed.join(' or ')}`,
        );
      });
      return outcomes;
    },
    summary: () =>
      [...counts]
        .map(
          ([path, pathCounts]) =>
            `${path}: ${[...pathCounts].map(([outcome, count]) => `${outcome}×${count}`).join(', ')}`,
        )
        .join('; '),
  };
}

/**
 * Starts a call after a pause: a test sweeping the pause over its rounds lets the second path
 * arrive at every point of the first one's transaction, not only at its start.
 */
export async function after<T>(delayMs: number, start: () => Promise<T>): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return start();
}

export function countOf(outcomes: string[], outcome: string): number {
  return outcomes.filter((each) => each === outcome).length;
}

/**
 * `/withdraw/create/order` with the quote given, without asking for one first: a race needs the
 * request itself to leave at once. Up to R$ 500 a withdrawal has no fee and no tax.
 */
export function askWithdrawal(
  app: FastifyInstance,
  player: { token: string; accountId: number },
  amountMinor: number,
  quote: { feeMinor: number; taxMinor: number } = { feeMinor: 0, taxMinor: 0 },
): Promise<LightMyRequestResponse> {
  return call(
    app,
    '/withdraw/create/order',
    {
      amountMinor,
      accountId: player.accountId,
      feeMinor: quote.feeMinor,
      taxMinor: quote.taxMinor,
    },
    player.token,
  );
}

/** Bets of the game session, each in a round of its own. */
export function placeBets(
  app: FastifyInstance,
  gameToken: string,
  prefix: string,
  count: number,
  stakeMinor: number,
): Promise<LightMyRequestResponse>[] {
  return Array.from({ length: count }, (_, index) =>
    walletCall(app, '/wallet/bet', {
      token: gameToken,
      gameId: 66121,
      currency: 'BRL',
      transactionId: `${prefix}-bet${index}`,
      roundId: `${prefix}-round${index}`,
      amount: stakeMinor,
    }),
  );
}

/**
 * Moves the player's withdrawals two days back, so the market's minute between requests and its
 * daily count do not refuse the next round's request: the rounds test races, not those rules.
 */
export async function allowAnotherWithdrawal(db: Database, playerId: number): Promise<void> {
  await moveWithdrawalRequestsBack(db, playerId, 2 * 24 * 60 * 60 * 1000);
}

/**
 * A deposit order waiting for its payment, as `/charge/create/order` leaves it once the provider
 * made the charge (written here, so no provider is needed), at a bonus rate of 0.
 */
export async function pendingDeposit(
  db: Database,
  playerId: number,
  amountMinor: number,
): Promise<{ orderId: string; chargeId: string; amountMinor: number }> {
  const suffix = randomBytes(6).toString('hex').toUpperCase();
  const orderId = `SDRACE${suffix}`;
  const chargeId = `ch_race_${suffix}`;
  await db.execute(sql`
    insert into deposit_orders (order_id, player_id, currency, amount_minor, giving_rate_bps,
      method, status, psp_charge_id, expires_at)
    values (${orderId}, ${playerId}, 'BRL', ${amountMinor}, 0, 'pix', 'pending', ${chargeId},
      now() + interval '1 hour')`);
  return { orderId, chargeId, amountMinor };
}

/** The id of the ledger transaction of a kind about a reference; ids grow in the order written. */
export async function ledgerTransactionId(
  db: Database,
  kind: string,
  reference: string,
): Promise<number | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id::text from ledger_transactions where kind = ${kind} and reference = ${reference}`,
  );
  return row ? Number(row.id) : null;
}

export async function countLedgerTransactions(
  db: Database,
  kind: string,
  reference: string,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ledger_transactions
      where kind = ${kind} and reference = ${reference}`,
  );
  return row?.count ?? 0;
}

export async function balanceOf(app: FastifyInstance, token: string): Promise<number> {
  return (await call(app, '/v1/bus/accountInfo', {}, token)).json().data.result.accountGold;
}
