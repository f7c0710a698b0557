// The database schema, one file per module under schema/ (a module's tables beside the others they
// point at). Migrations in drizzle/ are generated from this file (`npm run db:generate`), and
// every import of the schema goes through it.
export * from './schema/account';
export * from './schema/auth';
export * from './schema/ledger';
export * from './schema/games';
export * from './schema/wallet';
export * from './schema/deposits';
export * from './schema/payment-events';
export * from './schema/deposit-limits';
export * from './schema/staff';
export * from './schema/payout-accounts';
export * from './schema/withdrawals';
export * from './schema/play-limits';
export * from './schema/support';
export * from './schema/rewards';
export * from './schema/ops-players';
export * from './schema/data-rights';
export * from './schema/harm';
export * from './schema/market-settings';
export * from './schema/rate-limits';
