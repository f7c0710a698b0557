import type {
  CallData,
  opsAudit,
  opsDeposits,
  opsHarmQueue,
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
