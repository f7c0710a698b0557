import type {
  CallData,
  opsAudit,
  opsBooks,
  opsDailyReport,
  opsSupportTicket,
  opsWithdrawals,
} from '@sorte/contracts';

type Withdrawal = CallData<typeof opsWithdrawals>['list'][number];
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
