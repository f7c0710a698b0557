import type { CreatePayoutBody } from '@sorte/contracts';
import { isCurrencyCode } from '@sorte/money';
import { amountMinorMax } from '../amount-limits';
import { isWebUrl } from '../charges/check-charge-request';
import type { RequestRefusal } from '../charges/check-charge-request';

/**
 * What the contract's schema cannot say about a payout request. A destination that cannot exist
 * is not refused here: the bank refuses it later, as a real one would (payout.failed).
 */
export function checkPayoutRequest(body: CreatePayoutBody): RequestRefusal | null {
  if (!isCurrencyCode(body.currency)) {
    return { code: 'unsupported_currency', message: `${body.currency} is not paid out here` };
  }
  if (body.amount > amountMinorMax) {
    return { code: 'amount_too_large', message: `amount must be at most ${amountMinorMax}` };
  }
  if (!isWebUrl(body.callbackUrl)) {
    return { code: 'bad_request', message: 'callbackUrl must be an http(s) URL' };
  }
  return null;
}
