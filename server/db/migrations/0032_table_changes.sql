-- Table-change notifications (issue 18): a per-process cache hears every committed write of the tables it reads,
-- whoever wrote (a mutation, a job, another process, SQL by hand), without a list of writers. One generic function:
-- for each row written it notifies channel carebook_table_changes with ids only, "table|organization|client|user"
-- (an empty part where the row has no such column); TG_ARGV names the row's organization, client and user columns
-- (default organization_id, client_id, user_id; '' for none). An update that moves a row to another organization,
-- client or user is heard for both. A TRUNCATE (statement trigger) sends the table alone. PostgreSQL sends
-- notifications at commit, once per distinct payload of a transaction, and never for a rolled-back write.
-- The listener: server/services/table-changes.ts. Watching another table is two CREATE TRIGGER lines like these.
CREATE FUNCTION "carebook_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org_column text := coalesce(TG_ARGV[0], 'organization_id');
  client_column text := coalesce(TG_ARGV[1], 'client_id');
  user_column text := coalesce(TG_ARGV[2], 'user_id');
  changed jsonb;
  previous jsonb;
  payload text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('carebook_table_changes', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  payload := TG_TABLE_NAME || '|' || coalesce(changed ->> org_column, '') || '|' || coalesce(changed ->> client_column, '') || '|' || coalesce(changed ->> user_column, '');
  PERFORM pg_notify('carebook_table_changes', payload);
  IF TG_OP = 'UPDATE' THEN
    previous := to_jsonb(OLD);
    IF (previous ->> org_column, previous ->> client_column, previous ->> user_column) IS DISTINCT FROM (changed ->> org_column, changed ->> client_column, changed ->> user_column) THEN
      PERFORM pg_notify('carebook_table_changes', TG_TABLE_NAME || '|' || coalesce(previous ->> org_column, '') || '|' || coalesce(previous ->> client_column, '') || '|' || coalesce(previous ->> user_column, ''));
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What a client's bookings list reads (server/services/bookings/list-orders.ts): its items, orders and their kept
-- counts, the names it shows, its consult sessions and treatment decisions.
CREATE TRIGGER "order_items_table_change" AFTER INSERT OR UPDATE OR DELETE ON "order_items" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "order_items_table_truncate" AFTER TRUNCATE ON "order_items" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "orders_table_change" AFTER INSERT OR UPDATE OR DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "orders_table_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "order_item_counts_table_change" AFTER INSERT OR UPDATE OR DELETE ON "order_item_counts" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "order_item_counts_table_truncate" AFTER TRUNCATE ON "order_item_counts" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "products_table_change" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "products_table_truncate" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_table_change" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "categories_table_truncate" AFTER TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "organizations_table_change" AFTER INSERT OR UPDATE OR DELETE ON "organizations" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"('id', '', '');
--> statement-breakpoint
CREATE TRIGGER "organizations_table_truncate" AFTER TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "businesses_table_change" AFTER INSERT OR UPDATE OR DELETE ON "businesses" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "businesses_table_truncate" AFTER TRUNCATE ON "businesses" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "locations_table_change" AFTER INSERT OR UPDATE OR DELETE ON "locations" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "locations_table_truncate" AFTER TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "hcp_sessions_table_change" AFTER INSERT OR UPDATE OR DELETE ON "hcp_sessions" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "hcp_sessions_table_truncate" AFTER TRUNCATE ON "hcp_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "provider_profiles_table_change" AFTER INSERT OR UPDATE OR DELETE ON "provider_profiles" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "provider_profiles_table_truncate" AFTER TRUNCATE ON "provider_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "prescriptions_table_change" AFTER INSERT OR UPDATE OR DELETE ON "prescriptions" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "prescriptions_table_truncate" AFTER TRUNCATE ON "prescriptions" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "prescription_directions_table_change" AFTER INSERT OR UPDATE OR DELETE ON "prescription_directions" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "prescription_directions_table_truncate" AFTER TRUNCATE ON "prescription_directions" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "treatment_declines_table_change" AFTER INSERT OR UPDATE OR DELETE ON "treatment_declines" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "treatment_declines_table_truncate" AFTER TRUNCATE ON "treatment_declines" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
-- What the front desk's client search reads (server/services/reception/client-search.ts): a client (its id is the
-- client id), its user (no organization: the user id), its default address and its desk details.
CREATE TRIGGER "clients_table_change" AFTER INSERT OR UPDATE OR DELETE ON "clients" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"('organization_id', 'id', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "clients_table_truncate" AFTER TRUNCATE ON "clients" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "users_table_change" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"('', '', 'id');
--> statement-breakpoint
CREATE TRIGGER "users_table_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "client_addresses_table_change" AFTER INSERT OR UPDATE OR DELETE ON "client_addresses" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "client_addresses_table_truncate" AFTER TRUNCATE ON "client_addresses" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "reception_client_details_table_change" AFTER INSERT OR UPDATE OR DELETE ON "reception_client_details" FOR EACH ROW EXECUTE FUNCTION "carebook_table_change"();
--> statement-breakpoint
CREATE TRIGGER "reception_client_details_table_truncate" AFTER TRUNCATE ON "reception_client_details" FOR EACH STATEMENT EXECUTE FUNCTION "carebook_table_change"();
