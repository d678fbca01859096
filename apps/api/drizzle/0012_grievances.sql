CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"response" text,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "grievances_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "grievances_open_idx" ON "grievances" USING btree ("raised_at") WHERE "grievances"."state" <> 'CLOSED';