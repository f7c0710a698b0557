/**
 * Every database function the api defines, by the file that holds its live body, in the order
 * they are created: a SQL-language function needs the functions it calls to exist, and the
 * ledger's one writer, `ledger_post`, comes before the wallet functions that call it. Each file
 * lives in the `sql/` folder of the module whose TypeScript calls it (docs/decisions/0007).
 */
const sources: Record<string, readonly string[]> = {
  // The ledger: the one lock order (player_locks), its one writer and its parts, and the postings
  // of the movements the wallet decides in SQL.
  ledger: [
    'player_locks',
    'ledger_account_code',
    'ledger_fingerprint',
    'ledger_system_account_id',
    'ledger_claim_key',
    'ledger_player_posting',
    'ledger_wagering_after',
    'ledger_post',
    'ledger_post_together',
    'ledger_bet_postings',
    'ledger_win_postings',
    'ledger_rollback_postings',
    // What the ledger's postings, the rounds and the wallet's answers point at is never deleted.
    'rows_kept',
  ],
  // Loss and play-time limits: how much was lost and played, and whether a bet passes them.
  'play-limits': [
    'play_limit_in_force',
    'net_losses_since',
    'play_ms_since',
    'play_limits_refusal',
  ],
  // The wallet: one function per call, and the batch that runs several in one round trip.
  wallet: [
    'wallet_failure',
    'wallet_balance_max',
    'wallet_replay',
    'wallet_record',
    'wallet_session',
    'wallet_bet',
    'wallet_win',
    'wallet_rollback',
    'wallet_batch_in_turn',
    'wallet_batch_together',
    'wallet_batch_announced_by_caller',
    'wallet_batch',
  ],
  // `account_changed`: whatever changes what a player's account shows raises it (decision 0006).
  account: [
    'account_changed_by_player',
    'account_changed_by_owned_row',
    'account_changed_for_all',
    'account_changes_announced',
  ],
  // `session_ended`: a logout is heard by every api process at once.
  auth: ['session_ended'],
  // The staff audit log refuses UPDATE and DELETE.
  staff: ['staff_audit_append_only'],
  // A saved market setting is heard by every api process at once; versions are append-only.
  'market-settings': ['market_settings_changed'],
};

export const databaseFunctions: readonly URL[] = Object.entries(sources).flatMap(
  ([module, names]) =>
    names.map((name) => new URL(`../modules/${module}/sql/${name}.sql`, import.meta.url)),
);
