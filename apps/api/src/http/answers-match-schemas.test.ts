import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  complianceProfiles,
  manualAdjustmentAloneMinorMax,
  rewardSettingsFor,
} from '@sorte/markets';
import { answerProblems, registeredRoutes } from '@sorte/service-http';
import { markets, settingsOfMarket } from '@sorte/markets';
import { adultSetup, call, loginAsGuest } from '../../test/helper';
import { chargePaidEvent, deliverWebhook } from '../../test/payment-provider';
import { depositInReview } from '../../test/deposits-in-review';
import { useTestAppWithSandboxPsp } from '../../test/sandbox-psp';
import { openGame, walletCall } from '../../test/wallet-client';
import {
  nextCpf,
  opsCall,
  readyToWithdraw,
  requestWithdrawal,
  signInStaff,
} from '../../test/withdrawals';
import { depositOrders, players } from '../db/schema';
import { createStaffAccount } from '../modules/staff/create-staff-account';
import { currentTotpCode } from '../modules/staff/totp';

// Every route that declares its answers is driven here once with a request it accepts, and its
// answer is held to the route's own schema (the answer check also runs inside the app, so a
// mismatch is a 500 before it is a failed comparison). The list of routes comes from the app: a
// new route without a driver below fails the first test.

const { context, psp } = useTestAppWithSandboxPsp();

const gameId = 66121;

/** What the drivers share: players in the states the calls need, a staff member, a ticket. */
async function setUpWorld() {
  const { app } = context;
  const player = await readyToWithdraw(context, 200_000);
  const staff = await signInStaff(context);
  const gameToken = await openGame(app, player.token, gameId);
  const ticket = await call(
    app,
    '/v1/bus/createSupportTicket',
    { topic: 'account', message: 'Where is my withdrawal of yesterday?' },
    player.token,
  );
  const ticketId: string = ticket.json().data.ticket.ticketId;
  // Lists hold an item of each kind, so every item's shape is checked too: a round, a deposit,
  // a withdrawal.
  const round = { token: gameToken, gameId, currency: 'BRL', roundId: 'r0' };
  await walletCall(app, '/wallet/bet', { ...round, transactionId: 'world-bet', amount: 100 });
  await walletCall(app, '/wallet/win', { ...round, transactionId: 'world-win', amount: 300 });
  await call(app, '/charge/create/order', { amount: 5_000 }, player.token);
  await requestWithdrawal(app, player, 5_000);
  /** An order waiting for staff: its player never paid a deposit. */
  const reviewed = async () => {
    const owner = await readyToWithdraw(context, 50_000, { paidDeposit: false });
    const order = await requestWithdrawal(app, owner, 5_000);
    return { owner, orderId: order.json().data.order.orderId as string };
  };
  await reviewed();
  /** A deposit paid with another amount than ordered, waiting for staff. */
  const depositReviewed = async () =>
    (await depositInReview(context, psp.url, { orderedMinor: 5_000, paidMinor: 4_000 })).orderId;
  await depositReviewed();
  return { player, staff, gameToken, ticketId, reviewed, depositReviewed };
}

type World = Awaited<ReturnType<typeof setUpWorld>>;
type Driver = (world: World) => Promise<LightMyRequestResponse>;

const wallet = (world: World, path: string, fields: Record<string, unknown> = {}) =>
  walletCall(context.app, path, { token: world.gameToken, gameId, currency: 'BRL', ...fields });
const play = (world: World, path: string, body: object = {}) =>
  call(context.app, path, body, world.player.token);
const guest = async (path: string, body: object = {}) =>
  call(context.app, path, body, (await loginAsGuest(context.app)).token);
const ops = (world: World, path: string, body: object = {}) =>
  opsCall(context.app, path, body, world.staff);
let transactions = 0;
const transactionId = () => `answers-${(transactions += 1)}`;

/** Brazil's table settings with the first deposit option's bonus raised by one point. */
function settingsWithNewBonus() {
  const table = settingsOfMarket(markets.BR);
  const [first, ...rest] = table.depositOptions;
  if (!first) throw new Error('Brazil has no deposit option');
  return {
    ...table,
    depositOptions: [{ ...first, givingRateBps: first.givingRateBps + 100 }, ...rest],
  };
}

/** A staff member signed in for the first time, before enrolling TOTP: their token. */
async function staffBeforeEnrolment(username: string): Promise<string> {
  const credentials = { username, password: 'a long passphrase for tests' };
  await createStaffAccount(context.database.db, { ...credentials, role: 'read_only' });
  return (await call(context.app, '/ops/login', credentials)).json().data.token;
}

/** The world's player as staff name them: their public id. */
async function publicIdOf(world: World): Promise<string> {
  const [row] = await context.database.db
    .select({ externalId: players.externalId })
    .from(players)
    .where(eq(players.id, world.player.userId));
  return row?.externalId ?? '';
}

/** An adjustment above Brazil's limit, proposed by another staff member: it waits for approval. */
async function pendingAdjustment(world: World): Promise<string> {
  const proposer = await signInStaff(context, 'finance');
  const proposed = await opsCall(
    context.app,
    '/ops/adjustments/propose',
    {
      playerId: await publicIdOf(world),
      amountMinor: manualAdjustmentAloneMinorMax.BR + 1,
      account: 'cash',
      reason: 'Credit promised by support on the phone.',
    },
    proposer,
  );
  return proposed.json().data.adjustment.adjustmentId;
}

/** One accepted request per route, keyed `METHOD path` as the app registers it. */
const drivers: Record<string, Driver> = {
  'POST /user/siteInfo': (world) => play(world, '/user/siteInfo'),
  'POST /user/login': () =>
    call(context.app, '/user/login', { loginType: 1, deviceId: 'a'.repeat(32) }),
  'POST /user/logout': () => guest('/user/logout'),
  'POST /v1/bus/bindAccount': async () => {
    const player = await loginAsGuest(context.app);
    const body = { password: 'sorte-segura-2026', email: `p${player.userId}@example.com` };
    return call(context.app, '/v1/bus/bindAccount', body, player.token);
  },
  'POST /v1/bus/playerProfile': (world) => play(world, '/v1/bus/playerProfile'),
  'POST /user/confirmAge': async () => {
    const player = await loginAsGuest(context.app, {}, { ageConfirmed: false });
    return call(context.app, '/user/confirmAge', adultSetup(player.deviceId), player.token);
  },
  'POST /v1/bus/protection': (world) => play(world, '/v1/bus/protection'),
  'POST /v1/bus/takeBreak': () => guest('/v1/bus/takeBreak', { days: 1 }),
  'POST /v1/bus/selfExclude': () => guest('/v1/bus/selfExclude', { days: 30 }),
  'POST /v1/bus/setReminder': (world) => play(world, '/v1/bus/setReminder', { minutes: 30 }),
  'POST /v1/bus/depositLimits': (world) => play(world, '/v1/bus/depositLimits'),
  'POST /v1/bus/setDepositLimit': (world) =>
    play(world, '/v1/bus/setDepositLimit', { period: 'day', amountMinor: 500_000 }),
  'POST /v1/bus/playLimits': (world) => play(world, '/v1/bus/playLimits'),
  'POST /v1/bus/setPlayLimits': (world) =>
    play(world, '/v1/bus/setPlayLimits', { limits: [{ key: 'loss:day', amount: 100_000 }] }),
  'POST /v1/bus/accountInfo': (world) => play(world, '/v1/bus/accountInfo'),
  'POST /v1/bus/statement': (world) => play(world, '/v1/bus/statement', { pageSize: 1 }),
  'POST /game/joinGame': (world) => play(world, '/game/joinGame', { gameId }),
  'POST /game/list': (world) => play(world, '/game/list'),
  'POST /game/rounds': (world) => play(world, '/game/rounds'),
  'POST /game/session/summary': (world) => play(world, '/game/session/summary', { gameId }),
  'POST /game/openRounds': (world) => play(world, '/game/openRounds'),
  'POST /charge/amount/list': (world) => play(world, '/charge/amount/list'),
  'POST /charge/create/order': (world) => play(world, '/charge/create/order', { amount: 5_000 }),
  'POST /charge/order/list': (world) => play(world, '/charge/order/list'),
  'POST /v1/bus/getFbRechargeRecords': (world) => play(world, '/v1/bus/getFbRechargeRecords'),
  'POST /v1/bus/updateFbRechargeRecords': async (world) => {
    const created = await play(world, '/charge/create/order', { amount: 5_000 });
    const orderIds = [created.json().data.order.orderId as string];
    return play(world, '/v1/bus/updateFbRechargeRecords', { reportStatus: 1, orderIds });
  },
  'POST /withdraw/bank/list': (world) => play(world, '/withdraw/bank/list'),
  'POST /v1/bus/addPayoutAccount': (world) =>
    play(world, '/v1/bus/addPayoutAccount', {
      channelId: 'br_pix_email',
      account: `maria.silva${transactionId()}@example.com`,
      holderName: 'Maria da Silva',
      holderCpf: world.player.cpf,
    }),
  'POST /v1/bus/updatePayoutAccount': (world) =>
    play(world, '/v1/bus/updatePayoutAccount', {
      accountId: world.player.accountId,
      channelId: 'br_pix_cpf',
      account: world.player.cpf,
      holderName: 'Maria da Silva Santos',
      holderCpf: world.player.cpf,
    }),
  'POST /v1/bus/removePayoutAccount': async (world) => {
    const added = await drivers['POST /v1/bus/addPayoutAccount']?.(world);
    const accountId: number = added?.json().data.account.accountId;
    return play(world, '/v1/bus/removePayoutAccount', { accountId });
  },
  'POST /v1/bus/updateCpf': () => guest('/v1/bus/updateCpf', { cpf: nextCpf() }),
  'POST /v1/bus/withdrawInfo': (world) => play(world, '/v1/bus/withdrawInfo'),
  'POST /v1/bus/withdrawInfo2': (world) =>
    play(world, '/v1/bus/withdrawInfo2', {
      amountMinor: 5_000,
      accountId: world.player.accountId,
    }),
  'POST /v1/bus/selectPaymentChannel': (world) =>
    play(world, '/v1/bus/selectPaymentChannel', { amountMinor: 5_000 }),
  'POST /v1/bus/getPayOutPreTaskProcess': (world) => play(world, '/v1/bus/getPayOutPreTaskProcess'),
  // The world's player already has a withdrawal in progress, and one at a time is the rule.
  'POST /withdraw/create/order': async () =>
    requestWithdrawal(context.app, await readyToWithdraw(context, 50_000), 5_000),
  'POST /v1/bus/getWithdrawProcess': (world) => play(world, '/v1/bus/getWithdrawProcess'),
  'POST /v1/bus/getAllWithdrawOrders': (world) => play(world, '/v1/bus/getAllWithdrawOrders'),
  'POST /v1/bus/cancelWithdrawal': async (world) => {
    const { owner, orderId } = await world.reviewed();
    return call(context.app, '/v1/bus/cancelWithdrawal', { orderId }, owner.token);
  },
  'POST /v1/bus/createSupportTicket': (world) =>
    play(world, '/v1/bus/createSupportTicket', {
      topic: 'deposit',
      message: 'My deposit has not arrived yet.',
    }),
  'POST /v1/bus/supportTickets': (world) => play(world, '/v1/bus/supportTickets'),
  'POST /v1/bus/supportTicket': (world) =>
    play(world, '/v1/bus/supportTicket', { ticketId: world.ticketId }),
  'POST /v1/bus/addSupportMessage': (world) =>
    play(world, '/v1/bus/addSupportMessage', {
      ticketId: world.ticketId,
      message: 'And the one of today, too.',
    }),
  'POST /user/web/customer/forward': (world) => play(world, '/user/web/customer/forward'),
  'POST /v1/bus/taskOne': (world) => play(world, '/v1/bus/taskOne'),
  'POST /v1/bus/getTaskProcess': (world) => play(world, '/v1/bus/getTaskProcess'),
  'POST /v1/bus/taskOneGot': async (world) => {
    // Every novice task done by real rounds through the wallet, as the provider settles them.
    const settings = rewardSettingsFor('BR', complianceProfiles.default);
    for (const task of settings.noviceTasks) {
      const session = await openGame(context.app, world.player.token, task.gameId);
      for (let round = 0; round < task.roundsToSettle; round += 1) {
        const fields = { token: session, gameId: task.gameId, currency: 'BRL' };
        const roundId = `task-${task.gameId}-${round}`;
        await walletCall(context.app, '/wallet/bet', {
          ...fields,
          roundId,
          transactionId: transactionId(),
          amount: 10,
        });
        await walletCall(context.app, '/wallet/win', {
          ...fields,
          roundId,
          transactionId: transactionId(),
          amount: 0,
        });
      }
    }
    return play(world, '/v1/bus/taskOneGot');
  },
  'POST /v1/bus/luckyBag': (world) => play(world, '/v1/bus/luckyBag'),
  'POST /v1/bus/luckyBagOpen': (world) => play(world, '/v1/bus/luckyBagOpen'),
  'POST /v1/bus/signInInfo': (world) => play(world, '/v1/bus/signInInfo'),
  'POST /v1/bus/signIn': (world) => play(world, '/v1/bus/signIn'),
  'POST /v1/bus/vipInfo': (world) => play(world, '/v1/bus/vipInfo'),
  'POST /v1/bus/getUserShareUrlAndExtensionCode': (world) =>
    play(world, '/v1/bus/getUserShareUrlAndExtensionCode'),
  'POST /v1/bus/statInviteInfo': (world) => play(world, '/v1/bus/statInviteInfo'),
  'POST /v1/bus/myData': (world) => play(world, '/v1/bus/myData'),
  'POST /v1/bus/careMessages': (world) => play(world, '/v1/bus/careMessages'),
  'POST /v1/bus/careMessageRead': async (world) => {
    const made = await ops(world, '/ops/harm/interact', {
      playerId: world.player.userId,
      kind: 'message',
      note: 'Checked in after a run of late deposits.',
    });
    return play(world, '/v1/bus/careMessageRead', { id: made.json().data.id });
  },
  'POST /v1/bus/accountClosure': (world) => play(world, '/v1/bus/accountClosure'),
  'POST /v1/bus/requestAccountClosure': () =>
    guest('/v1/bus/requestAccountClosure', { confirm: true }),
  'POST /v1/bus/withdrawAccountClosure': async () => {
    const leaving = await loginAsGuest(context.app);
    await call(context.app, '/v1/bus/requestAccountClosure', { confirm: true }, leaving.token);
    return call(context.app, '/v1/bus/withdrawAccountClosure', {}, leaving.token);
  },
  'POST /v1/bus/receiveInviteRewards': async (world) => {
    // An invitee arriving with the player's code whose first deposit qualifies, paid by webhook.
    const share = await play(world, '/v1/bus/getUserShareUrlAndExtensionCode');
    const invitee = await loginAsGuest(context.app, {
      extensionCode: share.json().data.extensionCode,
    });
    const created = await call(
      context.app,
      '/charge/create/order',
      { amount: 5_000 },
      invitee.token,
    );
    const orderId: string = created.json().data.order.orderId;
    const [order] = await context.database.db
      .select({ chargeId: depositOrders.pspChargeId })
      .from(depositOrders)
      .where(eq(depositOrders.orderId, orderId));
    await deliverWebhook(
      context.app,
      chargePaidEvent({ chargeId: order?.chargeId ?? '', orderId, amountMinor: 5_000 }),
    );
    return play(world, '/v1/bus/receiveInviteRewards');
  },
  'POST /ops/login': async () => {
    const credentials = { username: 'answers-staff', password: 'a long passphrase for tests' };
    await createStaffAccount(context.database.db, { ...credentials, role: 'support' });
    return call(context.app, '/ops/login', credentials);
  },
  'POST /ops/me': (world) => ops(world, '/ops/me'),
  'POST /ops/totp/enrol': async () =>
    opsCall(context.app, '/ops/totp/enrol', {}, await staffBeforeEnrolment('answers-enrol')),
  'POST /ops/totp/confirm': async () => {
    const token = await staffBeforeEnrolment('answers-confirm');
    const enrolled = await opsCall(context.app, '/ops/totp/enrol', {}, token);
    const code = currentTotpCode(enrolled.json().data.secret);
    return opsCall(context.app, '/ops/totp/confirm', { code }, token);
  },
  'POST /ops/audit': (world) => ops(world, '/ops/audit', { pageSize: 5 }),
  'POST /ops/reports/daily': (world) =>
    ops(world, '/ops/reports/daily', { market: 'BR', from: '2026-11-01', to: '2026-11-30' }),
  'POST /ops/books': (world) => ops(world, '/ops/books'),
  'POST /ops/dataRights/closures': (world) => ops(world, '/ops/dataRights/closures'),
  'POST /ops/harm/queue': (world) => ops(world, '/ops/harm/queue'),
  'POST /ops/settings/read': (world) => ops(world, '/ops/settings/read', { market: 'BR' }),
  'POST /ops/settings/preview': (world) =>
    ops(world, '/ops/settings/preview', { market: 'BR', settings: settingsWithNewBonus() }),
  'POST /ops/settings/save': (world) =>
    ops(world, '/ops/settings/save', {
      market: 'BR',
      baseVersion: 0,
      settings: settingsWithNewBonus(),
      note: 'A richer first option for the weekend.',
    }),
  'POST /ops/settings/versions': (world) => ops(world, '/ops/settings/versions', { market: 'BR' }),
  'POST /ops/harm/score': (world) => ops(world, '/ops/harm/score'),
  'POST /ops/harm/interact': (world) =>
    ops(world, '/ops/harm/interact', {
      playerId: world.player.userId,
      kind: 'cooling_off',
      note: 'Suggested a cooling-off after a long night.',
    }),
  'POST /ops/dataRights/export': (world) =>
    ops(world, '/ops/dataRights/export', { playerId: world.player.userId }),
  'POST /ops/dataRights/close': async (world) => {
    const leaving = await loginAsGuest(context.app);
    await call(context.app, '/v1/bus/requestAccountClosure', { confirm: true }, leaving.token);
    return ops(world, '/ops/dataRights/close', { playerId: leaving.userId });
  },
  'POST /ops/staff/sessions/revoke': async (world) => {
    await staffBeforeEnrolment('answers-revoked');
    return ops(world, '/ops/staff/sessions/revoke', { username: 'answers-revoked' });
  },
  'POST /ops/logout': async () =>
    opsCall(context.app, '/ops/logout', {}, await signInStaff(context)),
  'POST /ops/withdrawals': (world) => ops(world, '/ops/withdrawals', { pageSize: 1 }),
  'POST /ops/withdrawals/approve': async (world) =>
    ops(world, '/ops/withdrawals/approve', { orderId: (await world.reviewed()).orderId }),
  'POST /ops/withdrawals/reject': async (world) =>
    ops(world, '/ops/withdrawals/reject', {
      orderId: (await world.reviewed()).orderId,
      reason: 'The account is not in your name.',
    }),
  'POST /ops/withdrawals/risk': async (world) =>
    ops(world, '/ops/withdrawals/risk', { orderId: (await world.reviewed()).orderId }),
  'POST /ops/withdrawals/retry': async (world) => {
    // The provider down while it is approved, so the payout is still there to retry.
    const { orderId } = await world.reviewed();
    await psp.pause();
    try {
      await ops(world, '/ops/withdrawals/approve', { orderId });
      return await ops(world, '/ops/withdrawals/retry', { orderId });
    } finally {
      await psp.resume();
    }
  },
  'POST /ops/deposits': (world) => ops(world, '/ops/deposits', { pageSize: 1 }),
  'POST /ops/deposits/credit': async (world) =>
    ops(world, '/ops/deposits/credit', {
      orderId: await world.depositReviewed(),
      reason: 'The player paid R$ 40 of R$ 50; crediting what arrived.',
    }),
  'POST /ops/deposits/refund': async (world) =>
    ops(world, '/ops/deposits/refund', {
      orderId: await world.depositReviewed(),
      reason: 'The amount paid differs; the player asked for it back.',
    }),
  'POST /ops/tickets': (world) => ops(world, '/ops/tickets'),
  'POST /ops/tickets/read': (world) =>
    ops(world, '/ops/tickets/read', { ticketId: world.ticketId }),
  'POST /ops/tickets/reply': (world) =>
    ops(world, '/ops/tickets/reply', {
      ticketId: world.ticketId,
      message: 'It was paid this morning.',
    }),
  'POST /ops/tickets/close': (world) =>
    ops(world, '/ops/tickets/close', { ticketId: world.ticketId }),
  'POST /ops/tickets/assign': (world) =>
    ops(world, '/ops/tickets/assign', { ticketId: world.ticketId }),
  'POST /ops/players/search': (world) =>
    ops(world, '/ops/players/search', { query: String(world.player.userId) }),
  'POST /ops/players/read': async (world) =>
    ops(world, '/ops/players/read', { playerId: await publicIdOf(world) }),
  'POST /ops/players/statement': async (world) =>
    ops(world, '/ops/players/statement', { playerId: await publicIdOf(world) }),
  'POST /ops/players/rounds': async (world) =>
    ops(world, '/ops/players/rounds', { playerId: await publicIdOf(world) }),
  'POST /ops/players/deposits': async (world) =>
    ops(world, '/ops/players/deposits', { playerId: await publicIdOf(world) }),
  'POST /ops/players/withdrawals': async (world) =>
    ops(world, '/ops/players/withdrawals', { playerId: await publicIdOf(world) }),
  'POST /ops/players/type': async (world) =>
    ops(world, '/ops/players/type', { playerId: await publicIdOf(world), userType: 'B' }),
  'POST /ops/players/note': async (world) =>
    ops(world, '/ops/players/note', {
      playerId: await publicIdOf(world),
      text: 'Asked twice about the same withdrawal.',
    }),
  'POST /ops/adjustments': async (world) => {
    await pendingAdjustment(world);
    return ops(world, '/ops/adjustments', { pageSize: 5 });
  },
  'POST /ops/adjustments/propose': async (world) =>
    ops(world, '/ops/adjustments/propose', {
      playerId: await publicIdOf(world),
      amountMinor: 100,
      account: 'cash',
      reason: 'Goodwill credit after a failed spin.',
    }),
  'POST /ops/adjustments/approve': async (world) =>
    ops(world, '/ops/adjustments/approve', { adjustmentId: await pendingAdjustment(world) }),
  'POST /ops/adjustments/reject': async (world) =>
    ops(world, '/ops/adjustments/reject', { adjustmentId: await pendingAdjustment(world) }),
  'POST /wallet/balance': (world) => wallet(world, '/wallet/balance'),
  'POST /wallet/bet': (world) =>
    wallet(world, '/wallet/bet', { transactionId: transactionId(), roundId: 'r1', amount: 100 }),
  'POST /wallet/win': async (world) => {
    const round = { roundId: 'r2' };
    await wallet(world, '/wallet/bet', { ...round, transactionId: transactionId(), amount: 100 });
    return wallet(world, '/wallet/win', { ...round, transactionId: transactionId(), amount: 250 });
  },
  'POST /wallet/play': (world) =>
    wallet(world, '/wallet/play', {
      roundId: 'r4',
      bet: { transactionId: transactionId(), amount: 100 },
      win: { transactionId: transactionId(), amount: 40 },
    }),
  'POST /wallet/rollback': async (world) => {
    const bet = { roundId: 'r3', transactionId: transactionId() };
    await wallet(world, '/wallet/bet', { ...bet, amount: 100 });
    return wallet(world, '/wallet/rollback', {
      roundId: bet.roundId,
      transactionId: transactionId(),
      rollbackOf: bet.transactionId,
    });
  },
  'POST /webhooks/psp': () =>
    deliverWebhook(
      context.app,
      chargePaidEvent({ chargeId: 'ch_unknown', orderId: 'SDUNKNOWN', amountMinor: 1_000 }),
    ),
};

/** Routes that answer no contract's shape: health, the API description, a page, CORS. */
const routesWithoutAnswers = ['GET /healthz', 'GET /openapi.json', 'GET /game/return', 'OPTIONS *'];

const routes = () => registeredRoutes(context.app);
const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('every answer matches its schema', () => {
  it('has a driver for every route the app registers with declared answers', () => {
    const declared = routes().filter((route) => route.answers !== undefined);
    expect(declared.map(key).sort()).toEqual(Object.keys(drivers).sort());
    const undeclared = routes().filter((route) => route.answers === undefined);
    expect(undeclared.map(key).sort()).toEqual([...routesWithoutAnswers].sort());
  });

  it('answers each accepted request with exactly the shape its schema describes', async () => {
    const world = await setUpWorld();
    const failures: string[] = [];
    for (const route of routes()) {
      const drive = drivers[key(route)];
      if (!route.answers || !drive) continue;
      const response = await drive(world);
      const problems =
        response.statusCode >= 400
          ? [`status ${response.statusCode}: ${response.body}`]
          : await answerProblems(route.answers.ok, response.json());
      if (problems.length > 0) failures.push(`${key(route)}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});
