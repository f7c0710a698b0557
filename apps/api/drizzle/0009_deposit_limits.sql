CREATE TABLE "deposit_limit_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_limit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limit_changes_period_valid" CHECK ("deposit_limit_changes"."period" in ('day', 'week', 'month')),
	CONSTRAINT "deposit_limit_changes_amount_positive" CHECK ("deposit_limit_changes"."amount_minor" is null or "deposit_limit_changes"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_limit_changes" ADD CONSTRAINT "deposit_limit_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_limit_changes_player_idx" ON "deposit_limit_changes" USING btree ("player_id","period","id");