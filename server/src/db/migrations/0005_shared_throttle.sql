CREATE TABLE "throttle_hits" (
	"scope" varchar(30) NOT NULL,
	"key" varchar(254) NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_hits_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "throttle_hits_reset_idx" ON "throttle_hits" USING btree ("reset_at");