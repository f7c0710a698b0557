import { randomAlphanumeric } from '@sorte/money';

/**
 * "SD" and 18 random upper-case letters and digits: short enough to be a PIX txid (25 at most),
 * unguessable, and readable to support when a player quotes it.
 */
export function newOrderId(): string {
  return `SD${randomAlphanumeric(18).toUpperCase()}`;
}
