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
  'promotion',
  'adjustment',
  'deposit_review',
  'deposit_refund',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const systemAccountNames = [
  'house',
  'psp:clearing',
  'withdrawals:pending',
  'promotions',
  'fees',
  'tax',
  'deposits:review',
] as const;
export type SystemAccountName = (typeof systemAccountNames)[number];

export type AccountRef =
  { kind: 'player'; playerId: number } | { kind: 'system'; name: SystemAccountName };

export interface PostingRequest {
  account: AccountRef;
  /** Positive credits the account, negative debits it. */
  amountMinor: number;
  /**
   * Player accounts only: a positive number adds to the turnover requirement (PRODUCT.md §3.5), a
   * negative one pays it off by up to that much, never below zero.
   */
  wageringChangeMinor?: number;
}

export interface TransactionRequest {
  idempotencyKey: string;
  kind: LedgerKind;
  currency: string;
  reference?: string;
  postings: PostingRequest[];
}

/**
 * How a posting names its account to the database: `player:<id>` or the system account's name.
 * The account's code (with its currency) is defined once, in SQL (`ledger_account_code`).
 */
export function accountRefText(account: AccountRef): string {
  return account.kind === 'player' ? `player:${account.playerId}` : account.name;
}

export const playerAccount = (playerId: number): AccountRef => ({ kind: 'player', playerId });
export const systemAccount = (name: SystemAccountName): AccountRef => ({ kind: 'system', name });
