CREATE TABLE "content_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_locale_check" CHECK ("content_translations"."locale" in ('es', 'fr', 'pt')),
	CONSTRAINT "content_translations_entity_type_check" CHECK ("content_translations"."entity_type" in ('business', 'location', 'category', 'product', 'contentBlock'))
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_translations_key" ON "content_translations" USING btree ("entity_type","entity_id","locale","field");--> statement-breakpoint
CREATE INDEX "content_translations_org_idx" ON "content_translations" USING btree ("organization_id");