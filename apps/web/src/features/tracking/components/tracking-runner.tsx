import { useEffect, useRef } from 'react';
import type { CurrencyCode } from '@sorte/money';
import type { SiteTracking } from '../../../lib/market';
import { getToken } from '../../../lib/session';
import { followLogins } from '../../../lib/tracking/login-signals';
import { readConversionRecords } from '../api/conversion-records';
import { markConversionRecordsReported } from '../api/mark-conversion-records';
import type { ConversionOutbox, Tracker } from '../create-tracker';
import { loadScript } from '../providers/load-script';
import { startTracking } from '../start-tracking';

/** The server's outbox, read only with a session: a guest not yet signed in has none. */
const serverOutbox: ConversionOutbox = {
  read: async () => (getToken() ? readConversionRecords() : []),
  markReported: markConversionRecordsReported,
};

/**
 * One outbox pass at a time across the app's tabs (a checkout tab that returned to the casino is
 * one), where the browser has Web Locks; alone otherwise.
 */
function acrossTabs(pass: () => Promise<void>): Promise<void> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request('sorte-conversion-outbox', pass) : pass();
}

export interface TrackingRunnerProps {
  providers: SiteTracking['providers'];
  currency: CurrencyCode;
  /** The deposit waiting for payment (accountInfo's processOrderId): when it goes, it was paid or ended. */
  pendingDeposit: string | null;
}

/**
 * Runs the tracking for as long as it is mounted, which is only once the player has consented
 * (decision 0013): starts the providers, reports this page's sign-in and every later one, and
 * reports paid deposits from the outbox at start, after a sign-in and whenever a pending deposit
 * settles. Draws nothing.
 */
export function TrackingRunner({ providers, currency, pendingDeposit }: TrackingRunnerProps) {
  // One start per page, however often React mounts this (strict mode mounts twice).
  const session = useRef<Promise<Tracker | null> | null>(null);
  const tracker = useRef<Tracker | null>(null);
  const lastPendingDeposit = useRef(pendingDeposit);

  useEffect(() => {
    let active = true;
    let stopFollowing = () => {};
    session.current ??= startTracking({
      providers,
      currency,
      loadScript,
      outbox: serverOutbox,
      exclusive: acrossTabs,
    });
    void session.current.then((started) => {
      if (!active || !started) return;
      tracker.current = started;
      let loginReplayed = false;
      stopFollowing = followLogins((login) => {
        loginReplayed = true;
        started.reportLogin(login);
        void started.reportPaidDeposits();
      });
      if (!loginReplayed) void started.reportPaidDeposits();
    });
    return () => {
      active = false;
      stopFollowing();
    };
  }, [providers, currency]);

  useEffect(() => {
    const before = lastPendingDeposit.current;
    lastPendingDeposit.current = pendingDeposit;
    if (before !== null && before !== pendingDeposit) void tracker.current?.reportPaidDeposits();
  }, [pendingDeposit]);

  return null;
}
