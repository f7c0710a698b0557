import type {
  CallData,
  opsAudit,
  opsBooks,
  opsClosureRequests,
  opsDailyReport,
  opsDeposits,
  opsHarmQueue,
  opsPendingAdjustments,
  opsPlayerDeposits,
  opsPlayerRounds,
  opsPlayerStatement,
  opsReadPlayer,
  opsSearchPlayers,
  opsSupportTicket,
  opsWithdrawalRisk,
  opsWithdrawals,
} from '@sorte/contracts';

type Withdrawal = CallData<typeof opsWithdrawals>['list'][number];
type Deposit = CallData<typeof opsDeposits>['list'][number];
type WithdrawalRisk = CallData<typeof opsWithdrawalRisk>;
type HarmEntry = CallData<typeof opsHarmQueue>['list'][number];
type Ticket = CallData<typeof opsSupportTicket>['ticket'];
type AuditEntry = CallData<typeof opsAudit>['list'][number];

/** A withdrawal waiting for review, as `/ops/withdrawals` lists it. */
export function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    orderId: 'WD0000000001',
    currency: 'BRL',
    amountMinor: 60_000,
    feeMinor: 500,
    taxMinor: 0,
    arrivesMinor: 59_500,
    channelId: 'br_pix_email',
    accountMasked: 'ma•••@example.com',
    accountId: 1,
    status: 'reviewing',
    stages: [{ stage: 'requested', at: '2026-11-27T02:00:00.000Z' }],
    rejectionReason: null,
    failureReason: null,
    refundedMinor: 0,
    deadlineAt: null,
    cancellable: true,
    playerId: 'P123456',
    requestedAt: '2026-11-27T02:00:00.000Z',
    autoApproved: false,
    reviewedBy: null,
    overdue: false,
    pspPayoutId: null,
    market: 'BR',
    firstApprovedBy: null,
    awaitingSecondApprover: false,
    payoutSendAttempts: 0,
    payoutSendError: null,
    awaitingRetry: false,
    ...overrides,
  };
}

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    ticketId: 'ST0000000001',
    playerId: 'P123456',
    market: 'BR',
    language: 'pt-BR',
    topic: 'withdrawal',
    status: 'open',
    createdAt: '2026-11-27T01:00:00.000Z',
    lastMessageAt: '2026-11-27T01:00:00.000Z',
    lastMessageBy: 'player',
    preview: 'Quando chega o meu saque?',
    messageCount: 1,
    closedAt: null,
    assignedTo: null,
    messages: [
      {
        author: 'player',
        staffUsername: null,
        text: 'Quando chega o meu saque?',
        at: '2026-11-27T01:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-11-27T02:10:00.000Z',
    staffUsername: 'ana.ops',
    action: 'withdrawal.approve',
    subject: 'withdrawal:WD0000000001',
    before: { status: 'reviewing' },
    after: { status: 'approved' },
    ...overrides,
  };
}

type PlayerPage = CallData<typeof opsReadPlayer>['player'];
type PlayerFound = CallData<typeof opsSearchPlayers>['list'][number];
type Adjustment = CallData<typeof opsPendingAdjustments>['list'][number];
type ClosureRequest = CallData<typeof opsClosureRequests>['list'][number];
type StatementEntry = CallData<typeof opsPlayerStatement>['items'][number];
type Round = CallData<typeof opsPlayerRounds>['rounds'][number];
type PlayerDeposit = CallData<typeof opsPlayerDeposits>['list'][number];

const summary = {
  playerId: 'P123456',
  userId: 42,
  market: 'BR',
  nick: 'Mari',
  username: 'mari.souza',
  email: 'mari@example.com',
  phone: '+5511987654321',
  userType: 'A',
  createdAt: '2026-11-01T12:00:00.000Z',
} as const;

/** A player as `/ops/players/search` finds them. */
export function playerFound(overrides: Partial<PlayerFound> = {}): PlayerFound {
  return { ...summary, matchedBy: 'username', exact: true, ...overrides };
}

/** A Brazilian player's page, as `/ops/players/read` answers it. */
export function playerPage(overrides: Partial<PlayerPage> = {}): PlayerPage {
  return {
    ...summary,
    currency: 'BRL',
    cpf: '52998224725',
    lastLoginAt: '2026-11-27T01:00:00.000Z',
    balances: { cashMinor: 123_456, wageringRemainingMinor: 20_000, wageringTargetMinor: 50_000 },
    vipLevel: 2,
    protection: {
      excludedUntil: null,
      exclusionKind: null,
      breakDays: [1, 7, 30],
      selfExclusionDays: [180, 365],
      reminderMinutes: 30,
      reminderMinuteChoices: [15, 30, 60],
    },
    depositLimits: {
      limits: [
        { period: 'day', amountMinor: 50_000, usedMinor: 10_000, pending: null },
        { period: 'week', amountMinor: null, usedMinor: 10_000, pending: null },
        { period: 'month', amountMinor: null, usedMinor: 10_000, pending: null },
      ],
      coolingOffHours: 24,
    },
    playLimits: {
      limits: [
        { key: 'loss:day', kind: 'loss', period: 'day', amount: null, used: 0, pending: null },
        { key: 'time:day', kind: 'time', period: 'day', amount: 120, used: 15, pending: null },
      ],
      chosenAt: null,
      requiredBeforePlay: false,
      coolingOffHours: 24,
    },
    rewards: [
      { kind: 'sign_in', amountMinor: 100, wageringAddedMinor: 0, at: '2026-11-26T10:00:00.000Z' },
    ],
    devices: [{ deviceId: 'device-0001' }],
    notes: [
      {
        noteId: 1,
        staffUsername: 'bruno',
        text: 'Asked about PIX.',
        at: '2026-11-26T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function statementEntry(overrides: Partial<StatementEntry> = {}): StatementEntry {
  return {
    transactionId: 7,
    kind: 'deposit',
    amountMinor: 100_000,
    balanceAfterMinor: 123_456,
    currency: 'BRL',
    reference: 'DP0000000001',
    createdAt: '2026-11-26T12:00:00.000Z',
    ...overrides,
  };
}

export function round(overrides: Partial<Round> = {}): Round {
  return {
    roundId: 'R0000000001',
    gameId: 66121,
    betMinor: 500,
    winMinor: 1_250,
    netMinor: 750,
    status: 'settled',
    balanceBeforeMinor: 100_000,
    balanceAfterMinor: 100_750,
    currency: 'BRL',
    createdAt: '2026-11-26T12:05:00.000Z',
    settledAt: '2026-11-26T12:05:01.000Z',
    ...overrides,
  };
}

/** A deposit in a player's history, as `/ops/players/deposits` lists it. */
export function playerDeposit(overrides: Partial<PlayerDeposit> = {}): PlayerDeposit {
  return {
    orderId: 'DP0000000001',
    amountMinor: 100_000,
    bonusMinor: 0,
    currency: 'BRL',
    method: 'pix',
    status: 'paid',
    payUrl: null,
    expiresAt: null,
    createdAt: '2026-11-26T11:59:00.000Z',
    paidAt: '2026-11-26T12:00:00.000Z',
    reason: null,
    ...overrides,
  };
}

/** A manual adjustment waiting for a second staff member. */
export function adjustment(overrides: Partial<Adjustment> = {}): Adjustment {
  return {
    adjustmentId: 'MA0000000000A1',
    playerId: 'P123456',
    market: 'BR',
    currency: 'BRL',
    amountMinor: 80_000,
    account: 'cash',
    reason: 'Deposit paid twice at the bank, credited once.',
    status: 'pending',
    proposedBy: 'bruno',
    createdAt: '2026-11-27T03:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    ...overrides,
  };
}

export function closureRequest(overrides: Partial<ClosureRequest> = {}): ClosureRequest {
  return {
    playerId: 42,
    username: 'mari.souza',
    market: 'BR',
    currency: 'BRL',
    requestedAt: '2026-11-20T12:00:00.000Z',
    balanceMinor: 0,
    moneyOnItsWay: 0,
    ...overrides,
  };
}

/** A deposit paid with another amount than ordered, waiting in review. */
export function deposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    orderId: 'DP0000000001',
    playerId: 'P123456',
    market: 'BR',
    method: 'br_pix',
    status: 'review',
    currency: 'BRL',
    amountMinor: 5_000,
    paidAmountMinor: 1_000,
    paidCurrency: 'BRL',
    bonusMinor: 0,
    reviewReason: 'paid 1000 BRL, ordered 5000 BRL',
    createdAt: '2026-11-27T02:00:00.000Z',
    pspChargeId: 'ch_0001',
    resolvedBy: null,
    resolvedAt: null,
    resolutionReason: null,
    pspRefundId: null,
    ...overrides,
  };
}

/** The risk picture of a withdrawal's player, with nobody sharing anything. */
export function withdrawalRisk(overrides: Partial<WithdrawalRisk> = {}): WithdrawalRisk {
  return {
    playerId: 'P123456',
    username: 'marina77',
    market: 'BR',
    deposits: [{ currency: 'BRL', count: 3, sumMinor: 45_000 }],
    withdrawals: [{ currency: 'BRL', count: 1, sumMinor: 20_000 }],
    turnover: [{ currency: 'BRL', wageringRemainingMinor: 0 }],
    bonuses: [{ currency: 'BRL', count: 1, sumMinor: 2_000 }],
    devices: [{ deviceId: 'dev-0a1b2c3d4e5f6071', firstSeenAt: '2026-11-01T12:00:00.000Z' }],
    sharedWith: [],
    ...overrides,
  };
}

/** A player in the markers-of-harm queue, scored 2, never contacted. */
export function harmEntry(overrides: Partial<HarmEntry> = {}): HarmEntry {
  return {
    playerId: 42,
    username: 'noturno88',
    market: 'BR',
    day: '2026-11-27',
    score: 2,
    markers: [
      {
        marker: 'deposits_rising',
        evidence: { last7DaysMinor: 90_000, last7DaysCount: 6, weeklyAverageBeforeMinor: 20_000 },
      },
      { marker: 'night_play', evidence: { bets: 40, nightBets: 31 } },
    ],
    lastInteraction: null,
    ...overrides,
  };
}

type DailyReport = CallData<typeof opsDailyReport>;
type DailyRow = DailyReport['days'][number];
type CurrencyBooks = CallData<typeof opsBooks>['currencies'][number];

/** A quiet day of a market's daily report: every figure zero unless given. */
export function reportDay(day: string, overrides: Partial<DailyRow> = {}): DailyRow {
  return {
    day,
    depositsMinor: 0,
    depositCount: 0,
    bonusesMinor: 0,
    adjustmentsMinor: 0,
    betsMinor: 0,
    rollbacksMinor: 0,
    winsMinor: 0,
    ggrMinor: 0,
    withdrawalsMinor: 0,
    activePlayers: 0,
    newPlayers: 0,
    firstDepositors: 0,
    ...overrides,
  };
}

/** `/ops/reports/daily`'s answer for Brazil, or another market with its currency. */
export function dailyReport(days: DailyRow[], overrides: Partial<DailyReport> = {}): DailyReport {
  return { market: 'BR', currency: 'BRL', timeZone: 'America/Sao_Paulo', days, ...overrides };
}

/** One currency of the ledger check, balanced unless told otherwise. */
export function currencyBooks(overrides: Partial<CurrencyBooks> = {}): CurrencyBooks {
  return {
    currency: 'BRL',
    totalMinor: 0,
    playerBalancesMinor: 1_250_000,
    systemBalancesMinor: -1_250_000,
    driftedPlayerAccounts: 0,
    balanced: true,
    ...overrides,
  };
}

type Books = CallData<typeof opsBooks>;

/** `/ops/books`'s answer: these currencies, and no row pointing at nothing unless told otherwise. */
export function booksAnswer(
  currencies: CurrencyBooks[],
  unattachedRows: Partial<Books['unattachedRows']> = {},
): Books {
  return {
    currencies,
    unattachedRows: { postings: 0, rounds: 0, walletCalls: 0, ...unattachedRows },
  };
}
