import type { CreateChargeBody } from '@sorte/contracts';
import { amountMinorMax } from '../amount-limits';
import { currenciesOfMethod } from './method-currencies';

export interface RequestRefusal {
  code: string;
  message: string;
}

/** Only web addresses: a callback or return URL like javascript:… would be a hole, not a link. */
export function isWebUrl(value: string): boolean {
  return /^https?:$/.test(new URL(value).protocol);
}

/** What the contract's schema cannot say about a charge request: currency per method, limits. */
export function checkChargeRequest(body: CreateChargeBody): RequestRefusal | null {
  const currencies: readonly string[] = currenciesOfMethod[body.method];
  if (!currencies.includes(body.currency)) {
    return {
      code: 'unsupported_currency',
      message: `${body.method} charges are in ${currencies.join(', ')}, not ${body.currency}`,
    };
  }
  if (body.amount > amountMinorMax) {
    return { code: 'amount_too_large', message: `amount must be at most ${amountMinorMax}` };
  }
  if (!isWebUrl(body.callbackUrl) || !isWebUrl(body.returnUrl)) {
    return { code: 'bad_request', message: 'callbackUrl and returnUrl must be http(s) URLs' };
  }
  return null;
}
