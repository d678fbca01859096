CREATE TABLE "otp_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text,
	"email" text,
	"google_sub" text,
	"full_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_google_sub_unique" UNIQUE("google_sub")
);
--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "journey_step" text DEFAULT 'OTP_VERIFY' NOT NULL;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "proposer" jsonb;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "insured_members" jsonb;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "nominee" jsonb;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "contact" jsonb;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "medical" jsonb;--> statement-breakpoint
CREATE INDEX "otp_requests_mobile_idx" ON "otp_requests" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "otp_requests_ip_idx" ON "otp_requests" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_recipient_idx" ON "sms_outbox" USING btree ("recipient","created_at");