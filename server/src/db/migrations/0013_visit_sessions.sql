CREATE TABLE "visit_sessions" (
	"day" date NOT NULL,
	"session" uuid NOT NULL,
	"ordered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "visit_sessions_day_session_pk" PRIMARY KEY("day","session")
);
--> statement-breakpoint
DROP TABLE "storefront_visits" CASCADE;