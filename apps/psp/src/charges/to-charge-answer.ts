import type { ChargeAnswer } from '@sorte/contracts';
import type { ChargeRow } from '../db/schema';
import { pspClabe } from '../spei/psp-clabe';

/** A charge as the protocol answers it. */
export function toChargeAnswer(charge: ChargeRow, publicUrl: string): ChargeAnswer {
  return {
    chargeId: charge.id,
    merchantOrderId: charge.merchantOrderId,
    status: charge.status,
    amount: charge.amountMinor,
    currency: charge.currency,
    method: charge.method,
    payUrl: `${publicUrl}/checkout/${charge.id}`,
    expiresAt: charge.expiresAt.toISOString(),
    ...(charge.brCode === null ? {} : { pix: { brCode: charge.brCode } }),
    ...(charge.speiReference === null
      ? {}
      : { spei: { clabe: pspClabe, reference: charge.speiReference } }),
  };
}
