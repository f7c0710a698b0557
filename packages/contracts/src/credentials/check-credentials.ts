import { checkEmailField, checkMobileNumberField } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';

export const passwordLengthMin = 8;
export const passwordLengthMax = 128;

export type CredentialsRefusal = 'password_too_weak' | 'phone_invalid' | 'email_invalid';

export interface CheckedCredentials {
  /** E.164, or null when none was given. */
  phone: string | null;
  /** Lower case, or null when none was given. */
  email: string | null;
}

/**
 * The rule for credentials a player binds to their account, shared by the form and the server (no
 * zod, so the app can bundle it): a password of 8 to 128 characters with at least four different
 * ones, a mobile number of the player's market and an e-mail, each optional, normalised as they
 * are stored and signed in with.
 */
export function checkCredentials(
  market: MarketCode,
  input: { password: string; phone?: string | null; email?: string | null },
): { ok: true; credentials: CheckedCredentials } | { ok: false; refusal: CredentialsRefusal } {
  const characters = [...input.password];
  if (
    characters.length < passwordLengthMin ||
    characters.length > passwordLengthMax ||
    new Set(characters).size < 4
  ) {
    return { ok: false, refusal: 'password_too_weak' };
  }
  let phone: string | null = null;
  if (input.phone && input.phone.trim() !== '') {
    const checked = checkMobileNumberField(market, input.phone);
    if (!checked.ok) return { ok: false, refusal: 'phone_invalid' };
    phone = checked.value;
  }
  let email: string | null = null;
  if (input.email && input.email.trim() !== '') {
    const checked = checkEmailField(input.email);
    if (!checked.ok) return { ok: false, refusal: 'email_invalid' };
    email = checked.value;
  }
  return { ok: true, credentials: { phone, email } };
}
