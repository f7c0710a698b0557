import type { WalletPlayAnswer, WalletPlayBody } from '@sorte/contracts';
import { toWalletAnswer, toWalletRequest } from './call-wallet-function';
import { walletFailure } from './wallet-refusal';
import type { WalletBatcher } from './wallet-batcher';

/**
 * A round in one call: its bet exactly as `/wallet/bet` would place it (same request, same
 * fingerprint, so either call replays the other), then, once the bet is taken, its win as
 * `/wallet/win` would settle it, at the head of the batch after the bet's. Each goes through the
 * batcher as the separate calls do, so the database does for a round in one call what it does for
 * two: the provider saves a request, a signature and a wait. A refused bet sends no win. A retry
 * after a lost answer replays the bet and finishes whatever did not land.
 */
export async function playRound(
  wallet: WalletBatcher,
  provider: string,
  body: WalletPlayBody,
  at: Date,
): Promise<WalletPlayAnswer> {
  const { bet, win, ...round } = body;
  if (bet.transactionId === win.transactionId) {
    return walletFailure('BAD_REQUEST', 'The bet and the win need transaction ids of their own.');
  }
  // `at` as the separate calls take it (place-bet.ts): the api's clock judges limits and dates
  // the round. The win follows the bet in the very next batch, and only if the bet was taken.
  const [betStored, winStored] = await wallet.submitInTurn(
    {
      fn: 'wallet_bet',
      request: toWalletRequest('wallet_bet', provider, { ...round, ...bet }, at),
    },
    {
      fn: 'wallet_win',
      request: toWalletRequest('wallet_win', provider, { ...round, ...win }, at),
    },
  );
  const betAnswer = toWalletAnswer(betStored);
  if (!betAnswer.ok) return betAnswer;
  if (!winStored) throw new Error('the batcher answered a taken bet without its win');
  return { ok: true, bet: betAnswer, win: toWalletAnswer(winStored) };
}
