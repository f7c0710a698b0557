import { z } from 'zod';
import { amountMinor, gameIdField } from './common';

/**
 * The seamless-wallet protocol a game provider speaks to the casino (games → api). Every call is
 * signed: `x-wallet-timestamp` (Unix ms) and `x-wallet-signature` = hex HMAC-SHA256 over
 * `timestamp + "." + rawBody` with the provider's secret.
 */
export const walletHeaders = {
  timestamp: 'x-wallet-timestamp',
  signature: 'x-wallet-signature',
} as const;

/** Calls signed further from now than this are refused (replay protection). */
export const walletSignatureWindowMs = 5 * 60 * 1000;

const identifier = z
  .string()
  .regex(/^[A-Za-z0-9:_.-]{1,100}$/, 'must be 1 to 100 letters, digits or :_.-');

const base = {
  token: z.string().min(1).max(256),
  gameId: gameIdField,
  currency: z.string().regex(/^[A-Z]{3}$/),
};

export const walletBalanceBody = z.object(base).strict();

export const walletBetBody = z
  .object({
    ...base,
    transactionId: identifier,
    roundId: identifier,
    amount: amountMinor.positive(),
  })
  .strict();

/** A win of 0 closes a losing round. */
export const walletWinBody = z
  .object({ ...base, transactionId: identifier, roundId: identifier, amount: amountMinor })
  .strict();

/**
 * A round in one call, for a game whose outcome is known when its stake is placed (a spin): its
 * bet, then its win (0 closes a losing round). The bet is the call `/wallet/bet` would be, under
 * its own transaction id; the win is sent only once the bet is taken, under its own. A retried
 * call answers as the first did and moves nothing again.
 */
export const walletPlayBody = z
  .object({
    ...base,
    roundId: identifier,
    bet: z.object({ transactionId: identifier, amount: amountMinor.positive() }).strict(),
    win: z.object({ transactionId: identifier, amount: amountMinor }).strict(),
  })
  .strict();

export const walletRollbackBody = z
  .object({ ...base, transactionId: identifier, roundId: identifier, rollbackOf: identifier })
  .strict();

export const walletErrorCodes = [
  'INSUFFICIENT_FUNDS',
  'INVALID_TOKEN',
  'UNKNOWN_ROUND',
  'DUPLICATE_MISMATCH',
  'PLAYER_BLOCKED',
  'LOSS_LIMIT_REACHED',
  'PLAY_TIME_LIMIT_REACHED',
  'BAD_REQUEST',
  /** A bet whose transaction was already rolled back (it arrived after its rollback). */
  'ALREADY_ROLLED_BACK',
  'INVALID_SIGNATURE',
] as const;
export type WalletErrorCode = (typeof walletErrorCodes)[number];

export const walletSuccess = z.object({
  ok: z.literal(true),
  balance: amountMinor,
  currency: z.string(),
  transactionId: z.string(),
  /** On /wallet/balance only: the casino's public id of the player behind the game token. */
  playerId: z.string().optional(),
});

export const walletFailure = z.object({
  ok: z.literal(false),
  code: z.enum(walletErrorCodes),
  message: z.string(),
});

export const walletAnswer = z.union([walletSuccess, walletFailure]);

/**
 * A round in one call answered: the bet refused (a failure, and no win was sent), or taken with
 * its win's own answer (the balance after both, or the win's refusal: the provider sends that win
 * again with `/wallet/win`).
 */
export const walletPlayAnswer = z.union([
  z.object({ ok: z.literal(true), bet: walletSuccess, win: walletAnswer }),
  walletFailure,
]);

export type WalletBalanceBody = z.infer<typeof walletBalanceBody>;
export type WalletBetBody = z.infer<typeof walletBetBody>;
export type WalletWinBody = z.infer<typeof walletWinBody>;
export type WalletPlayBody = z.infer<typeof walletPlayBody>;
export type WalletRollbackBody = z.infer<typeof walletRollbackBody>;
export type WalletPlayAnswer = z.infer<typeof walletPlayAnswer>;
export type WalletAnswer = z.infer<typeof walletAnswer>;
export type WalletSuccess = z.infer<typeof walletSuccess>;
export type WalletFailure = z.infer<typeof walletFailure>;
