import { formatMoney, isCurrencyCode } from '@sorte/money';
import type { ChargeRow } from '../db/schema';
import type { Config } from '../config';
import { pspClabe } from '../spei/psp-clabe';
import { checkoutCopy } from '@sorte/words/psp';
import { checkoutLanguageOf } from './checkout-language';
import { drawQrSvg } from './draw-qr-svg';
import type { CheckoutPageModel } from './page-model';

/** Which of the page's states a charge is in, as the player should see it now. */
export function checkoutStateOf(
  charge: Pick<ChargeRow, 'status' | 'paymentSubmittedAt' | 'expiresAt'>,
  nowMs: number,
): CheckoutPageModel['state'] {
  if (charge.status !== 'pending') return charge.status;
  if (charge.paymentSubmittedAt !== null) return 'processing';
  // Past its time but not yet swept by the expiry loop: it can no longer be paid.
  return nowMs >= charge.expiresAt.getTime() ? 'expired' : 'pending';
}

/** Reads what the checkout page of a charge shows. */
export async function loadCheckoutPage(
  charge: ChargeRow,
  config: Config,
  nowMs: number,
): Promise<CheckoutPageModel> {
  if (!isCurrencyCode(charge.currency)) {
    throw new Error(`charge ${charge.id} has currency ${charge.currency}, outside the table`);
  }
  const language = checkoutLanguageOf(charge);
  return {
    chargeId: charge.id,
    merchantOrderId: charge.merchantOrderId,
    method: charge.method,
    state: checkoutStateOf(charge, nowMs),
    language,
    copy: checkoutCopy[language],
    merchantName: config.PSP_MERCHANT_NAME ?? checkoutCopy[language].payee,
    amountText: formatMoney(charge.amountMinor, charge.currency),
    amountPlain: formatMoney(charge.amountMinor, charge.currency, { withSign: false }),
    expiresAt: charge.expiresAt,
    secondsLeft: Math.max(0, Math.ceil((charge.expiresAt.getTime() - nowMs) / 1000)),
    returnUrl: charge.returnUrl,
    sandbox: config.PSP_SANDBOX,
    ...(charge.brCode === null
      ? {}
      : { pix: { brCode: charge.brCode, qrSvg: await drawQrSvg(charge.brCode) } }),
    ...(charge.speiReference === null
      ? {}
      : { spei: { clabe: pspClabe, reference: charge.speiReference } }),
  };
}
