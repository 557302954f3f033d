ALTER TABLE "subscriptions" ADD COLUMN "trial_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "converted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_failure" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing" jsonb;--> statement-breakpoint
UPDATE "subscriptions" SET "current_period_start" = "current_period_end" - interval '1 month' WHERE "current_period_start" IS NULL;--> statement-breakpoint
-- Before this migration a product could be bought twice: keep the newest of each pair running.
UPDATE "subscriptions" AS s SET "status" = 'canceled', "ended_at" = now() WHERE s."status" IN ('trialing', 'active', 'past_due') AND EXISTS (SELECT 1 FROM "subscriptions" AS n WHERE n."user_id" = s."user_id" AND n."product_id" = s."product_id" AND n."status" IN ('trialing', 'active', 'past_due') AND n."id" > s."id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_idx" ON "subscriptions" USING btree ("user_id","product_id") WHERE status in ('trialing', 'active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_trial_idx" ON "subscriptions" USING btree ("user_id","product_id") WHERE trial_started_at is not null;