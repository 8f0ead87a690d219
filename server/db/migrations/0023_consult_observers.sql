CREATE TABLE "hcp_session_observer_permissions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"allowed_by" uuid NOT NULL,
	"allowed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hcp_session_observer_permissions" ADD CONSTRAINT "hcp_session_observer_permissions_session_id_hcp_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."hcp_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_session_observer_permissions" ADD CONSTRAINT "hcp_session_observer_permissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hcp_session_observer_permissions" ADD CONSTRAINT "hcp_session_observer_permissions_allowed_by_users_id_fk" FOREIGN KEY ("allowed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;