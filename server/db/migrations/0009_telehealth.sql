CREATE TABLE "hcp_session_participants" (
	"organization_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"side" text NOT NULL,
	"user_id" uuid NOT NULL,
	"first_joined_at" timestamp with time zone NOT NULL,
	"last_joined_at" timestamp with time zone NOT NULL,
	"last_left_at" timestamp with time zone,
	"join_count" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hcp_session_participants_session_id_side_pk" PRIMARY KEY("session_id","side"),
	CONSTRAINT "hcp_session_participants_side_check" CHECK ("hcp_session_participants"."side" in ('CLIENT', 'HCP'))
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"hcp_session_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"approved_by" uuid NOT NULL,
	"medication_name" text NOT NULL,
	"dose" double precision NOT NULL,
	"unit" text NOT NULL,
	"route" text NOT NULL,
	"frequency" text NOT NULL,
	"duration_days" integer NOT NULL,
	"price" integer NOT NULL,
	"currency_code" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_values_check" CHECK ("prescriptions"."dose" > 0 and "prescriptions"."duration_days" > 0 and "prescriptions"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "treatment_declines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"hcp_session_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"declined_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hcp_session_participants" ADD CONSTRAINT "hcp_session_participants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_session_participants" ADD CONSTRAINT "hcp_session_participants_session_id_hcp_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."hcp_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_session_participants" ADD CONSTRAINT "hcp_session_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_hcp_session_id_hcp_sessions_id_fk" FOREIGN KEY ("hcp_session_id") REFERENCES "public"."hcp_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_declines" ADD CONSTRAINT "treatment_declines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_declines" ADD CONSTRAINT "treatment_declines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_declines" ADD CONSTRAINT "treatment_declines_hcp_session_id_hcp_sessions_id_fk" FOREIGN KEY ("hcp_session_id") REFERENCES "public"."hcp_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_declines" ADD CONSTRAINT "treatment_declines_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_declines" ADD CONSTRAINT "treatment_declines_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_order_item_key" ON "prescriptions" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "prescriptions_org_idx" ON "prescriptions" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_declines_order_item_key" ON "treatment_declines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "treatment_declines_org_idx" ON "treatment_declines" USING btree ("organization_id");