CREATE TABLE "order_item_counts" (
	"organization_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "order_item_counts_client_id_status_pk" PRIMARY KEY("client_id","status")
);
--> statement-breakpoint
ALTER TABLE "order_item_counts" ADD CONSTRAINT "order_item_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_counts" ADD CONSTRAINT "order_item_counts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_client_created_idx" ON "order_items" USING btree ("client_id","created_at","display_id");--> statement-breakpoint
-- The bookings list's totals without count(*) on every page: statement triggers keep order_item_counts per
-- client and status in the writing transaction, whatever writes order_items. Rows are upserted in key order so
-- two transactions of one client take the counters' row locks in the same order.
CREATE FUNCTION "order_item_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "order_item_counts" ("organization_id", "client_id", "status", "count")
    SELECT "organization_id", "client_id", "status", count(*)::integer FROM new_rows GROUP BY 1, 2, 3 ORDER BY 2, 3
    ON CONFLICT ("client_id", "status") DO UPDATE SET "count" = "order_item_counts"."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "order_item_counts" AS t SET "count" = t."count" - o.n
    FROM (SELECT "client_id", "status", count(*)::integer AS n FROM old_rows GROUP BY 1, 2) AS o
    WHERE t."client_id" = o."client_id" AND t."status" = o."status";
  ELSE
    -- An update moves an item between statuses (or clients); most updates change neither and write nothing.
    INSERT INTO "order_item_counts" ("organization_id", "client_id", "status", "count")
    SELECT "organization_id", "client_id", "status", sum(d)::integer FROM (
      SELECT "organization_id", "client_id", "status", 1 AS d FROM new_rows
      UNION ALL
      SELECT "organization_id", "client_id", "status", -1 AS d FROM old_rows
    ) AS moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 2, 3
    ON CONFLICT ("client_id", "status") DO UPDATE SET "count" = "order_item_counts"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "order_items_counts_insert" AFTER INSERT ON "order_items" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_item_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "order_items_counts_update" AFTER UPDATE ON "order_items" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_item_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "order_items_counts_delete" AFTER DELETE ON "order_items" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_item_counts_apply"();
--> statement-breakpoint
-- Items already stored.
INSERT INTO "order_item_counts" ("organization_id", "client_id", "status", "count")
SELECT "organization_id", "client_id", "status", count(*)::integer FROM "order_items" GROUP BY 1, 2, 3;
