import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBooksBalanced } from '../../../test/books';
import { call, createTestClock, loginAsGuest, useTestApp } from '../../../test/helper';
import { chargePaidEvent, deliverWebhook, testPspSecret } from '../../../test/payment-provider';
import { openGame, walletCall } from '../../../test/wallet-client';
import { queryRows } from '../../db/query-rows';
import { fundPlayerForTest } from '../ledger/ledger-test-support';

const clock = createTestClock();
const context = useTestApp({ PSP_SECRET: testPspSecret }, { clock });
const regulated = useTestApp(
  { PSP_SECRET: testPspSecret, COMPLIANCE_PROFILE_BR: 'br-regulated' },
  { clock },
);

async function claimsOf(playerId: number, kind: string) {
  return queryRows<{ amount_minor: string; occasion: string }>(
    context.database.db,
    sql`select amount_minor::text, occasion from reward_claims
      where player_id = ${playerId} and kind = ${kind} order by id`,
  );
}

async function balanceOf(token: string): Promise<number> {
  const info = await call(context.app, '/v1/bus/accountInfo', {}, token);
  return info.json().data.result.accountGold;
}

/** Many taps at once, as a player's double taps and several tabs send them. */
function fifty(path: string, token: string) {
  return Promise.all(Array.from({ length: 50 }, () => call(context.app, path, {}, token)));
}

/** Settles `rounds` rounds of a game through the wallet API, as the provider does. */
async function playRounds(token: string, gameId: number, rounds: number) {
  const gameToken = await openGame(context.app, token, gameId);
  const base = { token: gameToken, gameId, currency: 'BRL' };
  for (let round = 0; round < rounds; round += 1) {
    const roundId = `${gameId}-${round}-${Math.random()}`;
    const bet = await walletCall(context.app, '/wallet/bet', {
      ...base,
      transactionId: `b-${roundId}`,
      roundId,
      amount: 10,
    });
    expect(bet.json().ok).toBe(true);
    const win = await walletCall(context.app, '/wallet/win', {
      ...base,
      transactionId: `w-${roundId}`,
      roundId,
      amount: 0,
    });
    expect(win.json().ok).toBe(true);
  }
}

describe('daily sign-in', () => {
  it('pays one credit for fifty claims at once, with its turnover, and the books balance', async () => {
    const player = await loginAsGuest(context.app);
    const answers = await fifty('/v1/bus/signIn', player.token);
    const paid = answers.filter((answer) => answer.json().success);
    expect(paid).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    const refused = answers.filter((answer) => !answer.json().success);
    expect(new Set(refused.map((answer) => answer.json().msgCode))).toEqual(
      new Set(['reward_claimed_today']),
    );
    expect(paid[0]?.json().data.credited).toEqual({
      amountMinor: 100,
      wageringAddedMinor: 300,
      balanceMinor: 100,
    });
    expect(await claimsOf(player.userId, 'sign_in')).toHaveLength(1);
    expect(await balanceOf(player.token)).toBe(100);
    await expectBooksBalanced(context.database.db);
  });

  it('opens a new day at midnight in São Paulo, not in UTC, and a missed day starts again', async () => {
    const player = await loginAsGuest(context.app);
    // 23:59 in São Paulo (UTC−3) is 02:59 UTC the next calendar day.
    clock.set(new Date('2026-11-26T02:59:00Z'));
    const first = await call(context.app, '/v1/bus/signIn', {}, player.token);
    expect(first.json().data).toMatchObject({ today: '2026-11-25', day: 1, claimedToday: true });
    clock.set(new Date('2026-11-26T02:59:59Z'));
    const sameDay = await call(context.app, '/v1/bus/signIn', {}, player.token);
    expect(sameDay.json().msgCode).toBe('reward_claimed_today');
    clock.set(new Date('2026-11-26T03:00:00Z'));
    const nextDay = await call(context.app, '/v1/bus/signIn', {}, player.token);
    expect(nextDay.json().data).toMatchObject({ today: '2026-11-26', day: 2, amountMinor: 300 });
    expect(nextDay.json().data.calendar.slice(0, 3)).toMatchObject([
      { day: 1, date: '2026-11-25', status: 'claimed' },
      { day: 2, date: '2026-11-26', status: 'claimed' },
      { day: 3, date: '2026-11-27', status: 'upcoming' },
    ]);
    clock.set(new Date('2026-11-28T12:00:00Z'));
    const afterMiss = await call(context.app, '/v1/bus/signInInfo', {}, player.token);
    expect(afterMiss.json().data).toMatchObject({ day: 1, claimedToday: false, amountMinor: 100 });
    clock.set(null);
  });

  it('follows Manila’s midnight for a player of the Philippines', async () => {
    const player = await loginAsGuest(context.app, { market: 'PH' });
    // Midnight in Manila (UTC+8) is 16:00 UTC of the day before.
    clock.set(new Date('2026-11-26T15:59:00Z'));
    const first = await call(context.app, '/v1/bus/signIn', {}, player.token);
    expect(first.json().data.today).toBe('2026-11-26');
    clock.set(new Date('2026-11-26T16:00:00Z'));
    const second = await call(context.app, '/v1/bus/signIn', {}, player.token);
    expect(second.json().data).toMatchObject({ today: '2026-11-27', day: 2 });
    clock.set(null);
    await expectBooksBalanced(context.database.db);
  });
});

describe('novice tasks', () => {
  it('refuses a claim before the tasks are done, then pays once when real rounds complete them', async () => {
    const player = await loginAsGuest(context.app);
    await fundPlayerForTest(context.database.db, player.userId, 'BRL', 10_000);
    const early = await call(context.app, '/v1/bus/taskOneGot', {}, player.token);
    expect(early.json()).toMatchObject({ success: false, msgCode: 'reward_not_due' });
    expect(await claimsOf(player.userId, 'novice')).toHaveLength(0);

    await playRounds(player.token, 66121, 10);
    await playRounds(player.token, 66122, 10);
    const partway = await call(context.app, '/v1/bus/taskOne', {}, player.token);
    expect(partway.json().data.result).toMatchObject({ gotFlag: 0 });
    expect(partway.json().data.result.taskItems).toEqual([
      { gameId: 66121, gameName: 'Lucky Tiger', currentProcess: 10, maxProcess: 10 },
      { gameId: 66122, gameName: 'Golden Ox', currentProcess: 10, maxProcess: 10 },
      { gameId: 66123, gameName: 'Moon Rabbit', currentProcess: 0, maxProcess: 10 },
    ]);
    await playRounds(player.token, 66123, 10);
    const ready = await call(context.app, '/v1/bus/getTaskProcess', {}, player.token);
    expect(ready.json().data.result.gotFlag).toBe(1);

    const before = await balanceOf(player.token);
    const answers = await fifty('/v1/bus/taskOneGot', player.token);
    expect(answers.every((answer) => answer.json().success)).toBe(true);
    expect(new Set(answers.map((answer) => answer.json().data.credited.amountMinor))).toEqual(
      new Set([3000]),
    );
    expect(await claimsOf(player.userId, 'novice')).toHaveLength(1);
    expect(await balanceOf(player.token)).toBe(before + 3000);
    const after = await call(context.app, '/v1/bus/taskOne', {}, player.token);
    expect(after.json().data.result.gotFlag).toBe(2);
    await expectBooksBalanced(context.database.db);
  });
});

describe('lucky bag', () => {
  it('opens once: fifty taps draw one prize from the table and credit it once', async () => {
    const player = await loginAsGuest(context.app);
    const shown = await call(context.app, '/v1/bus/luckyBag', {}, player.token);
    expect(shown.json().data).toMatchObject({ offered: true, openedMinor: null });
    const answers = await fifty('/v1/bus/luckyBagOpen', player.token);
    expect(answers.every((answer) => answer.json().success)).toBe(true);
    const prizes = new Set(answers.map((answer) => answer.json().data.openedMinor));
    expect(prizes.size).toBe(1);
    const [prize] = [...prizes];
    expect(shown.json().data.prizesMinor).toContain(prize);
    expect(await claimsOf(player.userId, 'lucky_bag')).toHaveLength(1);
    expect(await balanceOf(player.token)).toBe(prize);
    await expectBooksBalanced(context.database.db);
  });

  it('credits nothing during a break, and says why', async () => {
    const player = await loginAsGuest(context.app);
    await call(context.app, '/v1/bus/takeBreak', { days: 1 }, player.token);
    const refused = await call(context.app, '/v1/bus/luckyBagOpen', {}, player.token);
    expect(refused.json()).toMatchObject({ success: false, msgCode: 'excluded' });
    expect(refused.json().msg).toMatch(/\d/);
    expect(await claimsOf(player.userId, 'lucky_bag')).toHaveLength(0);
  });
});

/** A paid deposit through the provider's signed webhook, as a real one arrives. */
async function paidDeposit(playerId: number, amountMinor: number) {
  const orderId = `SD${playerId}${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const chargeId = `ch_${orderId}`;
  await context.database.db.execute(sql`
    insert into deposit_orders (order_id, player_id, currency, amount_minor, giving_rate_bps,
      method, status, psp_charge_id)
    values (${orderId}, ${playerId}, 'BRL', ${amountMinor}, 0, 'pix', 'pending', ${chargeId})`);
  const delivered = await deliverWebhook(
    context.app,
    chargePaidEvent({ chargeId, orderId, amountMinor }),
  );
  expect(delivered.statusCode).toBe(200);
}

describe('invitations', () => {
  it('pays the inviter once per invitee whose first deposit qualifies', async () => {
    const inviter = await loginAsGuest(context.app);
    const share = await call(
      context.app,
      '/v1/bus/getUserShareUrlAndExtensionCode',
      {},
      inviter.token,
    );
    const { shareUrl, extensionCode } = share.json().data;
    expect(new URL(shareUrl).searchParams.get('code')).toBe(extensionCode);

    const invitee = await loginAsGuest(context.app, { extensionCode });
    await paidDeposit(invitee.userId, 999);
    const notYet = await call(context.app, '/v1/bus/statInviteInfo', {}, inviter.token);
    expect(notYet.json().data).toMatchObject({ invited: 1, qualified: 0, claimableMinor: 0 });
    const early = await call(context.app, '/v1/bus/receiveInviteRewards', {}, inviter.token);
    expect(early.json().msgCode).toBe('reward_not_due');

    await paidDeposit(invitee.userId, 1000);
    const stats = await call(context.app, '/v1/bus/statInviteInfo', {}, inviter.token);
    expect(stats.json().data).toMatchObject({
      invited: 1,
      qualified: 1,
      earnedMinor: 0,
      claimableMinor: 1000,
      rewardMinor: 1000,
    });
    const answers = await fifty('/v1/bus/receiveInviteRewards', inviter.token);
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    expect(await claimsOf(inviter.userId, 'invite')).toEqual([
      { amount_minor: '1000', occasion: String(invitee.userId) },
    ]);
    const after = await call(context.app, '/v1/bus/statInviteInfo', {}, inviter.token);
    expect(after.json().data).toMatchObject({ earnedMinor: 1000, claimableMinor: 0 });
    await expectBooksBalanced(context.database.db);
  });

  it('pays nothing for inviting oneself: an invitee who signed in on the inviter’s device', async () => {
    const inviter = await loginAsGuest(context.app);
    const { extensionCode } = (
      await call(context.app, '/v1/bus/getUserShareUrlAndExtensionCode', {}, inviter.token)
    ).json().data;
    const self = await loginAsGuest(context.app, { extensionCode });
    // The second account was also used on the inviter's phone (a password sign-in there).
    await context.database.db.execute(
      sql`insert into player_devices (player_id, device_id) values (${self.userId}, ${inviter.deviceId})`,
    );
    await paidDeposit(self.userId, 5000);
    const stats = await call(context.app, '/v1/bus/statInviteInfo', {}, inviter.token);
    expect(stats.json().data).toMatchObject({ invited: 1, qualified: 0, claimableMinor: 0 });
    const claim = await call(context.app, '/v1/bus/receiveInviteRewards', {}, inviter.token);
    expect(claim.json().msgCode).toBe('reward_not_due');
    expect(await claimsOf(inviter.userId, 'invite')).toHaveLength(0);
  });
});

describe('VIP', () => {
  it('shows the level, the way to the next one and each level’s benefits in force', async () => {
    const player = await loginAsGuest(context.app);
    const before = await call(context.app, '/v1/bus/vipInfo', {}, player.token);
    expect(before.json().data).toMatchObject({
      level: 0,
      depositedMinor: 0,
      nextLevelDepositsMinor: 1,
    });
    await paidDeposit(player.userId, 2000);
    const after = (await call(context.app, '/v1/bus/vipInfo', {}, player.token)).json().data;
    expect(after.level).toBeGreaterThanOrEqual(1);
    expect(after.depositedMinor).toBe(2000);
    expect(after.tiers).toHaveLength(10);
    expect(after.tiers[0]).toMatchObject({ level: 1, signInMultiplierBps: 10_000 });
  });
});

describe('under br-regulated', () => {
  it('offers no cash reward and credits none', async () => {
    const player = await loginAsGuest(regulated.app);
    for (const path of [
      '/v1/bus/signIn',
      '/v1/bus/luckyBagOpen',
      '/v1/bus/taskOneGot',
      '/v1/bus/receiveInviteRewards',
    ]) {
      const answer = await call(regulated.app, path, {}, player.token);
      expect(answer.json()).toMatchObject({ success: false, msgCode: 'reward_unavailable' });
    }
    const bag = await call(regulated.app, '/v1/bus/luckyBag', {}, player.token);
    expect(bag.json().data.offered).toBe(false);
    const rows = await queryRows<{ n: number }>(
      regulated.database.db,
      sql`select count(*)::int as n from reward_claims`,
    );
    expect(rows[0]?.n).toBe(0);
    await expectBooksBalanced(regulated.database.db);
  });
});
