CREATE TABLE "lab_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_reports_type_check" CHECK ("lab_reports"."content_type" in ('application/pdf', 'image/png', 'image/jpeg')),
	CONSTRAINT "lab_reports_size_check" CHECK ("lab_reports"."size_bytes" > 0 and "lab_reports"."size_bytes" <= 10485760)
);
--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lab_reports_order_item_key" ON "lab_reports" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "lab_reports_org_idx" ON "lab_reports" USING btree ("organization_id");