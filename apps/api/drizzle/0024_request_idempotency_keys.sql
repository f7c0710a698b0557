ALTER TABLE "withdrawal_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_orders_idempotency_key" ON "withdrawal_orders" USING btree ("player_id","idempotency_key") WHERE "withdrawal_orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_adjustments_idempotency_key" ON "manual_adjustments" USING btree ("proposed_by","idempotency_key") WHERE "manual_adjustments"."idempotency_key" is not null;