import type { payoutAccountView } from '@sorte/contracts';
import type { z } from 'zod';
import type { payoutAccounts } from '../../db/schema';

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** All but the last four characters hidden: enough to recognise an account, not to copy it. */
export function maskAccount(account: string): string {
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
