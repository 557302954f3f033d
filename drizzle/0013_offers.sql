ALTER TABLE "order_items" ADD COLUMN "price_unit" text DEFAULT 'per_firm' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_term" text DEFAULT 'perpetual' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_unit" text DEFAULT 'per_firm' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_term" text DEFAULT 'perpetual' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "interval" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
-- The offer moves out of the fact sheet (decision 0194): unit from pricingModel ("flat" and
-- "unknown" read as one price for the firm), term from licenceTerm, and a subscription is monthly.
UPDATE "products" SET
  "price_unit" = CASE WHEN "facts"->>'pricingModel' IN ('per_firm', 'per_user', 'per_client', 'per_return')
    THEN "facts"->>'pricingModel' ELSE 'per_firm' END,
  "price_term" = CASE WHEN "type" = 'subscription' THEN 'monthly'
    WHEN "facts"->>'licenceTerm' IN ('perpetual', 'annual', 'per_use') THEN "facts"->>'licenceTerm'
    ELSE 'perpetual' END;--> statement-breakpoint
UPDATE "products" SET "facts" = "facts" - 'pricingModel' - 'licenceTerm' WHERE "facts" IS NOT NULL;--> statement-breakpoint
UPDATE "order_items" SET
  "price_unit" = "products"."price_unit",
  "price_term" = CASE WHEN "order_items"."type" = 'subscription' THEN 'monthly'
    WHEN "products"."price_term" = 'monthly' THEN 'perpetual' ELSE "products"."price_term" END
  FROM "products" WHERE "products"."id" = "order_items"."product_id";--> statement-breakpoint
UPDATE "order_items" SET "price_term" = 'monthly' WHERE "type" = 'subscription' AND "product_id" IS NULL;--> statement-breakpoint
-- A cart line holds what its offer allows: one licence of a per-firm product, at most 500 others.
UPDATE "cart_items" SET "quantity" = 1 FROM "products"
  WHERE "products"."id" = "cart_items"."product_id" AND "products"."price_unit" = 'per_firm' AND "cart_items"."quantity" > 1;--> statement-breakpoint
UPDATE "cart_items" SET "quantity" = 500 WHERE "quantity" > 500;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_offer_unit" CHECK ("products"."price_unit" in ('per_firm', 'per_user', 'per_client', 'per_return'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_offer_term" CHECK (("products"."price_term" = 'monthly') = ("products"."type" = 'subscription') and "products"."price_term" in ('perpetual', 'annual', 'monthly', 'per_use'));