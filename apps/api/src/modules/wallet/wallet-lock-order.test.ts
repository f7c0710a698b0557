import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, useTestApp } from '../../../test/helper';
import { fundedPlayerInGame } from '../../../test/wallet-client';
import { runWalletBatch, toWalletRequest } from './call-wallet-function';
import type { WalletFunction } from './call-wallet-function';

const context = useTestApp();

function bets(gameToken: string, prefix: string, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const fn: WalletFunction = 'wallet_bet';
    return {
      fn,
      request: toWalletRequest(fn, 'games', {
        token: gameToken,
        gameId: 66121,
        currency: 'BRL',
        transactionId: `${prefix}-b${index}`,
        roundId: `${prefix}-r${index}`,
        amount: 10,
      }),
    };
  });
}

describe('wallet batches sharing players', () => {
  it('never deadlock: batches holding the same two players in opposite orders all go through', async () => {
    const first = await fundedPlayerInGame(context, 100_000);
    const second = await fundedPlayerInGame(context, 100_000);
    const pairs = 6;
    const callsPerPlayer = 15;
    // Batch A plays the first player then the second, batch B the other way round; without one
    // lock order, two such batches running at once each hold the row the other waits for.
    const runs = Array.from({ length: pairs }, (_, pair) => [
      runWalletBatch(context.database.db, [
        ...bets(first.gameToken, `a${pair}-first`, callsPerPlayer),
        ...bets(second.gameToken, `a${pair}-second`, callsPerPlayer),
      ]),
      runWalletBatch(context.database.db, [
        ...bets(second.gameToken, `b${pair}-second`, callsPerPlayer),
        ...bets(first.gameToken, `b${pair}-first`, callsPerPlayer),
      ]),
    ]).flat();
    const answers = (await Promise.all(runs)).flatMap((outcome) => outcome.answers);

    expect(answers).toHaveLength(pairs * 2 * 2 * callsPerPlayer);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const staked = pairs * 2 * callsPerPlayer * 10;
    for (const player of [first, second]) {
      const info = await call(context.app, '/v1/bus/accountInfo', {}, player.token);
      expect(info.json().data.result.accountGold).toBe(100_000 - staked);
    }
    await expectBooksBalanced(context.database.db);
  });
});
