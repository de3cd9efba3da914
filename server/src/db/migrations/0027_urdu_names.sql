-- Issue 30: an Urdu name and description staff may give a perfume or a category, shown on the
-- storefront's Urdu pages. A category's description was varchar(1000) while the rule (and the
-- form) allow 3,000 characters, as for a perfume: widened, so a longer one is kept, not refused
-- by the database. Both are metadata-only changes (no table rewrite, no long lock).
ALTER TABLE "categories" ALTER COLUMN "description" SET DATA TYPE varchar(3000);--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ur" varchar(100);--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_ur" varchar(3000);--> statement-breakpoint
ALTER TABLE "perfumes" ADD COLUMN "name_ur" varchar(150);--> statement-breakpoint
ALTER TABLE "perfumes" ADD COLUMN "description_ur" varchar(3000);