// One simulated player of the bank test: signs in, completes the 18+ setup, adds a payout account,
// then, while the run lasts, deposits (paying at the sandbox provider), plays rounds through the
// wallet as the game provider sends them (with duplicates and rollbacks), claims the day's sign-in
// reward and withdraws (some cancelled, some to an account the bank refuses). Every acknowledged
// operation is written into the player's record; every call is sent until definitely answered.
import { randomBytes } from 'node:crypto';
import { getMarket } from '@sorte/markets';
import { callCounts, envelope, pause, playerCall, sendUntilAnswered, walletCall } from './calls';
import type { Answer } from './calls';
import type { Market, PlayerRecord, WalletRound } from './ledger-of-acknowledgements';

const gameId = 66121;
const clabe = '032180000118359719';
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const chance = (probability: number) => Math.random() < probability;

/** What kind of withdrawals a player makes, by their place in the crowd. */
export type WithdrawalHabit = 'small' | 'reviewed' | 'cancels' | 'none';

export interface JourneyContext {
  apiUrl: string;
  pspUrl: string;
  runId: string;
  /** False once the run winds down: the player finishes the cycle it is in. */
  running: () => boolean;
  unexpected: (what: string) => void;
  /** Why a withdrawal was not asked for, or was refused, counted by reason. */
  note: (what: string) => void;
}

function data<T>(answer: Answer): T {
  return envelope(answer).data as T;
}

export async function openPlayer(
  context: JourneyContext,
  index: number,
  market: Market,
  failingPayouts: boolean,
): Promise<PlayerRecord> {
  const deviceId = randomBytes(16).toString('hex');
  const login = await playerCall(context.apiUrl, '/user/login', { loginType: 1, deviceId, market });
  const { token, userId } = data<{ token: string; userId: number }>(login);
  const username = `c${context.runId}${index}`.slice(0, 15);
  const setup = await playerCall(
    context.apiUrl,
    '/user/confirmAge',
    { username, birthDate: '1990-05-17', termsAccepted: true },
    token,
  );
  if (!envelope(setup).success) throw new Error(`18+ setup: ${JSON.stringify(setup.body)}`);
  const account =
    market === 'BR'
      ? {
          channelId: 'br_pix_email',
          account: `${username}${failingPayouts ? '.fail' : ''}@example.com`,
          holderName: 'Maria da Silva',
        }
      : { channelId: 'mx_clabe', account: clabe, holderName: 'Ana García' };
  const added = await playerCall(context.apiUrl, '/v1/bus/addPayoutAccount', account, token);
  const payoutAccountId = data<{ account?: { accountId: number } }>(added)?.account?.accountId;
  if (payoutAccountId === undefined) {
    throw new Error(`payout account: ${JSON.stringify(added.body)}`);
  }
  return {
    index,
    market,
    currency: market === 'BR' ? 'BRL' : 'MXN',
    userId,
    token,
    username,
    payoutAccountId,
    deposits: [],
    rounds: [],
    rewards: [],
    adjustments: [],
    withdrawals: [],
  };
}

/** A deposit of one of the drawer's amounts, paid at the sandbox provider. */
async function deposit(context: JourneyContext, player: PlayerRecord, large: boolean) {
  const drawer = data<{ list: { orderAmount: number }[]; method: string }>(
    await playerCall(context.apiUrl, '/charge/amount/list', {}, player.token),
  );
  const amounts = drawer.list.map((option) => option.orderAmount);
  const amountMinor = large ? (amounts.at(-2) ?? 0) : pick(amounts.slice(1, 4));
  const created = await playerCall(
    context.apiUrl,
    '/charge/create/order',
    { amount: amountMinor },
    player.token,
  );
  const order = data<{ payUrl: string; order: { orderId: string } }>(created);
  if (!envelope(created).success)
    return context.unexpected(`deposit order ${created.body.msgCode}`);
  const chargeId = new URL(order.payUrl).pathname.split('/').pop() ?? '';
  const paid = await sendUntilAnswered(`${context.pspUrl}/sandbox/charges/${chargeId}/pay`, {
    body: '{}',
  });
  // Paid now, or (sent again after an unanswered attempt) already paid: the money has left.
  const alreadyPaid = (paid.body.error as { code?: string } | undefined)?.code === 'charge_paid';
  if (paid.status !== 200 && !alreadyPaid) {
    return context.unexpected(`sandbox payment answered ${paid.status}`);
  }
  player.deposits.push({
    chargeId,
    orderId: order.order.orderId,
    amountMinor,
    currency: player.currency,
    method: drawer.method,
    bonusMinor: 0,
  });
}

interface WalletAnswerBody {
  ok?: boolean;
  code?: string;
  balance?: number;
  /** A round in one call's: its win's own answer. */
  win?: WalletAnswerBody;
}

/**
 * One round in one call (`/wallet/play`), as the games service plays a spin: its bet, then its
 * win; sometimes sent twice at once, as a provider's retry racing the original.
 */
async function playRoundInOneCall(
  context: JourneyContext,
  base: { token: string; gameId: number; currency: string },
  round: WalletRound & { roundId: string; winTransactionId: string },
): Promise<WalletRound> {
  const { roundId, betTransactionId, winTransactionId, betMinor } = round;
  const winMinor = Math.floor(betMinor * pick([0, 0, 0.5, 1, 1, 1.5, 2, 2.5]));
  const body = {
    ...base,
    roundId,
    bet: { transactionId: betTransactionId, amount: betMinor },
    win: { transactionId: winTransactionId, amount: winMinor },
  };
  const sendPlay = () => walletCall(context.apiUrl, '/wallet/play', body);
  const duplicated = chance(0.1);
  if (duplicated) callCounts.duplicates += 1;
  const [played] = await Promise.all([sendPlay(), ...(duplicated ? [sendPlay()] : [])]);
  const answer = played?.body as WalletAnswerBody;
  const refused = { betTransactionId, betMinor, outcome: 'refused' as const, winMinor: 0 };
  if (!answer.ok) return refused;
  if (!answer.win?.ok) {
    context.unexpected(`play's win: ${answer.win?.code}`);
    return { ...refused, outcome: 'won' };
  }
  return { betTransactionId, betMinor, outcome: 'won', winTransactionId, winMinor };
}

/** One round as a provider sends it: a bet, then its win, or its rollback; or both in one call. */
async function playRound(
  context: JourneyContext,
  base: { token: string; gameId: number; currency: string },
  betMinor: number,
): Promise<WalletRound> {
  const id = randomBytes(8).toString('hex');
  const roundId = `r${id}`;
  const betTransactionId = `b${id}`;
  const rollbackTransactionId = `x${id}`;
  const bet = { ...base, transactionId: betTransactionId, roundId, amount: betMinor };
  const rollback = {
    ...base,
    transactionId: rollbackTransactionId,
    roundId,
    rollbackOf: betTransactionId,
  };
  const round: WalletRound = { betTransactionId, betMinor, outcome: 'refused', winMinor: 0 };

  if (chance(0.05)) {
    // The provider gave up on a bet it never managed to send and rolled it back; the bet then
    // arrives late and must be refused.
    const undone = (await walletCall(context.apiUrl, '/wallet/rollback', rollback))
      .body as WalletAnswerBody;
    if (!undone.ok) context.unexpected(`rollback of an unsent bet: ${undone.code}`);
    const late = (await walletCall(context.apiUrl, '/wallet/bet', bet)).body as WalletAnswerBody;
    if (late.ok || late.code !== 'ALREADY_ROLLED_BACK')
      context.unexpected(`late bet: ${late.code}`);
    return { ...round, outcome: 'rolled_back', rollbackTransactionId };
  }

  if (chance(0.4)) {
    return playRoundInOneCall(context, base, { ...round, roundId, winTransactionId: `w${id}` });
  }

  const sendBet = () => walletCall(context.apiUrl, '/wallet/bet', bet);
  const duplicated = chance(0.1);
  if (duplicated) callCounts.duplicates += 1;
  const [placed] = await Promise.all([sendBet(), ...(duplicated ? [sendBet()] : [])]);
  const placedBody = placed?.body as WalletAnswerBody;
  if (!placedBody.ok) return round;

  if (chance(0.15)) {
    const undone = (await walletCall(context.apiUrl, '/wallet/rollback', rollback))
      .body as WalletAnswerBody;
    if (!undone.ok) {
      context.unexpected(`rollback: ${undone.code}`);
      return { ...round, outcome: 'won' };
    }
    return { ...round, outcome: 'rolled_back', rollbackTransactionId };
  }
  const winMinor = Math.floor(betMinor * pick([0, 0, 0.5, 1, 1, 1.5, 2, 2.5]));
  const winTransactionId = `w${id}`;
  const win = { ...base, transactionId: winTransactionId, roundId, amount: winMinor };
  const sendWin = () => walletCall(context.apiUrl, '/wallet/win', win);
  const winTwice = chance(0.1);
  if (winTwice) callCounts.duplicates += 1;
  const [settled] = await Promise.all([sendWin(), ...(winTwice ? [sendWin()] : [])]);
  if (!(settled?.body as WalletAnswerBody).ok) {
    context.unexpected(`win: ${(settled?.body as WalletAnswerBody).code}`);
    return { ...round, outcome: 'won', winMinor: 0 };
  }
  return { ...round, outcome: 'won', winTransactionId, winMinor };
}

interface WithdrawRules {
  balanceMinor: number;
  withdrawableMinor: number;
  wageringRemainingMinor: number;
  amountMinorMin: number;
  amountMinorMax: number;
  amountMultipleOfMinor: number;
  openOrderId: string | null;
}

const readRules = async (context: JourneyContext, player: PlayerRecord) =>
  data<WithdrawRules>(await playerCall(context.apiUrl, '/v1/bus/withdrawInfo', {}, player.token));

/** Rounds until the turnover is played (or a cap), with bets the balance carries. */
async function playTurnover(context: JourneyContext, player: PlayerRecord, large: boolean) {
  const joined = await playerCall(context.apiUrl, '/game/joinGame', { gameId }, player.token);
  const jumpUrl = data<{ jumpUrl?: string }>(joined)?.jumpUrl;
  if (!jumpUrl) return context.unexpected(`joinGame: ${joined.body.msgCode}`);
  const base = {
    token: new URL(jumpUrl).searchParams.get('token') ?? '',
    gameId,
    currency: player.currency,
  };
  let rules = await readRules(context, player);
  for (let round = 0; round < 40 && rules.wageringRemainingMinor > 0; round += 1) {
    const most = Math.max(100, Math.floor(rules.balanceMinor / 3 / 100) * 100);
    const betMinor = large ? most : Math.min(most, pick([100, 500, 1000, 2000]));
    player.rounds.push(await playRound(context, base, betMinor));
    if (round % 5 === 4) rules = await readRules(context, player);
  }
}

async function claimSignIn(context: JourneyContext, player: PlayerRecord) {
  const callsBefore = callCounts.retries;
  const claimed = await playerCall(context.apiUrl, '/v1/bus/signIn', {}, player.token);
  const answer = envelope(claimed);
  if (answer.success) {
    const credited = (answer.data as { credited: { amountMinor: number } }).credited;
    player.rewards.push({ amountMinor: credited.amountMinor });
  } else if (answer.msgCode === 'reward_claimed_today' && callCounts.retries > callsBefore) {
    // Claimed by an attempt whose answer was lost (or another's retry): the books say how much.
    player.rewards.push({ amountMinor: null });
  }
}

async function withdraw(context: JourneyContext, player: PlayerRecord, habit: WithdrawalHabit) {
  const rules = await readRules(context, player);
  if (rules.openOrderId !== null) return context.note('a withdrawal still open');
  if (rules.wageringRemainingMinor > 0) return context.note('turnover not yet played');
  const step = rules.amountMultipleOfMinor;
  // Above the amount the market approves without a person, so that it waits in review.
  const reviewed = getMarket(player.market).withdrawalAutoApproveMinorMax + 10 * step;
  const wanted = habit === 'small' ? Math.min(20_000, rules.withdrawableMinor) : reviewed;
  const amountMinor = Math.min(
    wanted,
    rules.amountMinorMax,
    Math.floor(rules.withdrawableMinor / step) * step,
  );
  if (amountMinor < rules.amountMinorMin) return context.note('too little to withdraw');
  const quoted = data<{ quote: { feeMinor: number; taxMinor: number } | null }>(
    await playerCall(
      context.apiUrl,
      '/v1/bus/withdrawInfo2',
      { amountMinor, accountId: player.payoutAccountId },
      player.token,
    ),
  );
  if (!quoted.quote) return context.note('no quote');
  const idempotencyKey = `chaos-${randomBytes(12).toString('hex')}`;
  const created = await playerCall(
    context.apiUrl,
    '/withdraw/create/order',
    {
      amountMinor,
      accountId: player.payoutAccountId,
      feeMinor: quoted.quote.feeMinor,
      taxMinor: quoted.quote.taxMinor,
      idempotencyKey,
    },
    player.token,
  );
  if (!envelope(created).success) return context.note(`refused: ${envelope(created).msgCode}`);
  const { orderId } = data<{ order: { orderId: string } }>(created).order;
  player.withdrawals.push({ orderId, amountMinor, idempotencyKey });
  if (habit === 'cancels' || (habit === 'reviewed' && chance(0.3))) {
    await pause(Math.random() * 500);
    await playerCall(context.apiUrl, '/v1/bus/cancelWithdrawal', { orderId }, player.token);
  }
}

/** The player's cycles until the run winds down. */
export async function livePlayer(
  context: JourneyContext,
  player: PlayerRecord,
  habit: WithdrawalHabit,
): Promise<void> {
  let cycle = 0;
  while (context.running() || cycle === 0) {
    const large = habit === 'reviewed' || habit === 'cancels';
    await deposit(context, player, large && cycle === 0);
    if (cycle === 0) await claimSignIn(context, player);
    await playTurnover(context, player, large);
    if (habit !== 'none') await withdraw(context, player, habit);
    cycle += 1;
    await pause(500 + Math.random() * 1500);
  }
}
