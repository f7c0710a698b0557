ALTER TABLE "players" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "players_username_key" ON "players" USING btree (lower("username")) WHERE "players"."username" <> '';--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_age_setup_whole" CHECK (("players"."age_confirmed_at" is null) = ("players"."birth_date" is null)
        and ("players"."age_confirmed_at" is null) = ("players"."terms_accepted_at" is null));