ALTER TABLE "policies" ADD COLUMN "cover_key" text;--> statement-breakpoint
CREATE INDEX "policies_cover_key_idx" ON "policies" USING btree ("cover_key") WHERE cover_key is not null;--> statement-breakpoint
-- Motor policies already issued are keyed by the chassis number their paid snapshot names.
UPDATE "policies" SET "cover_key" = upper("snapshot" -> 'insuredMembers' ->> 'chassis_number')
  WHERE "snapshot" ->> 'vertical' = 'MOTOR' AND "snapshot" -> 'insuredMembers' ->> 'chassis_number' IS NOT NULL;
