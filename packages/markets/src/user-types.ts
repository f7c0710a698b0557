/** The seed classes players as user types A to F, sent as the numbers 1 to 6. */
export const userTypes = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6 } as const;

export type UserTypeLetter = keyof typeof userTypes;
export type UserType = (typeof userTypes)[UserTypeLetter];

const userTypeLetters = Object.keys(userTypes) as UserTypeLetter[];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'number' && userTypeLetters.some((letter) => userTypes[letter] === value);
}

export function userTypeLetterOf(userType: UserType): UserTypeLetter {
  const letter = userTypeLetters.find((candidate) => userTypes[candidate] === userType);
  if (letter === undefined) throw new RangeError(`unknown user type ${String(userType)}`);
  return letter;
}
