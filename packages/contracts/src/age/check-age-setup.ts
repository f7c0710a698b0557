/** The seed's bounds on the username of the 18+ setup. */
export const usernameLengthMin = 3;
export const usernameLengthMax = 15;

// A name to sign in with and be shown by: letters of any script (with their accents), digits and
// `_ . -`. No emoji, symbols, spaces or invisible characters, which a player cannot type again on
// another device.
const usernameCharacters = /^[\p{L}\p{M}\p{Nd}_.-]+$/u;

export type AgeSetupRefusal =
  'username_invalid' | 'birth_date_missing' | 'under_age' | 'terms_not_accepted';

export interface AgeSetupInput {
  username: string;
  birthDate: string;
  termsAccepted: boolean;
}

export type AgeSetupCheck =
  { ok: true; username: string; birthDate: string } | { ok: false; refusal: AgeSetupRefusal };

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in YYYY-MM-DD, or null. */
export function parseCalendarDate(
  value: string,
): { year: number; month: number; day: number } | null {
  const match = isoDate.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Whole years from a birth date to a day. Someone born on 29 February comes of age on 1 March in
 * years without one.
 */
export function fullYearsBetween(birthDate: string, today: string): number | null {
  const born = parseCalendarDate(birthDate);
  const now = parseCalendarDate(today);
  if (!born || !now) return null;
  const birthdayPassed =
    now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (birthdayPassed ? 0 : 1);
}

/** The oldest birth date the setup accepts: nobody playing today was born before it. */
export const birthDateEarliest = '1900-01-01';

/**
 * The 18+ setup's rules, in the order the form shows its messages: username, date of birth, age,
 * terms. `today` is the date in the market's time zone; `minimumAge` comes from its compliance
 * profile (18, or 21 under PAGCOR).
 */
export function checkAgeSetup(
  input: AgeSetupInput,
  rules: { today: string; minimumAge: number },
): AgeSetupCheck {
  const username = input.username.trim();
  const length = [...username].length;
  if (
    length < usernameLengthMin ||
    length > usernameLengthMax ||
    !usernameCharacters.test(username)
  ) {
    return { ok: false, refusal: 'username_invalid' };
  }
  const age = fullYearsBetween(input.birthDate, rules.today);
  if (age === null || input.birthDate < birthDateEarliest || input.birthDate > rules.today) {
    return { ok: false, refusal: 'birth_date_missing' };
  }
  if (age < rules.minimumAge) return { ok: false, refusal: 'under_age' };
  if (!input.termsAccepted) return { ok: false, refusal: 'terms_not_accepted' };
  return { ok: true, username, birthDate: input.birthDate };
}
