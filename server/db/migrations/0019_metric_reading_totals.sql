CREATE TABLE "metric_reading_totals" (
	"client_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"metric_type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "metric_reading_totals_client_id_organization_id_metric_type_pk" PRIMARY KEY("client_id","organization_id","metric_type")
);
--> statement-breakpoint
ALTER TABLE "metric_reading_totals" ADD CONSTRAINT "metric_reading_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_reading_totals" ADD CONSTRAINT "metric_reading_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- metricReadings' totalCount read from one row instead of counting a client's readings on every page: statement
-- triggers keep metric_reading_totals in the writing transaction, whatever writes the readings.
CREATE FUNCTION "metric_reading_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "metric_reading_totals" AS t SET "count" = t."count" - o.n
    FROM (SELECT "client_id", "organization_id", "metric_type", count(*)::integer AS n FROM old_rows GROUP BY 1, 2, 3) AS o
    WHERE t."client_id" = o."client_id" AND t."organization_id" = o."organization_id" AND t."metric_type" = o."metric_type";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "metric_reading_totals" ("client_id", "organization_id", "metric_type", "count")
    SELECT "client_id", "organization_id", "metric_type", count(*)::integer FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT ("client_id", "organization_id", "metric_type") DO UPDATE SET "count" = "metric_reading_totals"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "metric_readings_totals_insert" AFTER INSERT ON "metric_readings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_reading_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "metric_readings_totals_delete" AFTER DELETE ON "metric_readings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_reading_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "metric_readings_totals_update" AFTER UPDATE ON "metric_readings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "metric_reading_totals_apply"();
--> statement-breakpoint
-- Readings already stored (the triggers exist and hold their lock on metric_readings from here to the commit).
INSERT INTO "metric_reading_totals" ("client_id", "organization_id", "metric_type", "count")
SELECT "client_id", "organization_id", "metric_type", count(*)::integer FROM "metric_readings" GROUP BY 1, 2, 3;
