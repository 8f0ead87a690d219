CREATE TABLE "metric_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"client_reading_id" uuid NOT NULL,
	"category" text,
	"metric_type" text NOT NULL,
	"unit" text NOT NULL,
	"value" double precision NOT NULL,
	"value_kg" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_readings_unit_check" CHECK ("metric_readings"."unit" in ('Kg', 'Lb')),
	CONSTRAINT "metric_readings_value_kg_check" CHECK ("metric_readings"."value_kg" > 0)
);
--> statement-breakpoint
CREATE TABLE "weekly_progress_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"client_record_id" uuid NOT NULL,
	"order_item_id" uuid,
	"weight" double precision NOT NULL,
	"weight_unit" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"feeling" text NOT NULL,
	"dosage" text NOT NULL,
	"administered_by" text NOT NULL,
	"recorded_on" date NOT NULL,
	"metric_reading_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_progress_records_unit_check" CHECK ("weekly_progress_records"."weight_unit" in ('Kg', 'Lb'))
);
--> statement-breakpoint
ALTER TABLE "metric_readings" ADD CONSTRAINT "metric_readings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_readings" ADD CONSTRAINT "metric_readings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_readings" ADD CONSTRAINT "metric_readings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_progress_records" ADD CONSTRAINT "weekly_progress_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_progress_records" ADD CONSTRAINT "weekly_progress_records_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_progress_records" ADD CONSTRAINT "weekly_progress_records_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_progress_records" ADD CONSTRAINT "weekly_progress_records_metric_reading_id_metric_readings_id_fk" FOREIGN KEY ("metric_reading_id") REFERENCES "public"."metric_readings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_progress_records" ADD CONSTRAINT "weekly_progress_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metric_readings_client_key" ON "metric_readings" USING btree ("client_id","client_reading_id");--> statement-breakpoint
CREATE INDEX "metric_readings_client_recorded_idx" ON "metric_readings" USING btree ("client_id","recorded_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_progress_records_client_key" ON "weekly_progress_records" USING btree ("client_id","client_record_id");--> statement-breakpoint
CREATE INDEX "weekly_progress_records_client_idx" ON "weekly_progress_records" USING btree ("client_id","recorded_on","created_at");--> statement-breakpoint
CREATE INDEX "weekly_progress_records_item_idx" ON "weekly_progress_records" USING btree ("order_item_id");