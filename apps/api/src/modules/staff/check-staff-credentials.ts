/** A staff username: 3 to 32 lower-case letters, digits, dots, dashes or underscores. */
export const staffUsernamePattern = /^[a-z0-9._-]{3,32}$/;

/** Passwords are long, not clever: at least 12 characters, at most 200, not one repeated. */
export const staffPasswordLengthMin = 12;
export const staffPasswordLengthMax = 200;

export type StaffCredentialProblem = 'username_invalid' | 'password_too_weak';

/** What is wrong with a new staff account's username and password, if anything. Pure. */
export function checkStaffCredentials(
  username: string,
  password: string,
): StaffCredentialProblem | null {
  if (!staffUsernamePattern.test(username)) return 'username_invalid';
  const characters = [...password];
  if (
    characters.length < staffPasswordLengthMin ||
    characters.length > staffPasswordLengthMax ||
    new Set(characters).size < 4
  ) {
    return 'password_too_weak';
  }
  return null;
}
