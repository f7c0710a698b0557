CREATE TABLE "payout_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"order_type" smallint NOT NULL,
	"account" text NOT NULL,
	"bank_code" text,
	"holder_name" text NOT NULL,
	"holder_cpf" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawal_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"arrives_minor" bigint NOT NULL,
	"payout_account_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"destination" jsonb NOT NULL,
	"status" text NOT NULL,
	"auto_approved" smallint DEFAULT 0 NOT NULL,
	"reviewed_by" bigint,
	"rejection_reason" text,
	"failure_reason" text,
	"psp_payout_id" text,
	"deadline_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"reviewing_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_orders_status_valid" CHECK ("withdrawal_orders"."status" in ('requested', 'reviewing', 'approved', 'sent', 'paid', 'rejected', 'failed', 'cancelled')),
	CONSTRAINT "withdrawal_orders_amounts_add_up" CHECK ("withdrawal_orders"."amount_minor" > 0 and "withdrawal_orders"."fee_minor" >= 0 and "withdrawal_orders"."tax_minor" >= 0
        and "withdrawal_orders"."arrives_minor" > 0
        and "withdrawal_orders"."amount_minor" = "withdrawal_orders"."fee_minor" + "withdrawal_orders"."tax_minor" + "withdrawal_orders"."arrives_minor")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "wagering_target_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_reviewed_by_staff_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_accounts_player_idx" ON "payout_accounts" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_player_destination_key" ON "payout_accounts" USING btree ("player_id","channel","account") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_username_key" ON "staff_accounts" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_hash_key" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_order_id_key" ON "withdrawal_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_psp_payout_id_key" ON "withdrawal_orders" USING btree ("psp_payout_id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_player_idx" ON "withdrawal_orders" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "withdrawal_orders_status_idx" ON "withdrawal_orders" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_one_open_key" ON "withdrawal_orders" USING btree ("player_id") WHERE "withdrawal_orders"."status" in ('requested', 'reviewing', 'approved', 'sent');--> statement-breakpoint
CREATE UNIQUE INDEX "players_cpf_key" ON "players" USING btree ("cpf");--> statement-breakpoint
-- A requirement already running counts down from what remains of it.
UPDATE "ledger_accounts" SET "wagering_target_minor" = "wagering_remaining_minor" WHERE "kind" = 'player';
