ALTER TABLE "provider"."rounds" DROP CONSTRAINT "rounds_status_valid";--> statement-breakpoint
DROP INDEX "provider"."rounds_unfinished_idx";--> statement-breakpoint
ALTER TABLE "provider"."rounds" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "provider"."rounds" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "provider"."seed_pairs" ADD COLUMN "client_seed_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "provider"."seed_pairs" ADD COLUMN "next_server_seed" text;--> statement-breakpoint
ALTER TABLE "provider"."seed_pairs" ADD COLUMN "next_server_seed_hash" text;--> statement-breakpoint
-- Every pair in play commits to its next server seed from now on. A pair already in play gets one
-- here: 64 hex characters hashed from two random UUIDs (gen_random_uuid draws from the server's
-- strong random source), and its SHA-256 over the hex text, as hashServerSeed computes it.
UPDATE "provider"."seed_pairs" SET "next_server_seed" = encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex') WHERE "revealed_at" IS NULL;--> statement-breakpoint
UPDATE "provider"."seed_pairs" SET "next_server_seed_hash" = encode(sha256(convert_to("next_server_seed", 'UTF8')), 'hex') WHERE "revealed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "rounds_player_seed_idx" ON "provider"."rounds" USING btree ("player_ref","server_seed_hash","nonce");--> statement-breakpoint
CREATE INDEX "rounds_unfinished_idx" ON "provider"."rounds" USING btree ("next_settle_at") WHERE "provider"."rounds"."status" in ('pending', 'awaiting_decision', 'second_bet_pending', 'bet_placed');--> statement-breakpoint
ALTER TABLE "provider"."rounds" ADD CONSTRAINT "rounds_decided_by_valid" CHECK ("provider"."rounds"."decided_by" is null or "provider"."rounds"."decided_by" in ('player', 'timeout', 'second_bet_refused'));--> statement-breakpoint
ALTER TABLE "provider"."rounds" ADD CONSTRAINT "rounds_status_valid" CHECK ("provider"."rounds"."status" in ('pending', 'awaiting_decision', 'second_bet_pending', 'bet_placed', 'settled', 'rolled_back', 'failed'));--> statement-breakpoint
ALTER TABLE "provider"."seed_pairs" ADD CONSTRAINT "seed_pairs_next_seed_while_active" CHECK ("provider"."seed_pairs"."revealed_at" is not null or ("provider"."seed_pairs"."next_server_seed" is not null and "provider"."seed_pairs"."next_server_seed_hash" is not null));