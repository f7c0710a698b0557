-- The rows the wallet writes for every call point at their transaction, account, player and
-- session without a foreign key (docs/decisions/0029-hot-rows-without-foreign-keys.md).
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_player_id_players_id_fk";
--> statement-breakpoint
ALTER TABLE "game_rounds" DROP CONSTRAINT "game_rounds_game_session_id_game_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_calls" DROP CONSTRAINT "wallet_calls_player_id_players_id_fk";
