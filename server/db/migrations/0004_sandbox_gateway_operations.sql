CREATE TABLE "sandbox_gateway_operations" (
	"id" text PRIMARY KEY NOT NULL,
	"authorization_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_operations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_operations" ADD CONSTRAINT "sandbox_gateway_operations_authorization_id_sandbox_gateway_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."sandbox_gateway_authorizations"("id") ON DELETE no action ON UPDATE no action;