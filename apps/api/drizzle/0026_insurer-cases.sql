CREATE TABLE "insurer_case_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurer_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"payment_attempt_id" uuid NOT NULL,
	"insurer_id" text NOT NULL,
	"premium_paise" integer NOT NULL,
	"status" text NOT NULL,
	"insurer_ref" text,
	"decision" jsonb,
	"policy_number" text,
	"product_uin" text,
	"start_date" text,
	"end_date" text,
	"schedule_pdf" "bytea",
	"claimed_at" timestamp with time zone,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"last_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "insurer_cases_journey_id_unique" UNIQUE("journey_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_insurer_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"insurer_id" text NOT NULL,
	"broker_reference" text NOT NULL,
	"status" text NOT NULL,
	"submission" jsonb NOT NULL,
	"decision" jsonb,
	"callback_url" text NOT NULL,
	"policy_number" text,
	"product_uin" text,
	"start_date" text,
	"end_date" text,
	"schedule_pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "product_uin" text;--> statement-breakpoint
ALTER TABLE "insurer_case_events" ADD CONSTRAINT "insurer_case_events_case_id_insurer_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."insurer_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurer_cases" ADD CONSTRAINT "insurer_cases_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurer_case_events_case_idx" ON "insurer_case_events" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "insurer_cases_status_idx" ON "insurer_cases" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_insurer_proposals_reference_uq" ON "sandbox_insurer_proposals" USING btree ("insurer_id","broker_reference");--> statement-breakpoint
CREATE INDEX "policies_number_key_idx" ON "policies" USING btree (regexp_replace(upper("policy_number"), '[^A-Z0-9]', '', 'g'));