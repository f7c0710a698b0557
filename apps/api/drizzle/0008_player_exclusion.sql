ALTER TABLE "players" ADD COLUMN "excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "exclusion_kind" text;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_exclusion_whole" CHECK (("players"."excluded_until" is null) = ("players"."exclusion_kind" is null)
        and ("players"."exclusion_kind" is null or "players"."exclusion_kind" in ('break', 'self_exclusion')));