CREATE TABLE "harm_interactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "harm_interactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"break_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "harm_interactions_kind_valid" CHECK ("harm_interactions"."kind" in ('message', 'cooling_off', 'restriction'))
);
--> statement-breakpoint
CREATE TABLE "harm_scores" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "harm_scores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"day" date NOT NULL,
	"score" integer NOT NULL,
	"markers" jsonb NOT NULL,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "harm_interactions" ADD CONSTRAINT "harm_interactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harm_interactions" ADD CONSTRAINT "harm_interactions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harm_scores" ADD CONSTRAINT "harm_scores_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "harm_interactions_player_idx" ON "harm_interactions" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "harm_scores_player_day_key" ON "harm_scores" USING btree ("player_id","day");--> statement-breakpoint
CREATE INDEX "harm_scores_day_score_idx" ON "harm_scores" USING btree ("day","score");