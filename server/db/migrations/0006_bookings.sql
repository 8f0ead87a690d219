CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"hcp_session_id" uuid,
	"kind" text NOT NULL,
	"reason" text,
	"from_starts_at" timestamp with time zone,
	"to_starts_at" timestamp with time zone,
	"charge_amount" integer DEFAULT 0 NOT NULL,
	"captured_from_card" integer DEFAULT 0 NOT NULL,
	"kept_from_paid" integer DEFAULT 0 NOT NULL,
	"refunded_to_wallet" integer DEFAULT 0 NOT NULL,
	"currency_code" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_changes_kind_check" CHECK ("booking_changes"."kind" in ('RESCHEDULED', 'CANCELLED')),
	CONSTRAINT "booking_changes_amounts_check" CHECK ("booking_changes"."charge_amount" >= 0 and "booking_changes"."captured_from_card" >= 0 and "booking_changes"."kept_from_paid" >= 0 and "booking_changes"."refunded_to_wallet" >= 0)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "cancellation_charge_percent" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "cancellation_window_hours" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_hcp_session_id_hcp_sessions_id_fk" FOREIGN KEY ("hcp_session_id") REFERENCES "public"."hcp_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_item_idx" ON "booking_changes" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "booking_changes_session_idx" ON "booking_changes" USING btree ("hcp_session_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_cancellation_policy_check" CHECK ("businesses"."cancellation_charge_percent" between 0 and 100 and "businesses"."cancellation_window_hours" >= 0);