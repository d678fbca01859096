ALTER TABLE "journeys" ADD COLUMN "renewal_of_policy_id" uuid;--> statement-breakpoint
CREATE INDEX "journeys_renewal_of_idx" ON "journeys" USING btree ("renewal_of_policy_id") WHERE "journeys"."renewal_of_policy_id" IS NOT NULL;
