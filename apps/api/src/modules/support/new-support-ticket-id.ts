import { randomAlphanumeric } from '@sorte/money';

/**
 * "ST" and ten random upper-case letters and digits: unguessable, short enough to read out, and
 * told apart from a deposit's "SD…" or a withdrawal's "SW…" at a glance.
 */
export function newSupportTicketId(): string {
  return `ST${randomAlphanumeric(10).toUpperCase()}`;
}
