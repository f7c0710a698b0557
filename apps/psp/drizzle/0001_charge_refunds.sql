ALTER TABLE "psp"."charges" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "psp"."charges" ADD COLUMN "merchant_refund_id" text;--> statement-breakpoint
ALTER TABLE "psp"."charges" ADD COLUMN "refunded_at" timestamp with time zone;