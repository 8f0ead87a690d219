CREATE TABLE "medication_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"program_item_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"booking_type" text NOT NULL,
	"prescription_id" uuid NOT NULL,
	"direction_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"shipping_cost" integer DEFAULT 0 NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"charged_amount" integer DEFAULT 0 NOT NULL,
	"wallet_amount" integer DEFAULT 0 NOT NULL,
	"card_amount" integer DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_card_id" uuid,
	"shipping_address_id" uuid,
	"status" text DEFAULT 'PROCESSING' NOT NULL,
	"idempotency_key" uuid,
	"request_hash" text,
	"delivery_confirmation_key" uuid,
	"delivery_note" text,
	"failure_code" text,
	"failure_reason" text,
	"ordered_at" timestamp with time zone,
	"preparing_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"delivery_confirmed_at" timestamp with time zone,
	"missing_reported_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_orders_status_check" CHECK ("medication_orders"."status" in ('PROCESSING', 'ORDERED', 'PREPARING', 'SHIPPED', 'DELIVERED', 'MISSING_REPORTED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "medication_orders_booking_type_check" CHECK ("medication_orders"."booking_type" in ('FIRST_MONTH', 'AUTO_RENEW')),
	CONSTRAINT "medication_orders_money_check" CHECK ("medication_orders"."cycle" >= 1 and "medication_orders"."amount" >= 0 and "medication_orders"."shipping_cost" >= 0 and "medication_orders"."credit" >= 0 and "medication_orders"."charged_amount" >= 0 and "medication_orders"."wallet_amount" >= 0 and "medication_orders"."card_amount" >= 0 and "medication_orders"."charged_amount" = "medication_orders"."wallet_amount" + "medication_orders"."card_amount")
);
--> statement-breakpoint
CREATE TABLE "prescription_directions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"prescription_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"dosage_name" text,
	"dose" double precision NOT NULL,
	"dose_unit" text NOT NULL,
	"route" text NOT NULL,
	"frequency_every" integer NOT NULL,
	"frequency_time_unit" text NOT NULL,
	"duration_every" integer NOT NULL,
	"duration_time_unit" text NOT NULL,
	"selling_price" integer NOT NULL,
	"cost_to_business" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_directions_values_check" CHECK ("prescription_directions"."dose" > 0 and "prescription_directions"."frequency_every" > 0 and "prescription_directions"."duration_every" > 0 and "prescription_directions"."selling_price" >= 0 and ("prescription_directions"."cost_to_business" is null or "prescription_directions"."cost_to_business" >= 0) and "prescription_directions"."position" >= 0),
	CONSTRAINT "prescription_directions_units_check" CHECK ("prescription_directions"."frequency_time_unit" in ('Hours', 'Day', 'Week', 'Month') and "prescription_directions"."duration_time_unit" in ('Hours', 'Day', 'Week', 'Month'))
);
--> statement-breakpoint
ALTER TABLE "prescriptions" DROP CONSTRAINT "prescriptions_values_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "program_item_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "treatment_plan_start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "auto_renew_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_program_item_id_order_items_id_fk" FOREIGN KEY ("program_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_direction_id_prescription_directions_id_fk" FOREIGN KEY ("direction_id") REFERENCES "public"."prescription_directions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_orders" ADD CONSTRAINT "medication_orders_shipping_address_id_client_addresses_id_fk" FOREIGN KEY ("shipping_address_id") REFERENCES "public"."client_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_directions" ADD CONSTRAINT "prescription_directions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_directions" ADD CONSTRAINT "prescription_directions_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medication_orders_cycle_key" ON "medication_orders" USING btree ("program_item_id","cycle") WHERE "medication_orders"."status" <> 'FAILED';--> statement-breakpoint
CREATE UNIQUE INDEX "medication_orders_item_key" ON "medication_orders" USING btree ("order_item_id") WHERE "medication_orders"."status" <> 'FAILED';--> statement-breakpoint
CREATE UNIQUE INDEX "medication_orders_client_key" ON "medication_orders" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_orders_delivery_key" ON "medication_orders" USING btree ("client_id","delivery_confirmation_key");--> statement-breakpoint
CREATE INDEX "medication_orders_org_status_idx" ON "medication_orders" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "medication_orders_item_idx" ON "medication_orders" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_directions_position_key" ON "prescription_directions" USING btree ("prescription_id","position");--> statement-breakpoint
CREATE INDEX "prescription_directions_org_idx" ON "prescription_directions" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_program_item_id_order_items_id_fk" FOREIGN KEY ("program_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_program_item_idx" ON "order_items" USING btree ("program_item_id");--> statement-breakpoint
-- Data: each existing prescription's single direction moves to prescription_directions (position 0).
INSERT INTO "prescription_directions" ("organization_id", "prescription_id", "position", "dosage_name", "dose", "dose_unit", "route", "frequency_every", "frequency_time_unit", "duration_every", "duration_time_unit", "selling_price", "cost_to_business", "created_at")
SELECT p."organization_id", p."id", 0, NULL, p."dose", p."unit", p."route",
	CASE p."frequency" WHEN 'TWICE_DAILY' THEN 12 WHEN 'THREE_TIMES_DAILY' THEN 8 WHEN 'FOUR_TIMES_DAILY' THEN 6 WHEN 'EVERY_OTHER_DAY' THEN 2 ELSE 1 END,
	CASE p."frequency" WHEN 'TWICE_DAILY' THEN 'Hours' WHEN 'THREE_TIMES_DAILY' THEN 'Hours' WHEN 'FOUR_TIMES_DAILY' THEN 'Hours' WHEN 'ONCE_WEEKLY' THEN 'Week' WHEN 'ONCE_MONTHLY' THEN 'Month' ELSE 'Day' END,
	p."duration_days", 'Day', p."price", NULL, p."created_at"
FROM "prescriptions" p;--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "dose";--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "unit";--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "route";--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "frequency";--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "duration_days";--> statement-breakpoint
ALTER TABLE "prescriptions" DROP COLUMN "price";