CREATE TABLE "one_shot_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"singleton_key" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"backoff_seconds" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "one_shot_jobs_status_check" CHECK ("one_shot_jobs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "one_shot_jobs_attempts_check" CHECK ("one_shot_jobs"."attempts" >= 0 and "one_shot_jobs"."max_attempts" >= 1 and "one_shot_jobs"."backoff_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "medication_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"program_item_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"medication_order_id" uuid,
	"direction_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"payment_card_id" uuid,
	"approval_required" boolean NOT NULL,
	"decided_by" uuid,
	"decided_by_provider_id" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"failure_code" text,
	"charged_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_renewals_status_check" CHECK ("medication_renewals"."status" in ('AWAITING_APPROVAL', 'CHARGED', 'FAILED', 'DECLINED')),
	CONSTRAINT "medication_renewals_values_check" CHECK ("medication_renewals"."cycle" >= 2 and "medication_renewals"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_program_item_id_order_items_id_fk" FOREIGN KEY ("program_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_medication_order_id_medication_orders_id_fk" FOREIGN KEY ("medication_order_id") REFERENCES "public"."medication_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_direction_id_prescription_directions_id_fk" FOREIGN KEY ("direction_id") REFERENCES "public"."prescription_directions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_payment_card_id_payment_cards_id_fk" FOREIGN KEY ("payment_card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_renewals" ADD CONSTRAINT "medication_renewals_decided_by_provider_id_provider_profiles_id_fk" FOREIGN KEY ("decided_by_provider_id") REFERENCES "public"."provider_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_shot_jobs_singleton_key" ON "one_shot_jobs" USING btree ("name","singleton_key");--> statement-breakpoint
CREATE INDEX "one_shot_jobs_due_idx" ON "one_shot_jobs" USING btree ("status","run_at") WHERE "one_shot_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "medication_renewals_cycle_key" ON "medication_renewals" USING btree ("program_item_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_renewals_item_key" ON "medication_renewals" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "medication_renewals_org_status_idx" ON "medication_renewals" USING btree ("organization_id","status");--> statement-breakpoint
