import { eq } from 'drizzle-orm';
import type { CreatePayoutBody, PayoutDestination } from '@sorte/contracts';
import type { Executor } from '../db/database';
import { payouts } from '../db/schema';
import type { PayoutRow } from '../db/schema';
import { newPayoutId } from '../ids/new-ids';
import type { ServiceDeps } from '../service-deps';
import { decidePayoutOutcome } from './decide-payout-outcome';
import { markPayoutSettled } from './mark-payout-settled';

export type CreatePayoutResult =
  | { kind: 'created'; payout: PayoutRow }
  | { kind: 'replayed'; payout: PayoutRow }
  /** The merchantPayoutId is taken by a payout of another amount, currency or destination. */
  | { kind: 'conflict'; payout: PayoutRow };

/**
 * Accepts a payout (processing), or answers the one already made for this merchantPayoutId so a
 * retried request never pays twice. The bank's answer comes PSP_PAYOUT_DELAY_MS later through the
 * payout loop; with no delay, at once in this transaction.
 */
export async function createPayout(
  deps: ServiceDeps,
  body: CreatePayoutBody,
): Promise<CreatePayoutResult> {
  const result = await deps.db.transaction(async (tx): Promise<CreatePayoutResult> => {
    const existing = await findByMerchantId(tx, body.merchantPayoutId);
    if (existing) return compareWithRequest(existing, body);

    const nowMs = deps.nowMs();
    const delayMs = deps.config.PSP_PAYOUT_DELAY_MS;
    const [created] = await tx
      .insert(payouts)
      .values({
        id: newPayoutId(),
        merchantPayoutId: body.merchantPayoutId,
        amountMinor: body.amount,
        currency: body.currency,
        destination: body.destination,
        callbackUrl: body.callbackUrl,
        status: 'processing',
        settleAt: new Date(nowMs + delayMs),
        createdAt: new Date(nowMs),
        updatedAt: new Date(nowMs),
      })
      .onConflictDoNothing({ target: payouts.merchantPayoutId })
      .returning();
    if (!created) {
      const winner = await findByMerchantId(tx, body.merchantPayoutId);
      if (!winner) throw new Error(`payout ${body.merchantPayoutId} conflicted but is absent`);
      return compareWithRequest(winner, body);
    }
    if (delayMs > 0) return { kind: 'created', payout: created };
    const outcome = decidePayoutOutcome(created.destination);
    return { kind: 'created', payout: await markPayoutSettled(tx, created, { outcome, nowMs }) };
  });
  if (result.kind === 'created' && result.payout.status !== 'processing') deps.onEventsWritten();
  return result;
}

async function findByMerchantId(
  tx: Executor,
  merchantPayoutId: string,
): Promise<PayoutRow | undefined> {
  const [payout] = await tx
    .select()
    .from(payouts)
    .where(eq(payouts.merchantPayoutId, merchantPayoutId))
    .limit(1);
  return payout;
}

function compareWithRequest(payout: PayoutRow, body: CreatePayoutBody): CreatePayoutResult {
  const same =
    payout.amountMinor === body.amount &&
    payout.currency === body.currency &&
    canonical(payout.destination) === canonical(body.destination);
  return { kind: same ? 'replayed' : 'conflict', payout };
}

/** jsonb does not keep key order, so destinations are compared with sorted keys. */
function canonical(destination: PayoutDestination): string {
  return JSON.stringify(Object.entries(destination).sort(([a], [b]) => a.localeCompare(b)));
}
