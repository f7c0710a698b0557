import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest, useTestApp } from '../../../test/helper';
import { useSecondNode } from '../../../test/second-node';
import { openGame, walletCall } from '../../../test/wallet-client';
import { fundPlayerForTest } from '../ledger/ledger-test-support';

const context = useTestApp();

const other = useSecondNode(context);

async function balanceOn(node: FastifyInstance, token: string): Promise<number> {
  const response = await call(node, '/v1/bus/accountInfo', {}, token);
  expect(response.statusCode).toBe(200);
  return response.json().data.result.accountGold as number;
}

/** A signed-in adult of a market, funded, with a game open. */
async function playerInGame(market: 'BR' | 'MX', currency: 'BRL' | 'MXN', amountMinor: number) {
  const player = await loginAsGuest(context.app, { market });
  await fundPlayerForTest(context.database.db, player.userId, currency, amountMinor);
  return { ...player, currency, gameToken: await openGame(context.app, player.token) };
}

describe('account answers across api processes', () => {
  it('forget a balance that a round played on another process changed, in every market', async () => {
    const brazilian = await playerInGame('BR', 'BRL', 10_000);
    const mexican = await playerInGame('MX', 'MXN', 20_000);
    const players = [brazilian, mexican];
    // Each player's answer is kept in memory by both processes.
    for (const node of [context.app, other.app]) {
      expect(await balanceOn(node, brazilian.token)).toBe(10_000);
      expect(await balanceOn(node, mexican.token)).toBe(20_000);
    }

    // Rounds played on the other process, several players in one batch of its wallet.
    for (const round of [1, 2, 3]) {
      const answers = await Promise.all(
        players.map((player) =>
          walletCall(other.app, '/wallet/bet', {
            token: player.gameToken,
            gameId: 66121,
            currency: player.currency,
            transactionId: `other-bet-${player.userId}-${round}`,
            roundId: `other-round-${player.userId}-${round}`,
            amount: 100 * round,
          }),
        ),
      );
      expect(answers.map((answer) => answer.json().ok)).toEqual([true, true]);
    }
    // The process that played them shows them at once; this one a moment after the commit.
    expect(await balanceOn(other.app, brazilian.token)).toBe(10_000 - 600);
    expect(await balanceOn(other.app, mexican.token)).toBe(20_000 - 600);
    await expect.poll(() => balanceOn(context.app, brazilian.token)).toBe(10_000 - 600);
    await expect.poll(() => balanceOn(context.app, mexican.token)).toBe(20_000 - 600);

    // And a round played here is shown here at once, as before.
    const win = await walletCall(context.app, '/wallet/win', {
      token: mexican.gameToken,
      gameId: 66121,
      currency: 'MXN',
      transactionId: `here-win-${mexican.userId}-3`,
      roundId: `other-round-${mexican.userId}-3`,
      amount: 1_000,
    });
    expect(win.json()).toMatchObject({ ok: true, balance: 20_000 - 600 + 1_000 });
    expect(await balanceOn(context.app, mexican.token)).toBe(20_000 - 600 + 1_000);
    await expect.poll(() => balanceOn(other.app, mexican.token)).toBe(20_000 - 600 + 1_000);
    await expectBooksBalanced(context.database.db);
  });
});
