ALTER TABLE "deposit_orders" DROP CONSTRAINT "deposit_orders_status_valid";--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "paid_currency" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "resolved_by" bigint;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "resolution_reason" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD COLUMN "psp_refund_id" text;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "payout_send_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD COLUMN "payout_send_error" text;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_resolved_by_staff_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_orders" ADD CONSTRAINT "withdrawal_orders_first_approved_by_staff_accounts_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_orders_status_idx" ON "deposit_orders" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_status_valid" CHECK ("deposit_orders"."status" in ('created', 'pending', 'paid', 'expired', 'failed', 'review', 'refunded'));