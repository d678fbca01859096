ALTER TABLE "policies" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "cancel_refund_paise" integer;