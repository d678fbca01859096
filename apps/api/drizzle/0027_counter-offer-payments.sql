DROP INDEX "payment_attempts_one_success_uq";--> statement-breakpoint
ALTER TABLE "insurer_cases" ADD COLUMN "top_up_attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "insurer_cases" ADD COLUMN "top_up_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "purpose" text DEFAULT 'PREMIUM' NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "extra_premium_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_top_up_uq" ON "payment_attempts" USING btree ("journey_id") WHERE status = 'SUCCESS' and purpose = 'COUNTER_OFFER';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_success_uq" ON "payment_attempts" USING btree ("journey_id") WHERE status = 'SUCCESS' and purpose = 'PREMIUM';