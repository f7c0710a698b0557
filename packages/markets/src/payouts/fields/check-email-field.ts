import { acceptField, refuseField, trimmedInput } from './payout-field-check';
import type { PayoutFieldCheck } from './payout-field-check';

/** The longest e-mail address a PIX key may be (the Banco Central's DICT limit). */
export const emailLengthMax = 77;

// Dot-separated atoms of the characters RFC 5322 allows unquoted in a local part.
const localPart = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// Labels of letters, digits and inner hyphens, at least two, the last made of letters only.
const domainLabel = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * An e-mail address as a payout key: one @, a plain local part of at most 64 characters, a domain
 * of at least two labels ending in an alphabetic top-level domain. ASCII only (chosen: quoted
 * local parts and international domain names are valid e-mail but not accepted by every payout
 * provider). Stored in lower case, the form PIX keys are registered in.
 */
export function checkEmailField(input: string): PayoutFieldCheck {
  const trimmed = trimmedInput(input);
  if (trimmed === null || trimmed.length > emailLengthMax) return refuseField('email_invalid');
  const email = trimmed.toLowerCase();
  const parts = email.split('@');
  if (parts.length !== 2) return refuseField('email_invalid');
  const [local = '', domain = ''] = parts;
  const labels = domain.split('.');
  const topLevel = labels.at(-1) ?? '';
  const wellFormed =
    local.length <= 64 &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    /^[a-z]{2,63}$/.test(topLevel);
  return wellFormed ? acceptField(email) : refuseField('email_invalid');
}
