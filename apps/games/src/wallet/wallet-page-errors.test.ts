import { walletErrorCodes } from '@sorte/contracts';
import type { WalletErrorCode } from '@sorte/contracts';
import { describe, expect, it } from 'vitest';
import { PageError } from '../page-api/page-error';
import { spinRefusalOf, throwWalletRefusal } from './wallet-page-errors';

const failure = (code: WalletErrorCode) => ({ ok: false as const, code, message: code });

describe('a refused stake', () => {
  it('is the spin’s answer when the player’s own state explains it', () => {
    expect(spinRefusalOf(failure('INSUFFICIENT_FUNDS'))?.refused.code).toBe('insufficient_funds');
    expect(spinRefusalOf(failure('PLAYER_BLOCKED'))?.refused.code).toBe('player_blocked');
    expect(spinRefusalOf(failure('LOSS_LIMIT_REACHED'))?.refused.code).toBe('loss_limit_reached');
    expect(spinRefusalOf(failure('PLAY_TIME_LIMIT_REACHED'))?.refused.code).toBe(
      'play_time_limit_reached',
    );
  });

  it('stays an error when it is a fault: an unknown token, a broken call', () => {
    const explained = new Set<WalletErrorCode>([
      'INSUFFICIENT_FUNDS',
      'PLAYER_BLOCKED',
      'LOSS_LIMIT_REACHED',
      'PLAY_TIME_LIMIT_REACHED',
    ]);
    for (const code of walletErrorCodes.filter((code) => !explained.has(code))) {
      expect(spinRefusalOf(failure(code)), code).toBeNull();
      expect(() => throwWalletRefusal(failure(code)), code).toThrow(PageError);
    }
  });
});
