CREATE TABLE "client_search_texts" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_search_texts" ADD CONSTRAINT "client_search_texts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_search_texts_text_trgm_idx" ON "client_search_texts" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_search_texts_user_idx" ON "client_search_texts" USING btree ("user_id");--> statement-breakpoint
-- The desk's search reads client_search_texts: one row per client with the person's searchable text, kept here by
-- triggers whatever writes clients or users (the expression is the one the old users_search_text_trgm_idx covered).
CREATE FUNCTION "client_search_texts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "client_search_texts" ("client_id", "organization_id", "user_id", "created_at", "text")
  SELECT n."id", n."organization_id", n."user_id", n."created_at",
    lower(u."first_name" || ' ' || u."last_name" || ' ' || u."email" || ' ' || coalesce(u."phone", ''))
  FROM new_rows n JOIN "users" u ON u."id" = n."user_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_search_text_insert" AFTER INSERT ON "clients" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_search_texts_insert"();
--> statement-breakpoint
CREATE FUNCTION "client_search_texts_client_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "client_search_texts" AS s SET "organization_id" = NEW."organization_id", "user_id" = NEW."user_id", "created_at" = NEW."created_at",
    "text" = lower(u."first_name" || ' ' || u."last_name" || ' ' || u."email" || ' ' || coalesce(u."phone", ''))
  FROM "users" u WHERE s."client_id" = NEW."id" AND u."id" = NEW."user_id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "clients_search_text_update" AFTER UPDATE ON "clients" FOR EACH ROW
  WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."organization_id" IS DISTINCT FROM NEW."organization_id" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "client_search_texts_client_update"();
--> statement-breakpoint
CREATE FUNCTION "client_search_texts_user_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "client_search_texts" SET "text" = lower(NEW."first_name" || ' ' || NEW."last_name" || ' ' || NEW."email" || ' ' || coalesce(NEW."phone", ''))
  WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_search_text_update" AFTER UPDATE OF "first_name", "last_name", "email", "phone" ON "users" FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name" OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."phone" IS DISTINCT FROM NEW."phone")
  EXECUTE FUNCTION "client_search_texts_user_update"();
--> statement-breakpoint
-- Clients already stored.
INSERT INTO "client_search_texts" ("client_id", "organization_id", "user_id", "created_at", "text")
SELECT c."id", c."organization_id", c."user_id", c."created_at",
  lower(u."first_name" || ' ' || u."last_name" || ' ' || u."email" || ' ' || coalesce(u."phone", ''))
FROM "clients" c JOIN "users" u ON u."id" = c."user_id";
--> statement-breakpoint
-- Nothing else searched users by this expression; every user write no longer keeps a trigram index of it.
DROP INDEX IF EXISTS "users_search_text_trgm_idx";
