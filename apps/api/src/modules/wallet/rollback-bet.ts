import type { WalletAnswer, WalletRollbackBody } from '@sorte/contracts';
import { toWalletAnswer, toWalletRequest } from './call-wallet-function';
import type { WalletBatcher } from './wallet-batcher';

/**
 * A rollback gives back a bet whose round has no win, once. If the bet never arrived, a
 * tombstone takes its transaction id so that, arriving late, it is refused rather than charged.
 */
export function rollbackBet(
  wallet: WalletBatcher,
  provider: string,
  body: WalletRollbackBody,
): Promise<WalletAnswer> {
  return wallet
    .submit('wallet_rollback', toWalletRequest('wallet_rollback', provider, body))
    .then(toWalletAnswer);
}
