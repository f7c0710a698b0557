import { acceptField, refuseField, trimmedInput } from './payout-field-check';
import type { PayoutFieldCheck } from './payout-field-check';

const hyphenated = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const bare = /^[0-9a-f]{32}$/;

/**
 * A PIX random key (EVP): a UUID, 32 hexadecimal digits in groups of 8-4-4-4-12. Any UUID version
 * is accepted, because the Banco Central's own manual uses a version-1 key as its example. Taken
 * with or without hyphens, in either case; stored in lower case with hyphens.
 */
export function checkPixRandomKeyField(input: string): PayoutFieldCheck {
  const trimmed = trimmedInput(input);
  const key = trimmed?.toLowerCase() ?? '';
  if (hyphenated.test(key)) return acceptField(key);
  if (!bare.test(key)) return refuseField('pix_random_key_invalid');
  return acceptField(
    [key.slice(0, 8), key.slice(8, 12), key.slice(12, 16), key.slice(16, 20), key.slice(20)].join(
      '-',
    ),
  );
}
