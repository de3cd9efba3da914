-- Admin order search: one trigram index over everything the search box matches (order number,
-- customer name, e-mail, phone as typed and as digits), so a search stays fast at a million orders.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_search_trgm" ON "orders" USING gin (
  (lower("order_number" || ' ' || "customer_name" || ' ' || "customer_email" || ' ' || "customer_phone" || ' ' || regexp_replace("customer_phone", '[^0-9]', '', 'g'))) gin_trgm_ops
);
