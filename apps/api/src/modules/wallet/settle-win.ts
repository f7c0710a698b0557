import type { WalletAnswer, WalletWinBody } from '@sorte/contracts';
import { toWalletAnswer, toWalletRequest } from './call-wallet-function';
import type { WalletBatcher } from './wallet-batcher';

/**
 * A win settles a round that has a bet (a win of 0 closes a losing round). Accepted after the
 * game session expired, because a provider must always be able to settle.
 */
export function settleWin(
  wallet: WalletBatcher,
  provider: string,
  body: WalletWinBody,
): Promise<WalletAnswer> {
  return wallet
    .submit('wallet_win', toWalletRequest('wallet_win', provider, body))
    .then(toWalletAnswer);
}
