import { randomAlphanumeric } from '@sorte/money';

/**
 * "SW" and 18 random upper-case letters and digits: unguessable, and told apart from a deposit's
 * "SD…" at a glance when a player quotes it to support.
 */
export function newWithdrawalOrderId(): string {
  return `SW${randomAlphanumeric(18).toUpperCase()}`;
}
