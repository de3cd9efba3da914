-- Issue 30: an order line keeps the perfume's Urdu name as ordered (null when it had none), so an
-- Urdu order's page, tracking and e-mails name what she saw. Metadata-only (a nullable column).
ALTER TABLE "order_lines" ADD COLUMN "product_name_ur" varchar(150);