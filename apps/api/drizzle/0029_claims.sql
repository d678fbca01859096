CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"insurer_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"claimed_paise" integer NOT NULL,
	"incident_date" text NOT NULL,
	"description" text NOT NULL,
	"details" jsonb NOT NULL,
	"documents" jsonb NOT NULL,
	"insurer_ref" text,
	"decision" jsonb,
	"intimated_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"discharge_requested_at" timestamp with time zone,
	"last_document_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"last_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_insurer_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" text NOT NULL,
	"broker_reference" text NOT NULL,
	"status" text NOT NULL,
	"intimation" jsonb NOT NULL,
	"decision" jsonb NOT NULL,
	"callback_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_policy_idempotency_uq" ON "claims" USING btree ("policy_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","intimated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_insurer_claims_reference_uq" ON "sandbox_insurer_claims" USING btree ("insurer_id","broker_reference");
