import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, loginAsGuest } from '../../../test/helper';
import {
  after,
  allowAnotherWithdrawal,
  askWithdrawal,
  balanceOf,
  countOf,
  createRaceTally,
  ledgerTransactionId,
  pendingDeposit,
  placeBets,
} from '../../../test/money-races';
import { chargePaidEvent, deliverWebhook } from '../../../test/payment-provider';
import { useTestAppWithSandboxPsp } from '../../../test/sandbox-psp';
import { fundedPlayerInGame } from '../../../test/wallet-client';
import { readyToWithdraw } from '../../../test/withdrawals';
import { depositLimitChanges, depositOrders, ledgerAccounts } from '../../db/schema';

// Races of one player's deposits against the other paths that move or judge the same balance:
// withdrawal requests, bets of a game and the player's own deposit limit. The payment provider is
// the sandbox, for the orders the limits judge; payments are reported by the test's webhooks.
const { context } = useTestAppWithSandboxPsp();

const rounds = 8;
/** Rounds of a test whose second path sweeps its start over the first one's transaction. */
const sweptRounds = 12;
const depositMinor = 5_000;

/** Starts each round with no turnover left, as if the last deposit had been played through. */
async function clearTurnover(playerId: number) {
  await context.database.db
    .update(ledgerAccounts)
    .set({ wageringRemainingMinor: 0, wageringTargetMinor: 0 })
    .where(eq(ledgerAccounts.playerId, playerId));
}

describe('a deposit credited while the same player acts', () => {
  it('withdrawal requests: each decided on the turnover the deposit adds, once it is in', async () => {
    const startMinor = 100_000;
    const player = await readyToWithdraw(context, startMinor);
    // Above R$ 500 a withdrawal waits for staff (so the player can cancel it between rounds) and
    // pays a fee: the quote the app would show.
    const amountMinor = 60_000;
    const quote = (
      await call(
        context.app,
        '/v1/bus/withdrawInfo2',
        { amountMinor, accountId: player.accountId },
        player.token,
      )
    ).json().data.quote as { feeMinor: number; taxMinor: number };
    const tally = createRaceTally();
    for (let round = 1; round <= rounds; round += 1) {
      tally.startRound(round);
      await clearTurnover(player.userId);
      const deposit = await pendingDeposit(context.database.db, player.userId, depositMinor);
      const [credited, ...asked] = await Promise.all([
        deliverWebhook(context.app, chargePaidEvent(deposit)),
        askWithdrawal(context.app, player, amountMinor, quote),
        askWithdrawal(context.app, player, amountMinor, quote),
      ]);
      if (!credited) throw new Error('no webhook answer');
      tally.note('charge.paid', [credited], ['credited']);
      // Decided before the credit: one order opens and the other is refused because it is open
      // (the balance after the first hold could not cover it, but that is not the reason). After
      // the credit: the deposit's turnover is left to play, needPlayGame.
      const outcomes = tally.note('withdraw', asked, ['ok', 'withdrawProcessing', 'needPlayGame']);
      const opened = asked.filter((response) => response.json().success);
      tally.check(opened.length <= 1, `${opened.length} of 2 orders opened`);
      tally.check(
        opened.length === 1 || countOf(outcomes, 'withdrawProcessing') === 0,
        'withdrawProcessing answered with no withdrawal open',
      );
      const depositId = await ledgerTransactionId(
        context.database.db,
        'deposit',
        `deposit:${deposit.orderId}`,
      );
      for (const response of opened) {
        const { orderId } = response.json().data.order;
        const holdId = await ledgerTransactionId(
          context.database.db,
          'withdrawal_hold',
          `withdrawal:${orderId}`,
        );
        tally.check(
          depositId === null || holdId === null || holdId < depositId,
          'a withdrawal was held after the deposit, though its turnover was left to play',
        );
        const cancelled = await call(
          context.app,
          '/v1/bus/cancelWithdrawal',
          { orderId },
          player.token,
        );
        expect(cancelled.json().success).toBe(true);
      }
      await allowAnotherWithdrawal(context.database.db, player.userId);
    }
    expect(tally.problems(), tally.summary()).toEqual([]);
    expect(await balanceOf(context.app, player.token)).toBe(startMinor + rounds * depositMinor);
    await expectBooksBalanced(context.database.db);
  });

  it('bets: credited once, every bet taken, no deadlock', async () => {
    const startMinor = 10_000;
    const stakeMinor = 10;
    const player = await fundedPlayerInGame(context, startMinor);
    const tally = createRaceTally();
    let expectedMinor = startMinor;
    for (let round = 1; round <= rounds; round += 1) {
      tally.startRound(round);
      const deposit = await pendingDeposit(context.database.db, player.userId, depositMinor);
      // The provider's event twice, and the same payment under a second event id.
      const event = chargePaidEvent(deposit);
      const [webhooks, bets] = await Promise.all([
        Promise.all([
          deliverWebhook(context.app, event),
          deliverWebhook(context.app, event),
          deliverWebhook(context.app, chargePaidEvent(deposit)),
        ]),
        Promise.all(placeBets(context.app, player.gameToken, `d${round}`, 4, stakeMinor)),
      ]);
      expectedMinor -= stakeMinor * countOf(tally.note('bet', bets, ['ok']), 'ok');
      const outcomes = tally.note('charge.paid', webhooks, [
        'credited',
        'duplicate',
        'ignored:already_settled',
      ]);
      tally.check(
        countOf(outcomes, 'credited') === 1,
        `credited ${countOf(outcomes, 'credited')}×`,
      );
      expectedMinor += depositMinor * countOf(outcomes, 'credited');
    }
    expect(tally.problems(), tally.summary()).toEqual([]);
    expect(await balanceOf(context.app, player.token)).toBe(expectedMinor);
    await expectBooksBalanced(context.database.db);
  });
});

describe('a deposit limit set while the same player starts deposits', () => {
  it('no order passes the limit once it is in force, and the refusal names the limit', async () => {
    const player = await loginAsGuest(context.app);
    const limitMinor = 2_000;
    const tally = createRaceTally();
    for (let round = 1; round <= sweptRounds; round += 1) {
      tally.startRound(round);
      await context.database.db
        .delete(depositLimitChanges)
        .where(eq(depositLimitChanges.playerId, player.userId));
      await context.database.db
        .update(depositOrders)
        .set({ status: 'expired' })
        .where(eq(depositOrders.playerId, player.userId));
      // The limit leaves a little later each round, to land before, between and after orders.
      const [limited, ...orders] = await Promise.all([
        after((round - 1) * 3, () =>
          call(
            context.app,
            '/v1/bus/setDepositLimit',
            { period: 'day', amountMinor: limitMinor },
            player.token,
          ),
        ),
        ...Array.from({ length: 3 }, () =>
          call(context.app, '/charge/create/order', { amount: limitMinor }, player.token),
        ),
      ]);
      if (!limited) throw new Error('no answer to the limit');
      tally.note('setDepositLimit', [limited], ['ok']);
      // However the four fall, the orders before the limit are taken and, after it, the first
      // order fits it only while nothing is counted yet: at least one is always taken.
      const outcomes = tally.note('deposit', orders, ['ok', 'deposit_limit_reached']);
      const accepted = countOf(outcomes, 'ok');
      tally.check(accepted >= 1, 'no order taken, though the first always fits the limit');
      for (const order of orders.filter((response) => !response.json().success)) {
        tally.check(
          order.json().msg.includes('limite diário'),
          `a refusal that does not name the limit: ${order.json().msg}`,
        );
      }
      const [day] = (await call(context.app, '/v1/bus/depositLimits', {}, player.token)).json().data
        .limits;
      tally.check(
        day.usedMinor === accepted * limitMinor,
        `counted ${day.usedMinor} for ${accepted}`,
      );
      const above = await call(
        context.app,
        '/charge/create/order',
        { amount: limitMinor },
        player.token,
      );
      tally.note('deposit after the limit', [above], ['deposit_limit_reached']);
    }
    expect(tally.problems(), tally.summary()).toEqual([]);
  });
});
