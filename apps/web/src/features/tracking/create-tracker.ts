import type { CurrencyCode } from '@sorte/money';
import type { LoginSignal } from '../../lib/tracking/login-signals';
import type { ConversionRecord } from './api/conversion-records';
import type { TrackingProvider } from './tracking-event';

/** The server's conversion outbox, as the tracker uses it. */
export interface ConversionOutbox {
  read(): Promise<ConversionRecord[]>;
  markReported(orderIds: readonly string[]): Promise<void>;
}

export interface Tracker {
  /** Reports a sign-in to every provider, once per sign-in. */
  reportLogin(login: LoginSignal): void;
  /**
   * Reads the outbox, reports each paid deposit in it to every provider once, then marks them
   * reported. Calls made while a pass runs add one more pass after it, so a deposit paid meanwhile
   * is not missed and none is read twice at once. Never rejects: a failed pass is tried again on
   * the next occasion (a sign-in, a deposit paid, the next visit).
   */
  reportPaidDeposits(): Promise<void>;
}

/**
 * What the app reports once the player has consented and at least one provider has loaded
 * (decision 0013). Only ever created then: before, there is nothing to call.
 */
export function createTracker(input: {
  providers: readonly TrackingProvider[];
  outbox: ConversionOutbox;
  /** The account's currency: the outbox's amounts are minor units of it. */
  currency: CurrencyCode;
  /**
   * Runs one pass over the outbox while no other tab of the app runs one (the runner uses the Web
   * Locks API), so two tabs never report the same deposit between a read and its mark.
   */
  exclusive?: (pass: () => Promise<void>) => Promise<void>;
}): Tracker {
  const { providers, outbox, currency } = input;
  const exclusive = input.exclusive ?? ((pass: () => Promise<void>) => pass());
  const reportedLogins = new Set<number>();
  // Sent in this page, in case marking them failed: they are marked again, never sent again.
  const sentOrders = new Set<string>();
  let pass: Promise<void> | null = null;
  let passRequested = false;

  async function reportOutbox(): Promise<void> {
    const records = await outbox.read();
    if (records.length === 0) return;
    for (const record of records) {
      if (sentOrders.has(record.orderId)) continue;
      sentOrders.add(record.orderId);
      for (const provider of providers) {
        provider.send({
          kind: 'deposit',
          orderId: record.orderId,
          amountMinor: record.amount,
          currency,
          firstDeposit: record.isFirstRecharge === 1,
        });
      }
    }
    await outbox.markReported(records.map((record) => record.orderId));
  }

  return {
    reportLogin(login) {
      if (reportedLogins.has(login.sequence)) return;
      reportedLogins.add(login.sequence);
      for (const provider of providers)
        provider.send({ kind: 'login', newPlayer: login.newPlayer });
    },
    reportPaidDeposits() {
      if (pass) {
        passRequested = true;
        return pass;
      }
      pass = (async () => {
        try {
          do {
            passRequested = false;
            await exclusive(reportOutbox);
          } while (passRequested);
        } catch {
          // Offline, or the session ended: the outbox keeps the records for the next pass.
        } finally {
          pass = null;
        }
      })();
      return pass;
    },
  };
}
