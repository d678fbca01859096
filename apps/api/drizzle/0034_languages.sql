ALTER TABLE "journeys" ADD COLUMN "confirmed_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;