import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { playerCalls } from '@sorte/contracts';
import { clabeCheckDigit } from '@sorte/markets';
import { adultSetup, call, newDeviceId } from '../../test/helper';
import { chargePaidEvent, deliverWebhook } from '../../test/payment-provider';
import { useTestAppWithSandboxPsp } from '../../test/sandbox-psp';
import { walletCall } from '../../test/wallet-client';
import { nextCpf, opsCall, signInStaff } from '../../test/withdrawals';
import { depositOrders } from '../db/schema';
import { fundPlayerForTest } from '../modules/ledger/ledger-test-support';

// Issue 16: no answer carries another player's data. Two players of different markets each get
// data of their own in every area a player can read, with texts, ids and amounts no one else has;
// then every call that reads is asked by each, and nothing of one may show in the other's answers.

const gameId = 66121;

const { context } = useTestAppWithSandboxPsp({
  env: {
    LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    // Orders waiting for staff are never sent to the provider during the test.
    PAYOUT_SEND_INTERVAL_MS: '600000',
    SUPPORT_CHAT_URL_BR: 'https://chat.example.com.br/sorte-br-7731',
    SUPPORT_CHAT_URL_MX: 'https://chat.example.mx/sorte-mx-5519',
    TRACKING_META_PIXEL_BR: '271828182845904',
    TRACKING_META_PIXEL_MX: '314159265358979',
  },
});

/**
 * Calls that change something; every other player call only reads. The writes the players' data
 * is made with (login, binding, deposits, the withdrawal, tickets, limits…) have their answers
 * searched too.
 */
const writeCalls = new Set([
  '/user/login',
  '/user/logout',
  '/v1/bus/bindAccount',
  '/user/confirmAge',
  '/v1/bus/takeBreak',
  '/v1/bus/selfExclude',
  '/v1/bus/setReminder',
  '/v1/bus/setDepositLimit',
  '/v1/bus/setPlayLimits',
  '/game/joinGame',
  '/charge/create/order',
  '/v1/bus/updateFbRechargeRecords',
  '/v1/bus/addPayoutAccount',
  '/v1/bus/updatePayoutAccount',
  '/v1/bus/removePayoutAccount',
  '/v1/bus/updateCpf',
  '/withdraw/create/order',
  '/v1/bus/cancelWithdrawal',
  '/v1/bus/createSupportTicket',
  '/v1/bus/addSupportMessage',
  '/v1/bus/taskOneGot',
  '/v1/bus/luckyBagOpen',
  '/v1/bus/signIn',
  '/v1/bus/receiveInviteRewards',
  '/v1/bus/requestAccountClosure',
  '/v1/bus/withdrawAccountClosure',
  '/v1/bus/careMessageRead',
]);

/** What one player is made of here: every value is theirs alone. */
interface Persona {
  market: 'BR' | 'MX';
  currency: 'BRL' | 'MXN';
  fundMinor: number;
  rounds: { betMinor: number; winMinor: number | null }[];
  withdrawalMinor: number;
  paidDepositMinor: number;
  pendingDepositMinor: number;
  depositLimitMinor: number;
  lossLimitMinor: number;
  timeLimitMinutes: number;
  reminderMinutes: number;
  phone: string;
  holderName: string;
  ticketText: string;
  followUpText: string;
  replyText: string;
  chatUrl: string;
  pixelId: string;
}

/** A player as the test built them: the credentials, ids the server gave, and the markers. */
interface Player {
  persona: Persona;
  token: string;
  userId: number;
  accountId: number;
  withdrawalOrderId: string;
  ticketId: string;
  /** Texts and ids no one else has. */
  texts: string[];
  /** Amounts no one else has, searched as the numbers of an answer. */
  amounts: number[];
  /** Every answer this player received, writes included. */
  answers: { path: string; body: unknown; answer: unknown }[];
}

/** A tag no other run or player shares, so a text holding it can only come from its writer. */
const tag = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

function personas(): [Persona, Persona] {
  const br = tag('BR');
  const mx = tag('MX');
  return [
    {
      market: 'BR',
      currency: 'BRL',
      fundMinor: 1_000_000,
      rounds: [
        { betMinor: 7_391, winMinor: 12_953 },
        { betMinor: 4_117, winMinor: 0 },
        { betMinor: 2_243, winMinor: null },
      ],
      withdrawalMinor: 4_700,
      paidDepositMinor: 48_300,
      pendingDepositMinor: 61_700,
      depositLimitMinor: 731_937,
      lossLimitMinor: 529_373,
      timeLimitMinutes: 1_117,
      reminderMinutes: 15,
      phone: '(11) 97351-8264',
      holderName: 'Maria Aparecida Tavares',
      ticketText: `${br} Meu depósito de R$ 483 não apareceu no saldo.`,
      followUpText: `${br} Já esperei uma hora, podem conferir?`,
      replyText: `${br} Encontramos o pagamento e ele já foi creditado.`,
      chatUrl: 'https://chat.example.com.br/sorte-br-7731',
      pixelId: '271828182845904',
    },
    {
      market: 'MX',
      currency: 'MXN',
      fundMinor: 3_000_000,
      rounds: [
        { betMinor: 8_263, winMinor: 15_479 },
        { betMinor: 5_839, winMinor: 0 },
        { betMinor: 3_319, winMinor: null },
      ],
      withdrawalMinor: 7_900,
      paidDepositMinor: 93_900,
      pendingDepositMinor: 127_300,
      depositLimitMinor: 1_642_351,
      lossLimitMinor: 847_129,
      timeLimitMinutes: 1_333,
      reminderMinutes: 60,
      phone: '33 4862 9175',
      holderName: 'Guadalupe Ortiz Salinas',
      ticketText: `${mx} Mi retiro por SPEI no ha llegado a mi cuenta.`,
      followUpText: `${mx} Sigo sin recibirlo, ¿me ayudan?`,
      replyText: `${mx} Revisamos tu retiro: llegará hoy por la tarde.`,
      chatUrl: 'https://chat.example.mx/sorte-mx-5519',
      pixelId: '314159265358979',
    },
  ];
}

/** A Mexican CLABE with a correct check digit and an account number no one else has. */
function newClabe(): string {
  const first17 = `012180${String(randomBytes(5).readUIntBE(0, 5)).padStart(11, '0').slice(-11)}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}

/** A call as the player, its answer kept for the search; a refusal fails the setup at once. */
async function ask(
  app: FastifyInstance,
  player: Pick<Player, 'token' | 'answers'>,
  path: string,
  body: Record<string, unknown> = {},
) {
  const response = await call(app, path, body, player.token);
  const answer: unknown = response.json();
  player.answers.push({ path, body, answer });
  expect(response.json(), `${path} ${response.body}`).toMatchObject({ success: true });
  return response.json().data;
}

async function giveEverything(app: FastifyInstance, persona: Persona, staffToken: string) {
  const deviceId = newDeviceId();
  const answers: Player['answers'] = [];
  const texts: string[] = [persona.ticketText, persona.followUpText, persona.replyText];
  const amounts: number[] = [
    ...persona.rounds.flatMap((round) => [round.betMinor, round.winMinor ?? 0]),
    persona.withdrawalMinor,
    persona.paidDepositMinor,
    persona.pendingDepositMinor,
    persona.depositLimitMinor,
    persona.lossLimitMinor,
    persona.timeLimitMinutes,
  ].filter((amount) => amount > 0);

  const loginBody = { loginType: 1, deviceId, market: persona.market };
  const login = await call(app, '/user/login', loginBody);
  answers.push({ path: '/user/login', body: loginBody, answer: login.json() });
  const { token, userId, externalId } = login.json().data;
  const player = { token, answers };
  texts.push(token, externalId);
  const setup = adultSetup(deviceId);
  await ask(app, player, '/user/confirmAge', setup);
  texts.push(setup.username);
  const password = `sorte-${tag('senha')}`;
  const email = `${tag('player').toLowerCase()}@example.com`;
  const bound = await ask(app, player, '/v1/bus/bindAccount', {
    password,
    phone: persona.phone,
    email,
  });
  texts.push(email, bound.phone);

  // Play: a round won, a round lost, a round still open.
  await fundPlayerForTest(context.database.db, userId, persona.currency, persona.fundMinor);
  const joined = await ask(app, player, '/game/joinGame', { gameId });
  const gameToken = new URL(joined.jumpUrl).searchParams.get('token');
  if (!gameToken) throw new Error(`joinGame answered no token: ${joined.jumpUrl}`);
  texts.push(gameToken);
  for (const round of persona.rounds) {
    const roundId = tag(`${persona.market}-round`);
    texts.push(roundId);
    const base = { token: gameToken, gameId, currency: persona.currency, roundId };
    const bet = await walletCall(app, '/wallet/bet', {
      ...base,
      transactionId: `${roundId}-bet`,
      amount: round.betMinor,
    });
    expect(bet.json(), bet.body).toMatchObject({ ok: true });
    if (round.winMinor !== null) {
      const win = await walletCall(app, '/wallet/win', {
        ...base,
        transactionId: `${roundId}-win`,
        amount: round.winMinor,
      });
      expect(win.json(), win.body).toMatchObject({ ok: true });
    }
  }

  // A payout account, and a withdrawal to it waiting for staff (no deposit is paid yet).
  let accountNumber: string;
  let account: { account: { accountId: number } };
  if (persona.market === 'BR') {
    accountNumber = nextCpf();
    await ask(app, player, '/v1/bus/updateCpf', { cpf: accountNumber });
    account = await ask(app, player, '/v1/bus/addPayoutAccount', {
      channelId: 'br_pix_cpf',
      account: accountNumber,
      holderName: persona.holderName,
      holderCpf: accountNumber,
    });
  } else {
    accountNumber = newClabe();
    account = await ask(app, player, '/v1/bus/addPayoutAccount', {
      channelId: 'mx_clabe',
      account: accountNumber,
      holderName: persona.holderName,
    });
  }
  texts.push(accountNumber, persona.holderName);
  const accountId: number = account.account.accountId;
  const { quote } = await ask(app, player, '/v1/bus/withdrawInfo2', {
    amountMinor: persona.withdrawalMinor,
    accountId,
  });
  expect(quote, 'the withdrawal is quoted').not.toBeNull();
  const withdrawal = await ask(app, player, '/withdraw/create/order', {
    amountMinor: persona.withdrawalMinor,
    accountId,
    feeMinor: quote.feeMinor,
    taxMinor: quote.taxMinor,
  });
  const withdrawalOrderId: string = withdrawal.order.orderId;
  texts.push(withdrawalOrderId);

  // A deposit paid through the provider's webhook, and one still waiting to be paid.
  for (const amount of [persona.paidDepositMinor, persona.pendingDepositMinor]) {
    const created = await ask(app, player, '/charge/create/order', { amount });
    const orderId: string = created.order.orderId;
    texts.push(orderId, created.payUrl);
    if (amount !== persona.paidDepositMinor) continue;
    const [row] = await context.database.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderId, orderId));
    if (!row?.pspChargeId) throw new Error(`deposit ${orderId} has no charge`);
    const paid = await deliverWebhook(
      app,
      chargePaidEvent({
        chargeId: row.pspChargeId,
        orderId,
        amountMinor: amount,
        currency: persona.currency,
      }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
  }

  // A request to support, answered by staff, then written to again.
  const created = await ask(app, player, '/v1/bus/createSupportTicket', {
    topic: 'deposit',
    message: persona.ticketText,
  });
  const ticketId: string = created.ticket.ticketId;
  texts.push(ticketId);
  const replied = await opsCall(
    app,
    '/ops/tickets/reply',
    { ticketId, message: persona.replyText },
    staffToken,
  );
  expect(replied.json(), replied.body).toMatchObject({ success: true });
  await ask(app, player, '/v1/bus/addSupportMessage', { ticketId, message: persona.followUpText });

  // Limits and the reminder, chosen last so nothing above is held back by them.
  await ask(app, player, '/v1/bus/setDepositLimit', {
    period: 'day',
    amountMinor: persona.depositLimitMinor,
  });
  await ask(app, player, '/v1/bus/setPlayLimits', {
    limits: [
      { key: 'loss:week', amount: persona.lossLimitMinor },
      { key: 'time:day', amount: persona.timeLimitMinutes },
    ],
  });
  await ask(app, player, '/v1/bus/setReminder', { minutes: persona.reminderMinutes });

  // Signing in again on another device, by e-mail: the answer tells the balance.
  const again = await call(app, '/user/login', {
    loginType: 6,
    email,
    password,
    deviceId: newDeviceId(),
  });
  answers.push({ path: '/user/login', body: { loginType: 6 }, answer: again.json() });
  texts.push(again.json().data.token);
  const info = await ask(app, player, '/v1/bus/accountInfo');
  amounts.push(info.result.accountGold);

  return {
    persona,
    token,
    userId,
    accountId,
    withdrawalOrderId,
    ticketId,
    texts,
    amounts,
    answers,
  } satisfies Player;
}

/**
 * The bodies each reading call is asked with: the player's own records, and where a call takes
 * an id, the other player's too (which must be refused or answered empty, never shown).
 */
const readCalls: Record<
  string,
  (self: Player, other: Player) => { body: Record<string, unknown>; own: boolean }[]
> = {
  '/user/siteInfo': () => [{ body: {}, own: true }],
  '/v1/bus/playerProfile': () => [{ body: {}, own: true }],
  '/v1/bus/protection': () => [{ body: {}, own: true }],
  '/v1/bus/depositLimits': () => [{ body: {}, own: true }],
  '/v1/bus/playLimits': () => [{ body: {}, own: true }],
  '/v1/bus/accountInfo': () => [{ body: {}, own: true }],
  '/v1/bus/statement': () => [{ body: { pageSize: 50 }, own: true }],
  '/game/list': () => [{ body: {}, own: true }],
  '/game/rounds': () => [
    { body: {}, own: true },
    { body: { gameId }, own: true },
  ],
  '/game/session/summary': () => [{ body: { gameId }, own: true }],
  '/game/openRounds': () => [{ body: {}, own: true }],
  '/charge/amount/list': () => [{ body: {}, own: true }],
  '/charge/order/list': () => [{ body: { pageSize: 50 }, own: true }],
  '/v1/bus/getFbRechargeRecords': () => [{ body: {}, own: true }],
  '/withdraw/bank/list': () => [{ body: {}, own: true }],
  '/v1/bus/withdrawInfo': () => [{ body: {}, own: true }],
  '/v1/bus/withdrawInfo2': (self, other) => [
    { body: { amountMinor: self.persona.withdrawalMinor, accountId: self.accountId }, own: true },
    { body: { amountMinor: self.persona.withdrawalMinor, accountId: other.accountId }, own: false },
  ],
  '/v1/bus/selectPaymentChannel': (self) => [
    { body: { amountMinor: self.persona.withdrawalMinor }, own: true },
  ],
  '/v1/bus/getPayOutPreTaskProcess': () => [{ body: {}, own: true }],
  '/v1/bus/getWithdrawProcess': (self, other) => [
    { body: {}, own: true },
    { body: { orderId: self.withdrawalOrderId }, own: true },
    { body: { orderId: other.withdrawalOrderId }, own: false },
  ],
  '/v1/bus/getAllWithdrawOrders': () => [{ body: {}, own: true }],
  '/v1/bus/supportTickets': () => [{ body: {}, own: true }],
  '/v1/bus/supportTicket': (self, other) => [
    { body: { ticketId: self.ticketId }, own: true },
    { body: { ticketId: other.ticketId }, own: false },
  ],
  '/user/web/customer/forward': () => [{ body: {}, own: true }],
  '/v1/bus/taskOne': () => [{ body: {}, own: true }],
  '/v1/bus/getTaskProcess': () => [{ body: {}, own: true }],
  '/v1/bus/luckyBag': () => [{ body: {}, own: true }],
  '/v1/bus/signInInfo': () => [{ body: {}, own: true }],
  '/v1/bus/vipInfo': () => [{ body: {}, own: true }],
  '/v1/bus/getUserShareUrlAndExtensionCode': () => [{ body: {}, own: true }],
  '/v1/bus/statInviteInfo': () => [{ body: {}, own: true }],
  '/v1/bus/myData': () => [{ body: {}, own: true }],
  '/v1/bus/accountClosure': () => [{ body: {}, own: true }],
  '/v1/bus/careMessages': () => [{ body: {}, own: true }],
};

/** The other APIs the app serves: staff, game providers, the payment provider. */
const notPlayerApis = ['/ops/', '/wallet/', '/webhooks/'];

/** Every POST route the app registered, read from Fastify's route tree. */
function registeredPostRoutes(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = [...indent].length / 4;
    const path = `${depth > 0 ? (stack[depth - 1] ?? '') : ''}${segment}`;
    stack[depth] = path;
    stack.length = depth + 1;
    if (methods.split(', ').includes('POST')) paths.push(path);
  }
  return paths;
}

/** The markers of `owner` found in an answer: texts anywhere in it, amounts as its numbers. */
function markersIn(answer: unknown, owner: Player): string[] {
  const serialized = JSON.stringify(answer);
  const numbers = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'number' || typeof value === 'string') numbers.add(String(value));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(answer);
  return [
    ...owner.texts.filter((text) => serialized.includes(text)),
    ...owner.amounts.filter((amount) => numbers.has(String(amount))).map(String),
  ];
}

describe('two players of different markets', () => {
  it('are asked every call that reads: each registered player route is listed as a read or a write', () => {
    const contracted = playerCalls.map((playerCall) => playerCall.path).sort();
    const registered = registeredPostRoutes(context.app)
      .filter((path) => !notPlayerApis.some((prefix) => path.startsWith(prefix)))
      .sort();
    expect(registered).toEqual(contracted);
    const reads = Object.keys(readCalls);
    expect(reads.filter((path) => writeCalls.has(path))).toEqual([]);
    expect([...reads, ...writeCalls].sort()).toEqual(contracted);
  });

  it('read only their own support tickets, deposits, withdrawals, rounds, statement, accounts, limits and profile', async () => {
    const staffToken = await signInStaff(context);
    const [brazilian, mexican] = personas();
    const br = await giveEverything(context.app, brazilian, staffToken);
    const mx = await giveEverything(context.app, mexican, staffToken);
    // The markers are truly distinct, or the search below would prove nothing.
    expect(br.texts.filter((text) => mx.texts.includes(text))).toEqual([]);
    expect(br.amounts.filter((amount) => mx.amounts.includes(amount))).toEqual([]);
    br.texts.push(brazilian.chatUrl, brazilian.pixelId);
    mx.texts.push(mexican.chatUrl, mexican.pixelId);

    for (const [self, other] of [
      [br, mx],
      [mx, br],
    ] as const) {
      for (const [path, bodies] of Object.entries(readCalls)) {
        for (const { body, own } of bodies(self, other)) {
          const response = await call(context.app, path, body, self.token);
          self.answers.push({ path, body, answer: response.json() });
          if (own)
            expect(response.json(), `${path} ${response.body}`).toMatchObject({ success: true });
        }
      }
    }

    for (const [self, other] of [
      [br, mx],
      [mx, br],
    ] as const) {
      const market = self.persona.market;
      // Each marker shows somewhere in its owner's answers: the data was really written and read.
      const seen = new Set(self.answers.flatMap(({ answer }) => markersIn(answer, self)));
      const unseen = [...self.texts, ...self.amounts.map(String)].filter((m) => !seen.has(m));
      expect(unseen, `${market}'s own markers missing from their answers`).toEqual([]);
      // …and none in the other player's.
      const leaks = other.answers.flatMap(({ path, body, answer }) =>
        markersIn(answer, self).map((marker) => `${path} ${JSON.stringify(body)}: ${marker}`),
      );
      expect(leaks, `${market}'s data in answers to ${other.persona.market}`).toEqual([]);
    }

    // Staff see each ticket with its own player's first message and market.
    const queue = (await opsCall(context.app, '/ops/tickets', {}, staffToken)).json().data.list;
    expect(queue).toEqual([
      expect.objectContaining({
        ticketId: br.ticketId,
        market: 'BR',
        preview: brazilian.ticketText,
        lastMessageBy: 'player',
      }),
      expect.objectContaining({
        ticketId: mx.ticketId,
        market: 'MX',
        preview: mexican.ticketText,
        lastMessageBy: 'player',
      }),
    ]);
  });
});
