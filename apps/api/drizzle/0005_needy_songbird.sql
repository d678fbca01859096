ALTER TABLE "journeys" ADD COLUMN "confirmed_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_uq" ON "payment_attempts" USING btree ("journey_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_success_uq" ON "payment_attempts" USING btree ("journey_id") WHERE status = 'SUCCESS';