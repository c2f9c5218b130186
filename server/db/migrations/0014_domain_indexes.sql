CREATE INDEX "customer_domains_expires_idx" ON "customer_domains" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "order_items_domain_idx" ON "order_items" USING btree ("domain");