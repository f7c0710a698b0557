import type { Database } from '../../db/database';
import { postTransaction } from './post-transaction';
import type { PostResult } from './post-transaction';
import { playerAccount, systemAccount } from './ledger-types';

/**
 * Tests fund players straight through the ledger (the running product has no such call: money
 * arrives only through a verified payment). The money comes from the PSP clearing account, as a
 * real deposit's would, and adds no turnover.
 */
export async function fundPlayerForTest(
  db: Database,
  playerId: number,
  currency: string,
  amountMinor: number,
  key = `test:fund:${playerId}:${amountMinor}:${Math.random()}`,
): Promise<PostResult> {
  return db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyKey: key,
      kind: 'deposit',
      currency,
      postings: [
        { account: systemAccount('psp:clearing'), amountMinor: -amountMinor },
        { account: playerAccount(playerId), amountMinor },
      ],
    }),
  );
}
