CREATE TABLE "order_customers" (
	"email" varchar(254) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_stats_daily" (
	"day" date NOT NULL,
	"status" varchar(20) NOT NULL,
	"slot" smallint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "order_stats_daily_day_status_slot_pk" PRIMARY KEY("day","status","slot")
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
-- The roll-ups are kept by triggers, so every writer of orders is counted: this server, an older
-- instance still running during a deploy, a script or a hand-made fix. Writers wait while the
-- triggers are installed and the roll-ups built (in this migration's transaction).
LOCK TABLE "orders", "order_lines" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION dashboard_day(ts timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT (ts AT TIME ZONE 'Asia/Karachi')::date $$;--> statement-breakpoint
-- Eight slots per day and status (by connection), so checkouts do not all queue on one row.
CREATE FUNCTION dashboard_add_order_stats(d date, s varchar, n integer, a numeric) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO order_stats_daily (day, status, slot, orders, amount)
  VALUES (d, s, pg_backend_pid() % 8, n, a)
  ON CONFLICT (day, status, slot) DO UPDATE SET
    orders = order_stats_daily.orders + excluded.orders,
    amount = order_stats_daily.amount + excluded.amount
$$;--> statement-breakpoint
CREATE FUNCTION dashboard_count_order() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO order_customers (email) VALUES (lower(NEW.customer_email)) ON CONFLICT DO NOTHING;
  PERFORM dashboard_add_order_stats(dashboard_day(NEW.created_at), NEW.status, 1, NEW.total_amount);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A status moves forward through the lifecycle, so the old status row is always locked first.
CREATE FUNCTION dashboard_move_order() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM dashboard_add_order_stats(dashboard_day(OLD.created_at), OLD.status, -1, -OLD.total_amount);
  PERFORM dashboard_add_order_stats(dashboard_day(NEW.created_at), NEW.status, 1, NEW.total_amount);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Order counts change at commit, after the variants' stock rows: the busiest rows are held only
-- until the commit itself.
CREATE CONSTRAINT TRIGGER orders_dashboard_count AFTER INSERT ON orders
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dashboard_count_order();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_dashboard_move AFTER UPDATE OF status, total_amount, created_at ON orders
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status
  OR OLD.total_amount IS DISTINCT FROM NEW.total_amount
  OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION dashboard_move_order();--> statement-breakpoint
-- Product sales change at once, in perfume order, before the variants are touched.
CREATE FUNCTION dashboard_count_lines() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO product_sales_daily (day, perfume_id, units, amount)
  SELECT dashboard_day(o.created_at), l.perfume_id, sum(l.quantity), sum(l.price * l.quantity)
  FROM new_lines l JOIN orders o ON o.id = l.order_id
  WHERE o.status NOT IN ('Cancelled', 'Returned')
  GROUP BY 1, 2
  ORDER BY 2, 1
  ON CONFLICT (day, perfume_id) DO UPDATE SET
    units = product_sales_daily.units + excluded.units,
    amount = product_sales_daily.amount + excluded.amount;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER order_lines_dashboard_count AFTER INSERT ON order_lines
REFERENCING NEW TABLE AS new_lines
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_lines();--> statement-breakpoint
CREATE FUNCTION dashboard_move_lines() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO product_sales_daily (day, perfume_id, units, amount)
  SELECT c.day, l.perfume_id, sum(c.sign * l.quantity), sum(c.sign * l.price * l.quantity)
  FROM (
    SELECT id, dashboard_day(created_at) AS day, -1 AS sign FROM old_orders
    WHERE status NOT IN ('Cancelled', 'Returned')
    UNION ALL
    SELECT id, dashboard_day(created_at), 1 FROM new_orders
    WHERE status NOT IN ('Cancelled', 'Returned')
  ) c JOIN order_lines l ON l.order_id = c.id
  GROUP BY 1, 2
  HAVING sum(c.sign * l.quantity) <> 0 OR sum(c.sign * l.price * l.quantity) <> 0
  ORDER BY 2, 1
  ON CONFLICT (day, perfume_id) DO UPDATE SET
    units = product_sales_daily.units + excluded.units,
    amount = product_sales_daily.amount + excluded.amount;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_dashboard_lines AFTER UPDATE ON orders
REFERENCING OLD TABLE AS old_orders NEW TABLE AS new_orders
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_move_lines();--> statement-breakpoint
-- Recounts everything from the orders; for this migration and after orders are deleted by hand.
CREATE FUNCTION dashboard_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE orders, order_lines IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM order_customers;
  DELETE FROM order_stats_daily;
  DELETE FROM product_sales_daily;
  INSERT INTO order_customers (email) SELECT DISTINCT lower(customer_email) FROM orders;
  INSERT INTO order_stats_daily (day, status, slot, orders, amount)
  SELECT dashboard_day(created_at), status, 0, count(*), sum(total_amount)
  FROM orders GROUP BY 1, 2;
  INSERT INTO product_sales_daily (day, perfume_id, units, amount)
  SELECT dashboard_day(o.created_at), l.perfume_id, sum(l.quantity), sum(l.price * l.quantity)
  FROM order_lines l JOIN orders o ON o.id = l.order_id
  WHERE o.status NOT IN ('Cancelled', 'Returned')
  GROUP BY 1, 2;
END
$$;--> statement-breakpoint
SELECT dashboard_rebuild();
