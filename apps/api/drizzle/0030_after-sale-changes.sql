ALTER TABLE "policies" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "cancel_confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "policies" SET "cancel_confirmed_at" = "cancelled_at" WHERE "cancelled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_insurer_proposals" ADD COLUMN "endorsements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "endorsements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"change" jsonb NOT NULL,
	"status" text NOT NULL,
	"premium_difference_paise" integer,
	"payment_attempt_id" uuid,
	"insurer_ref" text,
	"insurer_version" integer DEFAULT 0 NOT NULL,
	"endorsement_number" text,
	"effective_on" text,
	"reason" text,
	"schedule_pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "endorsements_open_kind_uq" ON "endorsements" USING btree ("policy_id","kind") WHERE "endorsements"."status" in ('AWAITING_PAYMENT', 'SENDING');--> statement-breakpoint
CREATE INDEX "endorsements_journey_idx" ON "endorsements" USING btree ("journey_id");
