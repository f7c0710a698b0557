// The payment provider's webhooks as the real world sends them: again, late and, for payouts, an
// outcome contradicting the one already applied. Each is signed as the provider signs it; none
// may move money a second time.
import { randomBytes } from 'node:crypto';
import { callCounts, webhookCall } from './calls';
import type { PlayerRecord } from './ledger-of-acknowledgements';
import { listWithdrawals } from './staff-desk';

const newEventId = () => `evt_chaos_${randomBytes(10).toString('hex')}`;

/** A `charge.paid` again, under a new event id, for about a third of the paid deposits. */
export async function replayChargesPaid(apiUrl: string, players: PlayerRecord[]): Promise<number> {
  let sent = 0;
  for (const player of players) {
    for (const deposit of player.deposits) {
      if (Math.random() > 0.35) continue;
      await webhookCall(apiUrl, {
        id: newEventId(),
        type: 'charge.paid',
        data: {
          chargeId: deposit.chargeId,
          merchantOrderId: deposit.orderId,
          amount: deposit.amountMinor,
          currency: deposit.currency,
          method: deposit.method,
          occurredAt: new Date().toISOString(),
        },
      });
      sent += 1;
    }
  }
  callCounts.duplicates += sent;
  return sent;
}

/**
 * For every ended payout: its outcome again, and the opposite outcome, late. A paid payout must
 * not be refunded and a refunded one must not be paid.
 */
export async function replayPayoutOutcomes(apiUrl: string, staffToken: string): Promise<number> {
  let sent = 0;
  for (const status of ['paid', 'failed'] as const) {
    for (const row of await listWithdrawals(apiUrl, staffToken, status)) {
      if (!row.pspPayoutId) continue;
      const data = (failed: boolean) => ({
        payoutId: row.pspPayoutId,
        merchantPayoutId: row.orderId,
        amount: row.arrivesMinor,
        currency: row.currency,
        failureReason: failed ? (row.failureReason ?? 'rejected_by_bank') : null,
        occurredAt: new Date().toISOString(),
      });
      const same = status === 'failed';
      await webhookCall(apiUrl, { id: newEventId(), type: `payout.${status}`, data: data(same) });
      const opposite = status === 'paid' ? 'failed' : 'paid';
      await webhookCall(apiUrl, {
        id: newEventId(),
        type: `payout.${opposite}`,
        data: data(!same),
      });
      sent += 2;
    }
  }
  callCounts.duplicates += sent;
  return sent;
}
