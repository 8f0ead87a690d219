CREATE TABLE "organization_client_counts" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_client_counts" ADD CONSTRAINT "organization_client_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- receptionClients' total without counting an organization's clients on every page: statement triggers keep
-- organization_client_counts in the writing transaction, whatever writes the clients. A client's organization
-- never changes (no UPDATE trigger: it would lock the organization's row on every client update).
CREATE FUNCTION "organization_client_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "organization_client_counts" AS t SET "count" = t."count" - o.n
    FROM (SELECT "organization_id", count(*)::integer AS n FROM old_rows GROUP BY 1) AS o
    WHERE t."organization_id" = o."organization_id";
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "organization_client_counts" ("organization_id", "count")
    SELECT "organization_id", count(*)::integer FROM new_rows GROUP BY 1
    ON CONFLICT ("organization_id") DO UPDATE SET "count" = "organization_client_counts"."count" + excluded."count";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_counts_insert" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "organization_client_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "clients_counts_delete" AFTER DELETE ON "clients" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "organization_client_counts_apply"();
--> statement-breakpoint
-- Clients already stored.
INSERT INTO "organization_client_counts" ("organization_id", "count")
SELECT "organization_id", count(*)::integer FROM "clients" GROUP BY 1;
