ALTER TABLE "journeys" ADD COLUMN "kyc_review_status" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "kyc_review_reason" text;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "kyc_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "journeys" ADD COLUMN "kyc_reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "journeys_kyc_queue_idx" ON "journeys" USING btree ("kyc_submitted_at") WHERE "journeys"."kyc_review_status" = 'UNDER_REVIEW';