/**
 * What the player app says when it could not start (the language chunk itself did not load), in
 * English, which defines the keys. Every language's is in the entry chunk: a few words each.
 */
export const startupEn = {
  message: 'No connection. Check your internet.',
  retry: 'Try again',
};

export type StartupWords = Record<keyof typeof startupEn, string>;
