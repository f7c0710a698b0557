import type { CallData, payoutAccountList, withdrawInfo, withdrawProcess } from '@sorte/contracts';

type Rules = CallData<typeof withdrawInfo>;
type Accounts = CallData<typeof payoutAccountList>;
type Order = NonNullable<CallData<typeof withdrawProcess>['order']>;

const brazilChannels: Rules['channels'] = [
  { channelId: 'br_pix_cpf', orderType: 1, typicalMinutes: 2, amountMinorMax: null },
  { channelId: 'br_pix_phone', orderType: 4, typicalMinutes: 2, amountMinorMax: null },
  { channelId: 'br_pix_email', orderType: 5, typicalMinutes: 2, amountMinorMax: null },
  { channelId: 'br_pix_random', orderType: 3, typicalMinutes: 2, amountMinorMax: null },
];

/** What `/v1/bus/withdrawInfo` answers a Brazilian player with R$ 1.000 and no wagering left. */
export function withdrawalRules(overrides: Partial<Rules> = {}): Rules {
  return {
    currency: 'BRL',
    balanceMinor: 100_000,
    wageringRemainingMinor: 0,
    wageringTargetMinor: 0,
    withdrawableMinor: 100_000,
    amountOptionsMinor: [100, 10_000, 50_000, 100_000],
    amountMinorMin: 100,
    amountMinorMax: 500_000,
    amountMultipleOfMinor: 100,
    vipLevel: 1,
    withdrawalsPerDayMax: 3,
    withdrawalsLeftToday: 3,
    channels: brazilChannels,
    openOrderId: null,
    payoutDeadlineMinutes: null,
    ...overrides,
  };
}

/** What `/withdraw/bank/list` answers: by default one PIX CPF key. */
export function payoutAccounts(overrides: Partial<Accounts> = {}): Accounts {
  return {
    list: [
      {
        accountId: 7,
        channelId: 'br_pix_cpf',
        orderType: 1,
        account: '52998224725',
        accountMasked: '••••4725',
        bankCode: null,
        holderName: 'Maria da Silva',
        holderCpf: '52998224725',
        createdAt: '2026-11-20T12:00:00.000Z',
      },
    ],
    channels: brazilChannels,
    playerCpf: null,
    ownCpfPayoutsOnly: false,
    ...overrides,
  };
}

/** A withdrawal of R$ 600 to a PIX e-mail key, in review since 12:00 UTC (09:00 in São Paulo). */
export function withdrawalOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderId: 'SWTEST0000000000000001',
    currency: 'BRL',
    amountMinor: 60_000,
    feeMinor: 500,
    taxMinor: 0,
    arrivesMinor: 59_500,
    channelId: 'br_pix_email',
    accountMasked: '••••.com',
    accountId: 9,
    status: 'reviewing',
    stages: [
      { stage: 'requested', at: '2026-11-20T12:00:00.000Z' },
      { stage: 'reviewing', at: '2026-11-20T12:00:00.000Z' },
    ],
    rejectionReason: null,
    failureReason: null,
    refundedMinor: 0,
    deadlineAt: null,
    cancellable: true,
    ...overrides,
  };
}
