CREATE TABLE "manual_adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manual_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"adjustment_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"account" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"proposed_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"ledger_transaction_id" bigint,
	CONSTRAINT "manual_adjustments_amount_nonzero" CHECK ("manual_adjustments"."amount_minor" <> 0),
	CONSTRAINT "manual_adjustments_account_valid" CHECK ("manual_adjustments"."account" in ('cash', 'bonus')),
	CONSTRAINT "manual_adjustments_status_valid" CHECK ("manual_adjustments"."status" in ('pending', 'posted', 'rejected')),
	CONSTRAINT "manual_adjustments_reason_length" CHECK (char_length("manual_adjustments"."reason") between 10 and 500),
	CONSTRAINT "manual_adjustments_posted_whole" CHECK (("manual_adjustments"."status" = 'posted') = ("manual_adjustments"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_notes_body_length" CHECK (char_length("player_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assigned_staff_id" bigint;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_proposed_by_staff_accounts_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_adjustments_adjustment_id_key" ON "manual_adjustments" USING btree ("adjustment_id");--> statement-breakpoint
CREATE INDEX "manual_adjustments_status_idx" ON "manual_adjustments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "manual_adjustments_player_idx" ON "manual_adjustments" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "player_notes_player_idx" ON "player_notes" USING btree ("player_id","id");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assigned_staff_id_staff_accounts_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;