import type { WalletErrorCode, WalletFailure } from '@sorte/contracts';

const messages: Record<WalletErrorCode, string> = {
  INSUFFICIENT_FUNDS: 'The player balance does not cover this bet.',
  INVALID_TOKEN: 'The game session token is unknown or has expired.',
  UNKNOWN_ROUND: 'There is no open round with a bet for this call.',
  DUPLICATE_MISMATCH: 'This transaction id was already used for a different request.',
  PLAYER_BLOCKED: 'The player may not play at the moment.',
  LOSS_LIMIT_REACHED: 'This bet would pass a loss limit the player set.',
  PLAY_TIME_LIMIT_REACHED: 'The player has reached the daily play-time limit they set.',
  BAD_REQUEST: 'The request is not valid.',
  ALREADY_ROLLED_BACK: 'This transaction was rolled back before it arrived.',
  INVALID_SIGNATURE: 'The signature is missing, wrong or too old.',
};

export function walletFailure(code: WalletErrorCode, detail?: string): WalletFailure {
  return { ok: false, code, message: detail ?? messages[code] };
}

/** Thrown inside a database transaction to roll it back and answer with a refusal. */
export class WalletRefusal extends Error {
  constructor(
    readonly code: WalletErrorCode,
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'WalletRefusal';
  }

  toAnswer(): WalletFailure {
    return walletFailure(this.code, this.detail);
  }
}
