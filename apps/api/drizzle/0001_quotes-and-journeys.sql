CREATE TABLE "journeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vertical" text NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid,
	"quote_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"insurer_id" text NOT NULL,
	"quote_request" jsonb NOT NULL,
	"addons" jsonb NOT NULL,
	"premium" jsonb NOT NULL,
	"quoted_premium" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"vertical" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text NOT NULL,
	"expected_count" integer NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_list_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"insurer_id" text NOT NULL,
	"status" text NOT NULL,
	"priority" double precision DEFAULT 0 NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quotation_list_id_quotation_lists_id_fk" FOREIGN KEY ("quotation_list_id") REFERENCES "public"."quotation_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journeys_session_idx" ON "journeys" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "journeys_user_idx" ON "journeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotation_lists_session_idx" ON "quotation_lists" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_list_plan_uq" ON "quotes" USING btree ("quotation_list_id","plan_id");