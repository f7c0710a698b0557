import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, useTestApp } from '../../../test/helper';
import {
  after,
  allowAnotherWithdrawal,
  askWithdrawal,
  balanceOf,
  countLedgerTransactions,
  countOf,
  createRaceTally,
  placeBets,
} from '../../../test/money-races';
import { deliverWebhook, testPspSecret } from '../../../test/payment-provider';
import { openGame } from '../../../test/wallet-client';
import { opsCall, payoutEvent, readyToWithdraw, signInStaff } from '../../../test/withdrawals';
import { withdrawalOrders } from '../../db/schema';
import { fundPlayerForTest } from './ledger-test-support';

// Races of one player's withdrawals against the other paths that move the same balance: bets of
// a game, the player's cancel, staff verdicts and the provider's payout events. On PostgreSQL the
// paths run on connections of their own, so lock order and stale reads show; on PGlite (one
// connection) they run one after the other, and every answer must already be the true one.
// No provider answers here: approved payouts stay approved until the test reports them.
const context = useTestApp({
  PSP_URL: 'http://127.0.0.1:9',
  PSP_SECRET: testPspSecret,
  PAYOUT_SEND_INTERVAL_MS: '600000',
});

const rounds = 8;
const stakeMinor = 10;
const betsPerRound = 4;

/**
 * A player with a game open and the money to withdraw. With no paid deposit on record every
 * withdrawal waits for staff, so the player may cancel it between rounds.
 */
async function playerInGame(balanceMinor: number) {
  const player = await readyToWithdraw(context, balanceMinor, { paidDeposit: false });
  return { ...player, gameToken: await openGame(context.app, player.token) };
}

async function requestInReview(player: { token: string; accountId: number }, amountMinor: number) {
  const response = await askWithdrawal(context.app, player, amountMinor);
  expect(response.json(), response.body).toMatchObject({
    success: true,
    data: { order: { status: 'reviewing' } },
  });
  return response.json().data.order as { orderId: string; arrivesMinor: number };
}

function cancel(token: string, orderId: string) {
  return call(context.app, '/v1/bus/cancelWithdrawal', { orderId }, token);
}

function verdict(staff: string, orderId: string, kind: 'approve' | 'reject') {
  return kind === 'approve'
    ? opsCall(context.app, '/ops/withdrawals/approve', { orderId }, staff)
    : opsCall(
        context.app,
        '/ops/withdrawals/reject',
        { orderId, reason: 'Documents differ.' },
        staff,
      );
}

async function statusOf(orderId: string) {
  const [row] = await context.database.db
    .select({ status: withdrawalOrders.status })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderId, orderId));
  return row?.status;
}

function orderIdOf(response: LightMyRequestResponse): string {
  return response.json().data.order.orderId;
}

describe('a withdrawal racing the same player’s bets', () => {
  it('requests: one order of two, every bet taken, no deadlock', async () => {
    const startMinor = 100_000;
    const player = await playerInGame(startMinor);
    const tally = createRaceTally();
    let stakedMinor = 0;
    for (let round = 1; round <= rounds; round += 1) {
      tally.startRound(round);
      const [asked, bets] = await Promise.all([
        Promise.all([
          askWithdrawal(context.app, player, 5_000),
          askWithdrawal(context.app, player, 5_000),
        ]),
        Promise.all(
          placeBets(context.app, player.gameToken, `c${round}`, betsPerRound, stakeMinor),
        ),
      ]);
      stakedMinor += stakeMinor * countOf(tally.note('bet', bets, ['ok']), 'ok');
      // The balance covers both: the second is refused only because the first is open.
      const outcomes = tally.note('withdraw', asked, ['ok', 'withdrawProcessing']);
      tally.check(countOf(outcomes, 'ok') === 1, `${countOf(outcomes, 'ok')} of 2 orders opened`);
      for (const response of asked.filter((each) => each.json().success)) {
        expect((await cancel(player.token, orderIdOf(response))).json().success).toBe(true);
      }
      await allowAnotherWithdrawal(context.database.db, player.userId);
    }
    expect(tally.problems(), tally.summary()).toEqual([]);
    expect(await balanceOf(context.app, player.token)).toBe(startMinor - stakedMinor);
    await expectBooksBalanced(context.database.db);
  });

  it('cancels: refunded once, every bet taken', async () => {
    const startMinor = 100_000;
    const player = await playerInGame(startMinor);
    const tally = createRaceTally();
    let stakedMinor = 0;
    for (let round = 1; round <= rounds; round += 1) {
      tally.startRound(round);
      const order = await requestInReview(player, 20_000);
      const [cancels, bets] = await Promise.all([
        Promise.all([cancel(player.token, order.orderId), cancel(player.token, order.orderId)]),
        Promise.all(
          placeBets(context.app, player.gameToken, `x${round}`, betsPerRound, stakeMinor),
        ),
      ]);
      stakedMinor += stakeMinor * countOf(tally.note('bet', bets, ['ok']), 'ok');
      const outcomes = tally.note('cancel', cancels, ['ok', 'withdrawal_not_cancellable']);
      tally.check(countOf(outcomes, 'ok') === 1, `${countOf(outcomes, 'ok')} of 2 cancels took`);
      const refunds = await countLedgerTransactions(
        context.database.db,
        'withdrawal_refund',
        `withdrawal:${order.orderId}`,
      );
      tally.check(refunds === 1, `order refunded ${refunds} times`);
      await allowAnotherWithdrawal(context.database.db, player.userId);
    }
    expect(tally.problems(), tally.summary()).toEqual([]);
    expect(await balanceOf(context.app, player.token)).toBe(startMinor - stakedMinor);
    await expectBooksBalanced(context.database.db);
  });

  it('staff rejections: refunded once, every bet taken', async () => {
    const startMinor = 100_000;
    const player = await playerInGame(startMinor);
    const staff = await signInStaff(context);
    const tally = createRaceTally();
    let stakedMinor = 0;
    for (let round = 1; round <= rounds; round += 1) {
      tally.startRound(round);
      const order = await requestInReview(player, 20_000);
      const [rejections, bets] = await Promise.all([
        Promise.all([
          verdict(staff, order.orderId, 'reject'),
          verdict(staff, order.orderId, 'reject'),
        ]),
        Promise.all(
          placeBets(context.app, player.gameToken, `j${round}`, betsPerRound, stakeMinor),
        ),
      ]);
      stakedMinor += stakeMinor * countOf(tally.note('bet', bets, ['ok']), 'ok');
      const outcomes = tally.note('reject', rejections, ['ok', 'withdrawal_not_in_review']);
      tally.check(countOf(outcomes, 'ok') === 1, `${countOf(outcomes, 'ok')} of 2 rejections took`);
      const refunds = await countLedgerTransactions(
        context.database.db,
        'withdrawal_refund',
        `withdrawal:${order.orderId}`,
      );
      tally.check(refunds === 1, `order refunded ${refunds} times`);
      await allowAnotherWithdrawal(context.database.db, player.userId);
    }
    expect(tally.problems(), tally.summary()).toEqual([]);
    expect(await balanceOf(context.app, player.token)).toBe(startMinor - stakedMinor);
    await expectBooksBalanced(context.database.db);
  });
});

describe('a withdrawal’s endings racing each other', () => {
  it('staff verdict and player cancel: exactly one takes effect, the other told why', async () => {
    const startMinor = 100_000;
    const player = await readyToWithdraw(context, startMinor, { paidDeposit: false });
    const staff = await signInStaff(context);
    const tally = createRaceTally();
    for (let round = 1; round <= rounds; round += 1) {
      tally.startRound(round);
      const order = await requestInReview(player, 30_000);
      const kind = round % 2 === 0 ? 'approve' : 'reject';
      // Each side leaves first, and the other a little later, in turn.
      const delayMs = (round - 1) * 2;
      const [ruled, cancelled] = await Promise.all([
        after(round % 2 === 0 ? 0 : delayMs, () => verdict(staff, order.orderId, kind)),
        after(round % 2 === 0 ? delayMs : 0, () => cancel(player.token, order.orderId)),
      ]);
      // The loser is told the winner's reason: a verdict on a cancelled order is not in review, a
      // cancel of a decided order is not cancellable.
      const [verdictOutcome] = tally.note(kind, [ruled], ['ok', 'withdrawal_not_in_review']);
      const [cancelOutcome] = tally.note(
        'cancel',
        [cancelled],
        ['ok', 'withdrawal_not_cancellable'],
      );
      tally.check(
        (verdictOutcome === 'ok') !== (cancelOutcome === 'ok'),
        `${kind} answered ${verdictOutcome} and cancel ${cancelOutcome}: exactly one must take`,
      );
      const status = await statusOf(order.orderId);
      const winner =
        cancelOutcome === 'ok' ? 'cancelled' : kind === 'approve' ? 'approved' : 'rejected';
      tally.check(status === winner, `order ${status}, but ${winner} was answered`);
      const refunds = await countLedgerTransactions(
        context.database.db,
        'withdrawal_refund',
        `withdrawal:${order.orderId}`,
      );
      tally.check(
        refunds === (status === 'approved' ? 0 : 1),
        `${status} order refunded ${refunds}×`,
      );
      if (status === 'approved') {
        // The provider fails the payout, which refunds it: the next round starts from the balance.
        const failed = await deliverWebhook(context.app, payoutEvent('payout.failed', order));
        expect(failed.json().outcome).toBe('failed');
      }
      await allowAnotherWithdrawal(context.database.db, player.userId);
    }
    expect(tally.problems(), tally.summary()).toEqual([]);
    expect(await balanceOf(context.app, player.token)).toBe(startMinor);
    await expectBooksBalanced(context.database.db);
  });

  // A cancel and a payout event never meet: the player may cancel only a requested or reviewing
  // withdrawal, and the provider reports only one approved or sent; a rejection, likewise, needs
  // one in review. What does race a payout event is the player's next request, which the open
  // withdrawal refuses until the event ends it.
  it('payout event and the player’s next request: the request told the true reason', async () => {
    const amountMinor = 20_000;
    let expectedMinor = 30_000;
    // A paid deposit on record: R$ 200 is approved at once, as a payout on its way is.
    const player = await readyToWithdraw(context, expectedMinor);
    const tally = createRaceTally();
    let open: { orderId: string; arrivesMinor: number } | null = null;
    // Eight rounds of each event, failed and paid in turn.
    for (let round = 1; round <= 16; round += 1) {
      tally.startRound(round);
      if (!open) {
        const response = await askWithdrawal(context.app, player, amountMinor);
        expect(response.json(), response.body).toMatchObject({
          data: { order: { status: 'approved' } },
        });
        open = response.json().data.order as { orderId: string; arrivesMinor: number };
        expectedMinor -= amountMinor;
        await allowAnotherWithdrawal(context.database.db, player.userId);
      }
      const type = round % 2 === 1 ? 'payout.failed' : 'payout.paid';
      const event = deliverWebhook(context.app, payoutEvent(type, open));
      // The requests leave a little later every other round, to meet each kind of event at every
      // step of it.
      const delayMs = Math.floor((round - 1) / 2) * 8;
      const asked = await Promise.all([
        after(delayMs, () => askWithdrawal(context.app, player, amountMinor)),
        after(delayMs, () => askWithdrawal(context.app, player, amountMinor)),
      ]);
      tally.note(type, [await event], [type === 'payout.failed' ? 'failed' : 'paid']);
      if (type === 'payout.failed') {
        expectedMinor += amountMinor;
        // Refunded, the balance covers one request of the two: the other is refused because the
        // first is open, or, before the refund, both because the failing one still is.
        const outcomes = tally.note('withdraw', asked, ['ok', 'withdrawProcessing']);
        tally.check(countOf(outcomes, 'ok') <= 1, `${countOf(outcomes, 'ok')} of 2 orders opened`);
      } else {
        // Paid, the R$ 100 left cannot cover R$ 200; before that, the payout is still open.
        tally.note('withdraw', asked, ['withdrawProcessing', 'insufficient_balance']);
      }
      open = null;
      for (const response of asked.filter((each) => each.json().success)) {
        open = response.json().data.order;
        expectedMinor -= amountMinor;
      }
      if (type === 'payout.paid') {
        await fundPlayerForTest(context.database.db, player.userId, 'BRL', amountMinor);
        expectedMinor += amountMinor;
      }
      await allowAnotherWithdrawal(context.database.db, player.userId);
    }
    expect(tally.problems(), tally.summary()).toEqual([]);
    expect(await balanceOf(context.app, player.token)).toBe(expectedMinor);
    await expectBooksBalanced(context.database.db);
  });

  it('20 identical requests for the whole balance: one opens, 19 told withdrawProcessing', async () => {
    const startMinor = 40_000;
    const player = await readyToWithdraw(context, startMinor, { paidDeposit: false });
    const tally = createRaceTally();
    for (let round = 1; round <= 3; round += 1) {
      tally.startRound(round);
      const asked = await Promise.all(
        Array.from({ length: 20 }, () => askWithdrawal(context.app, player, startMinor)),
      );
      // The true reason of every loser is the open withdrawal, not the balance it holds.
      const outcomes = tally.note('withdraw', asked, ['ok', 'withdrawProcessing']);
      tally.check(countOf(outcomes, 'ok') === 1, `${countOf(outcomes, 'ok')} of 20 orders opened`);
      for (const response of asked.filter((each) => each.json().success)) {
        expect((await cancel(player.token, orderIdOf(response))).json().success).toBe(true);
      }
      await allowAnotherWithdrawal(context.database.db, player.userId);
    }
    expect(tally.problems(), tally.summary()).toEqual([]);
    expect(await balanceOf(context.app, player.token)).toBe(startMinor);
    await expectBooksBalanced(context.database.db);
  });
});
