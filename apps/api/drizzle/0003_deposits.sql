CREATE TABLE "deposit_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"giving_rate_bps" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"psp_charge_id" text,
	"pay_url" text,
	"expires_at" timestamp with time zone,
	"paid_amount_minor" bigint,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"is_first_deposit" smallint DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"report_status" smallint DEFAULT 0 NOT NULL,
	"report_error_code" text,
	"report_enable_flag" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_status_valid" CHECK ("deposit_orders"."status" in ('created', 'pending', 'paid', 'expired', 'failed', 'review')),
	CONSTRAINT "deposit_orders_amount_positive" CHECK ("deposit_orders"."amount_minor" > 0),
	CONSTRAINT "deposit_orders_bonus_nonnegative" CHECK ("deposit_orders"."bonus_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "psp_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "wagering_remaining_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_calls" ADD COLUMN "wagering_applied_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_order_id_key" ON "deposit_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_psp_charge_id_key" ON "deposit_orders" USING btree ("psp_charge_id");--> statement-breakpoint
CREATE INDEX "deposit_orders_player_idx" ON "deposit_orders" USING btree ("player_id","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_wagering_nonnegative" CHECK ("ledger_accounts"."wagering_remaining_minor" >= 0);