CREATE TABLE "licence_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_key_id" integer NOT NULL,
	"instance_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seat_assignments" (
	"order_item_id" integer NOT NULL,
	"seat" integer NOT NULL,
	"firm_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_assignments_order_item_id_seat_pk" PRIMARY KEY("order_item_id","seat"),
	CONSTRAINT "seat_assignments_seat_positive" CHECK ("seat_assignments"."seat" >= 1)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "proration_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "licence_activations" ADD CONSTRAINT "licence_activations_licence_key_id_licence_keys_id_fk" FOREIGN KEY ("licence_key_id") REFERENCES "public"."licence_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_assignments" ADD CONSTRAINT "seat_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licence_activations_key_idx" ON "licence_activations" USING btree ("licence_key_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seat_assignments_one_per_person_idx" ON "seat_assignments" USING btree ("order_item_id","user_id");--> statement-breakpoint
CREATE INDEX "seat_assignments_user_idx" ON "seat_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seat_assignments_firm_idx" ON "seat_assignments" USING btree ("firm_id");