CREATE TABLE "rate_limit_windows" (
	"route" text NOT NULL,
	"caller" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_route_caller_pk" PRIMARY KEY("route","caller")
);
