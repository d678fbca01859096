ALTER TABLE "journeys" ADD COLUMN "confirmed_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
-- Rows written before the journey was frozen at confirmation: open or declined attempts carry no snapshot and may
-- not be paid, a confirmation without a snapshot must be given again, and a second captured payment on one
-- journey (possible before this migration) is owed back to the buyer.
UPDATE "payment_attempts" SET "status" = 'CANCELLED' WHERE "status" IN ('PENDING', 'FAILED') AND "snapshot" IS NULL;--> statement-breakpoint
UPDATE "journeys" SET "status" = 'INITIATED' WHERE "status" = 'CONFIRMED' AND "confirmed_snapshot" IS NULL;--> statement-breakpoint
UPDATE "payment_attempts" AS a SET "status" = 'REFUND_DUE', "refund_paise" = a."amount_paise", "failure_reason" = 'This policy was already paid for. The second payment is refunded to you.' WHERE a."status" = 'SUCCESS' AND EXISTS (SELECT 1 FROM "payment_attempts" AS b WHERE b."journey_id" = a."journey_id" AND b."status" = 'SUCCESS' AND (b."created_at", b."id") < (a."created_at", a."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_open_uq" ON "payment_attempts" USING btree ("journey_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_success_uq" ON "payment_attempts" USING btree ("journey_id") WHERE status = 'SUCCESS';