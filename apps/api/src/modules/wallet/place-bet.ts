import type { WalletAnswer, WalletBetBody } from '@sorte/contracts';
import { toWalletAnswer, toWalletRequest } from './call-wallet-function';
import type { WalletBatcher } from './wallet-batcher';

/**
 * A bet: the player's stake moves to the house and the round opens (or grows). Refused with
 * INSUFFICIENT_FUNDS rather than ever taking the balance below zero; needs a live game session.
 */
export function placeBet(
  wallet: WalletBatcher,
  provider: string,
  body: WalletBetBody,
  at: Date,
): Promise<WalletAnswer> {
  // `at` is when the bet is judged against the player's limits and when its round begins: the
  // api's clock, so limits count as the launch counted them (and a test can move time on).
  return wallet
    .submit('wallet_bet', toWalletRequest('wallet_bet', provider, body, at))
    .then(toWalletAnswer);
}
