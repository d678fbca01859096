-- A journey's proposal in one column, its parts under its own vertical's names (packages/domain/src/verticals):
-- motor's vehicle was kept in insured_members and term's lifestyle in medical. Each vertical's proposer (the
-- proposer, the life assured, the owner) stays `proposer`. Snapshots of a confirmation (the journey's, each payment
-- attempt's and each policy's copy) hold the same parts and move the same way.
ALTER TABLE "journeys" ADD COLUMN "proposal" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "journeys" SET "proposal" = CASE "vertical"
  WHEN 'HEALTH' THEN jsonb_build_object('proposer', "proposer", 'insured_members', "insured_members", 'nominee', "nominee",
    'contact', "contact", 'medical', "medical")
  WHEN 'TERM' THEN jsonb_build_object('proposer', "proposer", 'nominees', "nominee", 'contact', "contact",
    'lifestyle', "medical")
  WHEN 'MOTOR' THEN jsonb_build_object('proposer', "proposer", 'vehicle', "insured_members", 'nominee', "nominee")
END;--> statement-breakpoint
UPDATE "journeys" SET "confirmed_snapshot" = ("confirmed_snapshot" - 'proposer' - 'insuredMembers' - 'nominee' - 'contact' - 'medical')
  || jsonb_build_object('proposal', CASE "confirmed_snapshot" ->> 'vertical'
    WHEN 'HEALTH' THEN jsonb_build_object('proposer', "confirmed_snapshot" -> 'proposer',
      'insured_members', "confirmed_snapshot" -> 'insuredMembers', 'nominee', "confirmed_snapshot" -> 'nominee',
      'contact', "confirmed_snapshot" -> 'contact', 'medical', "confirmed_snapshot" -> 'medical')
    WHEN 'TERM' THEN jsonb_build_object('proposer', "confirmed_snapshot" -> 'proposer',
      'nominees', "confirmed_snapshot" -> 'nominee', 'contact', "confirmed_snapshot" -> 'contact',
      'lifestyle', "confirmed_snapshot" -> 'medical')
    WHEN 'MOTOR' THEN jsonb_build_object('proposer', "confirmed_snapshot" -> 'proposer',
      'vehicle', "confirmed_snapshot" -> 'insuredMembers', 'nominee', "confirmed_snapshot" -> 'nominee')
  END)
WHERE jsonb_typeof("confirmed_snapshot") = 'object';--> statement-breakpoint
UPDATE "payment_attempts" SET "snapshot" = ("snapshot" - 'proposer' - 'insuredMembers' - 'nominee' - 'contact' - 'medical')
  || jsonb_build_object('proposal', CASE "snapshot" ->> 'vertical'
    WHEN 'HEALTH' THEN jsonb_build_object('proposer', "snapshot" -> 'proposer', 'insured_members', "snapshot" -> 'insuredMembers',
      'nominee', "snapshot" -> 'nominee', 'contact', "snapshot" -> 'contact', 'medical', "snapshot" -> 'medical')
    WHEN 'TERM' THEN jsonb_build_object('proposer', "snapshot" -> 'proposer', 'nominees', "snapshot" -> 'nominee',
      'contact', "snapshot" -> 'contact', 'lifestyle', "snapshot" -> 'medical')
    WHEN 'MOTOR' THEN jsonb_build_object('proposer', "snapshot" -> 'proposer', 'vehicle', "snapshot" -> 'insuredMembers',
      'nominee', "snapshot" -> 'nominee')
  END)
WHERE jsonb_typeof("snapshot") = 'object';--> statement-breakpoint
UPDATE "policies" SET "snapshot" = ("snapshot" - 'proposer' - 'insuredMembers' - 'nominee' - 'contact' - 'medical')
  || jsonb_build_object('proposal', CASE "snapshot" ->> 'vertical'
    WHEN 'HEALTH' THEN jsonb_build_object('proposer', "snapshot" -> 'proposer', 'insured_members', "snapshot" -> 'insuredMembers',
      'nominee', "snapshot" -> 'nominee', 'contact', "snapshot" -> 'contact', 'medical', "snapshot" -> 'medical')
    WHEN 'TERM' THEN jsonb_build_object('proposer', "snapshot" -> 'proposer', 'nominees', "snapshot" -> 'nominee',
      'contact', "snapshot" -> 'contact', 'lifestyle', "snapshot" -> 'medical')
    WHEN 'MOTOR' THEN jsonb_build_object('proposer', "snapshot" -> 'proposer', 'vehicle', "snapshot" -> 'insuredMembers',
      'nominee', "snapshot" -> 'nominee')
  END)
WHERE jsonb_typeof("snapshot") = 'object';--> statement-breakpoint
ALTER TABLE "journeys" DROP COLUMN "proposer";--> statement-breakpoint
ALTER TABLE "journeys" DROP COLUMN "insured_members";--> statement-breakpoint
ALTER TABLE "journeys" DROP COLUMN "nominee";--> statement-breakpoint
ALTER TABLE "journeys" DROP COLUMN "contact";--> statement-breakpoint
ALTER TABLE "journeys" DROP COLUMN "medical";
