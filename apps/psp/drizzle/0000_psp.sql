CREATE SCHEMA "psp";
--> statement-breakpoint
CREATE SEQUENCE "psp"."spei_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "psp"."charges" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_order_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"callback_url" text NOT NULL,
	"return_url" text NOT NULL,
	"language" text,
	"status" text NOT NULL,
	"br_code" text,
	"spei_reference" text,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_submitted_at" timestamp with time zone,
	"settle_at" timestamp with time zone,
	"paid_amount_minor" bigint,
	"payer_wallet" text,
	"payer_account" text,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_status_valid" CHECK ("psp"."charges"."status" in ('pending', 'paid', 'expired')),
	CONSTRAINT "charges_method_valid" CHECK ("psp"."charges"."method" in ('pix', 'ewallet', 'spei')),
	CONSTRAINT "charges_amount_positive" CHECK ("psp"."charges"."amount_minor" > 0),
	CONSTRAINT "charges_paid_amount_positive" CHECK ("psp"."charges"."paid_amount_minor" is null or "psp"."charges"."paid_amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "psp"."payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_payout_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"destination" jsonb NOT NULL,
	"callback_url" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"settle_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_valid" CHECK ("psp"."payouts"."status" in ('processing', 'paid', 'failed')),
	CONSTRAINT "payouts_amount_positive" CHECK ("psp"."payouts"."amount_minor" > 0),
	CONSTRAINT "payouts_failure_reason_when_failed" CHECK (("psp"."payouts"."status" = 'failed') = ("psp"."payouts"."failure_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "psp"."webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subject_id" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	CONSTRAINT "webhook_events_attempts_nonnegative" CHECK ("psp"."webhook_events"."attempts" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "charges_merchant_order_id_key" ON "psp"."charges" USING btree ("merchant_order_id");--> statement-breakpoint
CREATE INDEX "charges_settle_due_idx" ON "psp"."charges" USING btree ("settle_at") WHERE "psp"."charges"."status" = 'pending' and "psp"."charges"."settle_at" is not null;--> statement-breakpoint
CREATE INDEX "charges_expiry_due_idx" ON "psp"."charges" USING btree ("expires_at") WHERE "psp"."charges"."status" = 'pending' and "psp"."charges"."settle_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_merchant_payout_id_key" ON "psp"."payouts" USING btree ("merchant_payout_id");--> statement-breakpoint
CREATE INDEX "payouts_settle_due_idx" ON "psp"."payouts" USING btree ("settle_at") WHERE "psp"."payouts"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "webhook_events_due_idx" ON "psp"."webhook_events" USING btree ("next_attempt_at") WHERE "psp"."webhook_events"."delivered_at" is null and "psp"."webhook_events"."abandoned_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_events_subject_idx" ON "psp"."webhook_events" USING btree ("subject_id","created_at");