ALTER TABLE "refresh_tokens" ADD COLUMN "previous_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refresh_tokens_previous_idx" ON "refresh_tokens" USING btree ("previous_hash");