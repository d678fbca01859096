CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_attempt_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("payment_attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_attempt_idx" ON "payment_events" USING btree ("payment_attempt_id","at");--> statement-breakpoint
CREATE FUNCTION "payment_status_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."status" IS DISTINCT FROM OLD."status" THEN
    -- clock_timestamp(), not now(): two moves in one transaction keep their order.
    INSERT INTO "payment_events" ("payment_attempt_id", "kind", "status", "detail", "at")
    VALUES (
      NEW."id",
      'STATUS',
      NEW."status",
      jsonb_build_object('from', CASE WHEN TG_OP = 'UPDATE' THEN OLD."status" END, 'reason', NEW."failure_reason"),
      clock_timestamp()
    );
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_attempts_status_history" AFTER INSERT OR UPDATE OF "status" ON "payment_attempts" FOR EACH ROW EXECUTE FUNCTION "payment_status_history"();
