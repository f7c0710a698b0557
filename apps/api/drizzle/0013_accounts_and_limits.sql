CREATE TABLE "login_failures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_limit_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_limit_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limit_changes_kind_period" CHECK (("play_limit_changes"."kind" = 'loss' and "play_limit_changes"."period" in ('day', 'week', 'month'))
        or ("play_limit_changes"."kind" = 'time' and "play_limit_changes"."period" = 'day')),
	CONSTRAINT "play_limit_changes_amount_positive" CHECK ("play_limit_changes"."amount" is null or "play_limit_changes"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "limits_time_zone" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "credentials_bound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "play_limits_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_limit_changes" ADD CONSTRAINT "play_limit_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failures_player_idx" ON "login_failures" USING btree ("player_id","failed_at");--> statement-breakpoint
CREATE INDEX "play_limit_changes_player_idx" ON "play_limit_changes" USING btree ("player_id","kind","period","id");--> statement-breakpoint
CREATE INDEX "game_rounds_player_created_idx" ON "game_rounds" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_phone_key" ON "players" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_key" ON "players" USING btree (lower("email")) WHERE "players"."email" <> '';