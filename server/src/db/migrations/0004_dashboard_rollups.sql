CREATE TABLE "order_customers" (
	"email" varchar(254) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_stats_daily" (
	"day" date NOT NULL,
	"status" varchar(20) NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "order_stats_daily_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "product_sales_daily" (
	"day" date NOT NULL,
	"perfume_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_daily_day_perfume_id_pk" PRIMARY KEY("day","perfume_id")
);
--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_perfume_id_perfumes_id_fk" FOREIGN KEY ("perfume_id") REFERENCES "public"."perfumes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
INSERT INTO "order_customers" ("email")
SELECT DISTINCT lower("customer_email") FROM "orders";--> statement-breakpoint
INSERT INTO "order_stats_daily" ("day", "status", "orders", "amount")
SELECT ("created_at" AT TIME ZONE 'Asia/Karachi')::date, "status", count(*), sum("total_amount")
FROM "orders" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "product_sales_daily" ("day", "perfume_id", "units", "amount")
SELECT (o."created_at" AT TIME ZONE 'Asia/Karachi')::date, l."perfume_id", sum(l."quantity"), sum(l."price" * l."quantity")
FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id"
WHERE o."status" NOT IN ('Cancelled', 'Returned')
GROUP BY 1, 2;
