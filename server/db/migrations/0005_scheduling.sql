-- btree_gist lets a GiST index mix = on a uuid with && on a time range (the exclusion constraint below).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE SEQUENCE "public"."hcp_session_display_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
CREATE TABLE "hcp_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"display_id" text NOT NULL,
	"business_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"order_item_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"occupied_until" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"reschedule_cut_off_at" timestamp with time zone NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hcp_sessions_status_check" CHECK ("hcp_sessions"."status" in ('BOTH_NO_SHOW', 'CANCELLED', 'CLIENT_NO_SHOW', 'COMPLETED', 'HCP_NO_SHOW', 'INCOMPLETE', 'INPROGRESS', 'LAPSED', 'PENDING', 'SCHEDULED')),
	CONSTRAINT "hcp_sessions_mode_check" CHECK ("hcp_sessions"."mode" in ('IN_PERSON', 'VIRTUAL')),
	CONSTRAINT "hcp_sessions_range_check" CHECK ("hcp_sessions"."ends_at" > "hcp_sessions"."starts_at" and "hcp_sessions"."occupied_until" >= "hcp_sessions"."ends_at"),
	CONSTRAINT "hcp_sessions_hold_check" CHECK ("hcp_sessions"."status" <> 'PENDING' or "hcp_sessions"."hold_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "provider_categories" (
	"organization_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "provider_categories_provider_id_category_id_pk" PRIMARY KEY("provider_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "provider_locations" (
	"organization_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"mode" text NOT NULL,
	CONSTRAINT "provider_locations_provider_id_location_id_pk" PRIMARY KEY("provider_id","location_id"),
	CONSTRAINT "provider_locations_mode_check" CHECK ("provider_locations"."mode" in ('HYBRID', 'IN_PERSON', 'VIRTUAL'))
);
--> statement-breakpoint
CREATE TABLE "provider_product_types" (
	"organization_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	CONSTRAINT "provider_product_types_provider_id_product_type_pk" PRIMARY KEY("provider_id","product_type")
);
--> statement-breakpoint
CREATE TABLE "provider_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"display_name" text NOT NULL,
	"image_url" text,
	"timezone" text NOT NULL,
	"consult_duration_minutes" integer DEFAULT 20 NOT NULL,
	"buffer_minutes" integer DEFAULT 10 NOT NULL,
	"reschedule_cut_off_hours" double precision DEFAULT 24 NOT NULL,
	"cancellation_charge_percent" double precision DEFAULT 0 NOT NULL,
	"cancellation_window_hours" double precision DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_profiles_kind_check" CHECK ("provider_profiles"."kind" in ('HCP', 'SERVICE_PROVIDER', 'LAB_COLLECTOR')),
	CONSTRAINT "provider_profiles_duration_check" CHECK ("provider_profiles"."consult_duration_minutes" > 0 and "provider_profiles"."buffer_minutes" >= 0),
	CONSTRAINT "provider_profiles_policy_check" CHECK ("provider_profiles"."reschedule_cut_off_hours" >= 0 and "provider_profiles"."cancellation_window_hours" >= 0 and "provider_profiles"."cancellation_charge_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "provider_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_time_off_range_check" CHECK ("provider_time_off"."ends_at" > "provider_time_off"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "provider_working_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "provider_working_hours_weekday_check" CHECK ("provider_working_hours"."weekday" between 0 and 6),
	CONSTRAINT "provider_working_hours_range_check" CHECK ("provider_working_hours"."end_time" > "provider_working_hours"."start_time")
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"interval_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"run_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hcp_sessions" ADD CONSTRAINT "hcp_sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_sessions" ADD CONSTRAINT "hcp_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_sessions" ADD CONSTRAINT "hcp_sessions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_sessions" ADD CONSTRAINT "hcp_sessions_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_sessions" ADD CONSTRAINT "hcp_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_sessions" ADD CONSTRAINT "hcp_sessions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_sessions" ADD CONSTRAINT "hcp_sessions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_sessions" ADD CONSTRAINT "hcp_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_categories" ADD CONSTRAINT "provider_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_categories" ADD CONSTRAINT "provider_categories_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_categories" ADD CONSTRAINT "provider_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_locations" ADD CONSTRAINT "provider_locations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_locations" ADD CONSTRAINT "provider_locations_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_locations" ADD CONSTRAINT "provider_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_product_types" ADD CONSTRAINT "provider_product_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_product_types" ADD CONSTRAINT "provider_product_types_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_time_off" ADD CONSTRAINT "provider_time_off_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_time_off" ADD CONSTRAINT "provider_time_off_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_working_hours" ADD CONSTRAINT "provider_working_hours_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_working_hours" ADD CONSTRAINT "provider_working_hours_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hcp_sessions_org_display_id_key" ON "hcp_sessions" USING btree ("organization_id","display_id");--> statement-breakpoint
CREATE INDEX "hcp_sessions_provider_idx" ON "hcp_sessions" USING btree ("provider_id","starts_at");--> statement-breakpoint
CREATE INDEX "hcp_sessions_client_idx" ON "hcp_sessions" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hcp_sessions_active_order_item_key" ON "hcp_sessions" USING btree ("order_item_id") WHERE status in ('PENDING', 'SCHEDULED', 'INPROGRESS');--> statement-breakpoint
CREATE INDEX "hcp_sessions_scheduled_end_idx" ON "hcp_sessions" USING btree ("ends_at") WHERE status = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "hcp_sessions_hold_expiry_idx" ON "hcp_sessions" USING btree ("hold_expires_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "provider_categories_category_idx" ON "provider_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "provider_locations_location_idx" ON "provider_locations" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_profiles_business_user_key" ON "provider_profiles" USING btree ("business_id","user_id");--> statement-breakpoint
CREATE INDEX "provider_profiles_org_idx" ON "provider_profiles" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "provider_time_off_provider_idx" ON "provider_time_off" USING btree ("provider_id","ends_at");--> statement-breakpoint
CREATE INDEX "provider_working_hours_provider_idx" ON "provider_working_hours" USING btree ("provider_id");
--> statement-breakpoint
-- Two sessions of one provider that occupy time (held, booked, under way) can never overlap: the database refuses it.
ALTER TABLE "hcp_sessions" ADD CONSTRAINT "hcp_sessions_no_overlap" EXCLUDE USING gist ("provider_id" WITH =, tstzrange("starts_at", "occupied_until", '[)') WITH &&) WHERE ("status" IN ('PENDING', 'SCHEDULED', 'INPROGRESS'));
