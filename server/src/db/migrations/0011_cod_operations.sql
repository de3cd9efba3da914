ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note" varchar(200);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(40);--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "low_stock_alerted_at" timestamp with time zone;