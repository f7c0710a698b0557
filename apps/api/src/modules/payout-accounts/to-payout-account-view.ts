import type { payoutAccountView } from '@sorte/contracts';
import type { z } from 'zod';
import type { payoutAccounts } from '../../db/schema';

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/**
 * Enough to recognise an account, not to copy it: all but the last four characters hidden, or for
 * an e-mail key its first letter and its domain (its last four would be ".com" for most).
 */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, 1)}•••${account.slice(at)}`;
  const visible = account.slice(-4);
  return `${'•'.repeat(Math.min(4, Math.max(0, account.length - 4)))}${visible}`;
}

export function toPayoutAccountView(row: PayoutAccountRow): z.input<typeof payoutAccountView> {
  return {
    accountId: row.id,
    channelId: row.channel,
    orderType: row.orderType,
    account: row.account,
    accountMasked: maskAccount(row.account),
    bankCode: row.bankCode,
    holderName: row.holderName,
    holderCpf: row.holderCpf,
    createdAt: row.createdAt.toISOString(),
  };
}
