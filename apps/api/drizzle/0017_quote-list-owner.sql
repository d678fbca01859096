ALTER TABLE "quotation_lists" ADD COLUMN "user_id" uuid;--> statement-breakpoint
CREATE INDEX "quotation_lists_user_idx" ON "quotation_lists" USING btree ("user_id");--> statement-breakpoint
-- A quote list belongs to the session that asked for it, and the session to its user. Every way a signed-in session
-- ends (sign-out, sign-out everywhere, another person signing in on that browser, idle expiry) deletes its row; its
-- lists then keep that user, so they stay in the user's export and go with the user's account, never to anyone else.
CREATE FUNCTION "quotation_lists_keep_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "quotation_lists" SET "user_id" = OLD."user_id" WHERE "session_id" = OLD."id" AND "user_id" IS NULL;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_keep_list_owner" BEFORE DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD."user_id" IS NOT NULL) EXECUTE FUNCTION "quotation_lists_keep_owner"();