CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total_amount","id");--> statement-breakpoint
CREATE INDEX "orders_name_idx" ON "orders" USING btree (lower("customer_name"),"id");