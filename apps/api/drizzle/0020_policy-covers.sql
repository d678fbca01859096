CREATE TABLE "policy_covers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"cover_key" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policy_covers" ADD CONSTRAINT "policy_covers_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_covers_key_idx" ON "policy_covers" USING btree ("cover_key");--> statement-breakpoint
-- Motor policies already issued: each section of cover their paid snapshot priced, keyed by its chassis number; own
-- damage runs a year from the start, third party the years it was priced for.
INSERT INTO "policy_covers" ("policy_id", "cover_key", "start_date", "end_date")
SELECT p."id", 'OWN_DAMAGE:' || upper(p."snapshot" -> 'insuredMembers' ->> 'chassis_number'), p."start_date",
  to_char((p."start_date"::date + interval '1 year')::date - 1, 'YYYY-MM-DD')
FROM "policies" AS p
WHERE p."snapshot" ->> 'vertical' = 'MOTOR' AND p."snapshot" -> 'insuredMembers' ->> 'chassis_number' IS NOT NULL
  AND jsonb_typeof(p."snapshot" -> 'quoteRequest' -> 'priced_cover' -> 'own_damage') = 'object';--> statement-breakpoint
INSERT INTO "policy_covers" ("policy_id", "cover_key", "start_date", "end_date")
SELECT p."id", 'THIRD_PARTY:' || upper(p."snapshot" -> 'insuredMembers' ->> 'chassis_number'), p."start_date",
  to_char((p."start_date"::date
    + make_interval(years => (p."snapshot" -> 'quoteRequest' -> 'priced_cover' -> 'third_party' ->> 'years')::int))::date - 1,
    'YYYY-MM-DD')
FROM "policies" AS p
WHERE p."snapshot" ->> 'vertical' = 'MOTOR' AND p."snapshot" -> 'insuredMembers' ->> 'chassis_number' IS NOT NULL
  AND jsonb_typeof(p."snapshot" -> 'quoteRequest' -> 'priced_cover' -> 'third_party') = 'object';
