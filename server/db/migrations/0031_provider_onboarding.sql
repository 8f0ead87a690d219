CREATE TABLE "provider_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_agreements_version_check" CHECK ("provider_agreements"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text DEFAULT 'AGREEMENT' NOT NULL,
	"agreement_id" uuid,
	"agreement_version" integer,
	"agreement_accepted_at" timestamp with time zone,
	"amount_paid_minor" integer,
	"currency_code" text,
	"payment_reference" text,
	"payment_idempotency_key" uuid,
	"payment_request_hash" text,
	"card_last_four" text,
	"paid_at" timestamp with time zone,
	"provider_id" uuid,
	"setup_completed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_applications_kind_check" CHECK ("provider_applications"."kind" in ('HCP', 'SERVICE_PROVIDER')),
	CONSTRAINT "provider_applications_status_check" CHECK ("provider_applications"."status" in ('AGREEMENT', 'PAYMENT', 'SETUP', 'PENDING_APPROVAL', 'APPROVED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "provider_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_plans_price_check" CHECK ("provider_plans"."price_minor" > 0),
	CONSTRAINT "provider_plans_period_check" CHECK ("provider_plans"."period" in ('MONTH', 'YEAR')),
	CONSTRAINT "provider_plans_status_check" CHECK ("provider_plans"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "travel_fee_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "group_discount_percent" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "approved_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "provider_agreements" ADD CONSTRAINT "provider_agreements_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_plan_id_provider_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."provider_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_agreement_id_provider_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."provider_agreements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_provider_id_provider_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_applications" ADD CONSTRAINT "provider_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_agreements_version_key" ON "provider_agreements" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_applications_business_user_key" ON "provider_applications" USING btree ("business_id","user_id");--> statement-breakpoint
CREATE INDEX "provider_applications_business_status_idx" ON "provider_applications" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "provider_applications_user_idx" ON "provider_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_plans_code_key" ON "provider_plans" USING btree ("code");--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_setup_check" CHECK ("provider_profiles"."travel_fee_minor" >= 0 and "provider_profiles"."group_discount_percent" between 0 and 100);
--> statement-breakpoint
-- Providers that exist before onboarding were added by their business: approved (the demo seed keeps working).
UPDATE "provider_profiles" SET "approved_at" = "created_at" WHERE "approved_at" IS NULL OR "approved_at" > "created_at";--> statement-breakpoint
-- The platform starts with two plans and the first agreement; the operator changes them in /platform.
INSERT INTO "provider_plans" ("code", "name", "description", "price_minor", "currency_code", "period", "sort_order") VALUES
  ('starter', 'Starter', 'List your services and take bookings from one business.', 2900, 'USD', 'MONTH', 1),
  ('professional', 'Professional', 'Everything in Starter, with priority placement and callouts.', 7900, 'USD', 'MONTH', 2);--> statement-breakpoint
INSERT INTO "provider_agreements" ("version", "title", "body") VALUES
  (1, 'Provider agreement', 'By joining you confirm that you hold the licences your services need and keep them current; that you keep clients'' information confidential and use it only to care for them; that you honour the bookings you accept, your working hours and your cancellation rules; and that the plan''s price is charged to your card for each period until you cancel.');
