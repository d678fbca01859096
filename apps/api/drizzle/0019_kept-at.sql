ALTER TABLE "payment_attempts" ADD COLUMN "kept_at" timestamp with time zone;--> statement-breakpoint
-- Existing kept captures count on the day of their last change, as the reconciliation counted them until now; a
-- premium already returned in its free look counts on the day its policy was issued, the nearest record of its capture.
UPDATE "payment_attempts" SET "kept_at" = "updated_at" WHERE "status" = 'SUCCESS';--> statement-breakpoint
UPDATE "payment_attempts" AS a SET "kept_at" = p."issued_at"
  FROM "policies" AS p
  WHERE p."payment_attempt_id" = a."id" AND p."cancelled_at" IS NOT NULL AND a."kept_at" IS NULL;
