CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"totp_secret" text,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_enrolments_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_addresses" (
	"email_key" text NOT NULL,
	"address" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sign_in_addresses_email_key_address_pk" PRIMARY KEY("email_key","address")
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_failures" (
	"email_key" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_sign_in_failures_email_key_address_pk" PRIMARY KEY("email_key","address")
);
--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "totp_secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- Entries from before the chain are numbered in the order they were written, and stay unsealed (no hash): the
-- append-only trigger is set aside for this one numbering, inside this migration's transaction.
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
UPDATE "audit_log" SET "seq" = numbered.n FROM (SELECT "id", row_number() OVER (ORDER BY "at", "id") AS n FROM "audit_log") AS numbered WHERE numbered."id" = "audit_log"."id";--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_no_update_or_delete";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "enrolled_at" timestamp with time zone;--> statement-breakpoint
-- Members made before invitations chose nothing themselves only if an admin typed their password; they keep signing
-- in, and an admin can send any of them to enrol again.
UPDATE "staff_users" SET "enrolled_at" = "created_at";--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_enrolments" ADD CONSTRAINT "staff_enrolments_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "staff_enrolments_staff_idx" ON "staff_enrolments" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_seq_unique" UNIQUE("seq");--> statement-breakpoint
-- TRUNCATE skips row triggers: a statement trigger refuses it too, whoever asks (issue 44).
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_is_append_only"();
