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
  at: Date,
): Promise<WalletAnswer> {
  // `at` is when the round settles, on the api's clock, as its bet began (place-bet.ts).
  return wallet
    .submit('wallet_win', toWalletRequest('wallet_win', provider, body, at))
    .then(toWalletAnswer);
}
