-- Motor policies already issued (motor-covers.ts): each section of a registered vehicle's cover is also keyed by its
-- registration number (its RTO number in two digits: registrationKey), as the chassis key is, for the same days.
INSERT INTO "policy_covers" ("policy_id", "cover_key", "start_date", "end_date")
SELECT c."policy_id",
  split_part(c."cover_key", ':', 1) || ':REG-'
    || regexp_replace(upper(p."snapshot" -> 'insuredMembers' ->> 'registration_number'), '^([A-Z]{2})([0-9])([A-Z]{0,3}[0-9]{4})$', '\10\2\3'),
  c."start_date", c."end_date"
FROM "policy_covers" AS c
JOIN "policies" AS p ON p."id" = c."policy_id"
WHERE split_part(c."cover_key", ':', 1) IN ('OWN_DAMAGE', 'THIRD_PARTY') AND c."cover_key" NOT LIKE '%:REG-%'
  AND p."snapshot" -> 'insuredMembers' ->> 'registration_number' IS NOT NULL;--> statement-breakpoint
-- A no-claim bonus already carried to a renewal is held by the previous policy that earned it, from the renewal's
-- first day on: one bonus, one renewal.
INSERT INTO "policy_covers" ("policy_id", "cover_key", "start_date", "end_date")
SELECT p."id",
  'NCB:' || regexp_replace(upper(p."snapshot" -> 'insuredMembers' -> 'previous_policy' ->> 'policy_number'), '[^A-Z0-9]', '', 'g'),
  p."start_date", '9999-12-31'
FROM "policies" AS p
WHERE p."snapshot" ->> 'vertical' = 'MOTOR'
  AND p."snapshot" -> 'insuredMembers' -> 'previous_policy' ->> 'policy_number' IS NOT NULL
  AND (p."snapshot" -> 'quoteRequest' -> 'priced_cover' -> 'own_damage' ->> 'ncb_percent')::numeric > 0;
