ALTER TABLE "journeys" ADD COLUMN "ported_from_policy_id" uuid;--> statement-breakpoint
CREATE INDEX "journeys_ported_from_idx" ON "journeys" USING btree ("ported_from_policy_id") WHERE "journeys"."ported_from_policy_id" IS NOT NULL;
