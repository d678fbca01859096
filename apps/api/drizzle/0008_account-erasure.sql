ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "journeys_updated_at_idx" ON "journeys" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "quotation_lists_created_at_idx" ON "quotation_lists" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_at_idx" ON "sessions" USING btree ("last_seen_at");