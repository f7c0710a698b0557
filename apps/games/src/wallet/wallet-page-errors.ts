import type { WalletFailure } from '@sorte/contracts';
import type { SpinRefusedAnswer } from '../page-api/answers';
import { PageError } from '../page-api/page-error';

/**
 * A refusal of the stake that the player's own state explains (no balance, a block, a limit):
 * the spin's answer, not an error. Null for a refusal that is a fault (a token the wallet does
 * not know, a code outside the protocol), which throwWalletRefusal answers as an error.
 */
export function spinRefusalOf(failure: WalletFailure): SpinRefusedAnswer | null {
  switch (failure.code) {
    case 'INSUFFICIENT_FUNDS':
      return refused('insufficient_funds', 'the balance does not cover this bet');
    case 'PLAYER_BLOCKED':
      return refused('player_blocked', 'the casino does not let this player play now');
    case 'LOSS_LIMIT_REACHED':
      return refused('loss_limit_reached', 'the bet would pass a loss limit the player set');
    case 'PLAY_TIME_LIMIT_REACHED':
      return refused('play_time_limit_reached', 'the player spent their daily play time');
    default:
      return null;
  }
}

function refused(code: SpinRefusedAnswer['refused']['code'], message: string): SpinRefusedAnswer {
  return { refused: { code, message } };
}

/** A wallet refusal, as the page's error: the player reads it in their language from its code. */
export function throwWalletRefusal(failure: WalletFailure): never {
  switch (failure.code) {
    case 'INSUFFICIENT_FUNDS':
      throw new PageError('insufficient_funds', 402, 'the balance does not cover this bet');
    case 'INVALID_TOKEN':
      throw new PageError('session_invalid', 401, 'the game session is unknown or expired');
    case 'PLAYER_BLOCKED':
      throw new PageError('player_blocked', 403, 'the casino does not let this player play now');
    case 'LOSS_LIMIT_REACHED':
      throw new PageError(
        'loss_limit_reached',
        403,
        'the bet would pass a loss limit the player set',
      );
    case 'PLAY_TIME_LIMIT_REACHED':
      throw new PageError('play_time_limit_reached', 403, 'the player spent their daily play time');
    default:
      throw new PageError('wallet_refused', 502, `the wallet refused: ${failure.code}`);
  }
}

export function throwWalletUnavailable(reason: string): never {
  throw new PageError('wallet_unavailable', 503, `the wallet did not answer: ${reason}`);
}
