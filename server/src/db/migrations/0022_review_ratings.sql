ALTER TABLE "reviews" ADD COLUMN "perfume_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "stars" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_perfume_id_perfumes_id_fk" FOREIGN KEY ("perfume_id") REFERENCES "public"."perfumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_perfume_approved_created_idx" ON "reviews" USING btree ("perfume_id","is_approved","created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" between 1 and 5);