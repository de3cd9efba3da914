ALTER TABLE "contact_messages" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reply" varchar(5000);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_by" varchar(100);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;