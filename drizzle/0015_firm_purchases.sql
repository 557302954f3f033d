CREATE TABLE "cart_buyers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "subscriptions_one_live_idx";--> statement-breakpoint
DROP INDEX "subscriptions_one_trial_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "firm_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "firm_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "firm_id" integer;--> statement-breakpoint
ALTER TABLE "cart_buyers" ADD CONSTRAINT "cart_buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_buyers" ADD CONSTRAINT "cart_buyers_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_firm_idx" ON "orders" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_firm_idx" ON "subscriptions" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_idx" ON "subscriptions" USING btree (coalesce('firm:' || firm_id, user_id),"product_id") WHERE status in ('trialing', 'active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_trial_idx" ON "subscriptions" USING btree (coalesce('firm:' || firm_id, user_id),"product_id") WHERE trial_started_at is not null;