/** Why a payout account's field was refused: a stable code the api answers and the form shows. */
export const payoutFieldErrorCodes = [
  'field_missing',
  'cpf_invalid',
  'phone_invalid',
  'email_invalid',
  'pix_random_key_invalid',
  'clabe_invalid',
  'card_invalid',
  'bank_code_invalid',
  'account_number_invalid',
  'iban_invalid',
  'qr_code_invalid',
  'holder_name_invalid',
  'holder_name_too_long',
] as const;

export type PayoutFieldErrorCode = (typeof payoutFieldErrorCodes)[number];

/** A field's check: its normalised value (what is stored and paid to), or why it was refused. */
export type PayoutFieldCheck =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly error: PayoutFieldErrorCode };

/**
 * Longest text any payout field reads. Far above every real account number, key or name, so it
 * refuses nothing real; it bounds the work done on hostile input before any pattern runs.
 */
export const payoutFieldLengthMax = 600;

export function acceptField(value: string): PayoutFieldCheck {
  return { ok: true, value };
}

export function refuseField(error: PayoutFieldErrorCode): PayoutFieldCheck {
  return { ok: false, error };
}

/** The input without surrounding spaces, or null when it is too long to be any field. */
export function trimmedInput(input: string): string | null {
  if (input.length > payoutFieldLengthMax) return null;
  return input.trim();
}

/**
 * The input with the separators people type inside numbers (spaces, dots, hyphens, slashes,
 * parentheses) taken out, or null when too long. What is left is checked character by character.
 */
export function withoutSeparators(input: string): string | null {
  const trimmed = trimmedInput(input);
  return trimmed === null ? null : trimmed.replace(/[\s.\-/()]/g, '');
}
