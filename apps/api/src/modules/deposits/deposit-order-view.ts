import type { depositOrderView } from '@sorte/contracts';
import type { z } from 'zod';
import type { depositOrders } from '../../db/schema';
import type { Language } from '../../i18n/messages';
import { depositReason } from './deposit-reason';

export type DepositOrderView = z.input<typeof depositOrderView>;
type DepositOrderRow = typeof depositOrders.$inferSelect;

/** An order as the player sees it in the drawer's history. */
export function toDepositOrderView(row: DepositOrderRow, language: Language): DepositOrderView {
  return {
    orderId: row.orderId,
    amountMinor: row.amountMinor,
    bonusMinor: row.bonusMinor,
    currency: row.currency,
    method: row.method,
    status: row.status,
    payUrl: row.status === 'pending' ? row.payUrl : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    reason: depositReason(row.status, language),
  };
}
