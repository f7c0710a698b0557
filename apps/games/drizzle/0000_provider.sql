CREATE SCHEMA "provider";
--> statement-breakpoint
CREATE TABLE "provider"."game_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_ref" text NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider"."rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider"."rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"round_id" text NOT NULL,
	"player_ref" text NOT NULL,
	"game_id" integer NOT NULL,
	"currency" text NOT NULL,
	"bet_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"seed_pair_id" bigint NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" bigint NOT NULL,
	"status" text NOT NULL,
	"balance_before_minor" bigint,
	"balance_after_minor" bigint,
	"settlement_token" text,
	"settle_attempts" integer DEFAULT 0 NOT NULL,
	"next_settle_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rounds_status_valid" CHECK ("provider"."rounds"."status" in ('pending', 'bet_placed', 'settled', 'rolled_back', 'failed')),
	CONSTRAINT "rounds_amounts_nonnegative" CHECK ("provider"."rounds"."bet_minor" > 0 and "provider"."rounds"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider"."seed_pairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider"."seed_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_ref" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "seed_pairs_next_nonce_nonnegative" CHECK ("provider"."seed_pairs"."next_nonce" >= 0)
);
--> statement-breakpoint
ALTER TABLE "provider"."rounds" ADD CONSTRAINT "rounds_seed_pair_id_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "provider"."seed_pairs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_round_id_key" ON "provider"."rounds" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_seed_pair_nonce_key" ON "provider"."rounds" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "rounds_player_game_idx" ON "provider"."rounds" USING btree ("player_ref","game_id","id");--> statement-breakpoint
CREATE INDEX "rounds_unfinished_idx" ON "provider"."rounds" USING btree ("next_settle_at") WHERE "provider"."rounds"."status" in ('pending', 'bet_placed');--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_active_player_key" ON "provider"."seed_pairs" USING btree ("player_ref") WHERE "provider"."seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "seed_pairs_server_seed_hash_key" ON "provider"."seed_pairs" USING btree ("server_seed_hash");