/** Kinds of transaction; each names the business fact that moved the money. */
export const ledgerKinds = [
  'bet',
  'win',
  'rollback',
  'deposit',
  'bonus',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_refund',
  'adjustment',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const systemAccountNames = [
  'house',
  'psp:clearing',
  'withdrawals:pending',
  'promotions',
  'fees',
  'tax',
] as const;
export type SystemAccountName = (typeof systemAccountNames)[number];

export type AccountRef =
  { kind: 'player'; playerId: number } | { kind: 'system'; name: SystemAccountName };

export interface PostingRequest {
  account: AccountRef;
  /** Positive credits the account, negative debits it. */
  amountMinor: number;
}

export interface TransactionRequest {
  idempotencyKey: string;
  kind: LedgerKind;
  currency: string;
  reference?: string;
  postings: PostingRequest[];
}

export function accountCode(account: AccountRef, currency: string): string {
  return account.kind === 'player'
    ? `player:${account.playerId}:${currency}:cash`
    : `${account.name}:${currency}`;
}
