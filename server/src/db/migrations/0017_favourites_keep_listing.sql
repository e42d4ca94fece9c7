DROP INDEX "favorite_freelancers_user_recent_idx";--> statement-breakpoint
ALTER TABLE "favorite_freelancers" ADD COLUMN "publish" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_freelancers" ADD COLUMN "complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_freelancers" ADD COLUMN "mail_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_freelancers" ADD COLUMN "admin_approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Custom lines: the profile's listing facts beside each favourite, copied on insert and kept as the profile changes
-- (its mail_verified follows the account through users_sync_freelancers), so a member's favourites are counted and paged
-- from the favourites' index alone.
UPDATE "favorite_freelancers" fv SET "publish" = f."publish", "complete" = f."complete", "mail_verified" = f."mail_verified", "admin_approved" = f."admin_approved"
  FROM "freelancers" f WHERE f."id" = fv."freelancer_id";--> statement-breakpoint
CREATE FUNCTION "favorite_freelancers_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT f."publish", f."complete", f."mail_verified", f."admin_approved" INTO NEW."publish", NEW."complete", NEW."mail_verified", NEW."admin_approved"
    FROM "freelancers" f WHERE f."id" = NEW."freelancer_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "favorite_freelancers_listing" BEFORE INSERT OR UPDATE OF "freelancer_id" ON "favorite_freelancers" FOR EACH ROW EXECUTE FUNCTION "favorite_freelancers_listing"();--> statement-breakpoint
CREATE FUNCTION "freelancers_sync_favorites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "favorite_freelancers" SET "publish" = NEW."publish", "complete" = NEW."complete", "mail_verified" = NEW."mail_verified", "admin_approved" = NEW."admin_approved"
   WHERE "freelancer_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "freelancers_sync_favorites"
  AFTER UPDATE OF "publish", "complete", "mail_verified", "admin_approved" ON "freelancers"
  FOR EACH ROW
  WHEN (OLD."publish" IS DISTINCT FROM NEW."publish" OR OLD."complete" IS DISTINCT FROM NEW."complete" OR OLD."mail_verified" IS DISTINCT FROM NEW."mail_verified" OR OLD."admin_approved" IS DISTINCT FROM NEW."admin_approved")
  EXECUTE FUNCTION "freelancers_sync_favorites"();--> statement-breakpoint
CREATE INDEX "favorite_freelancers_user_recent_idx" ON "favorite_freelancers" USING btree ("user_id","created_at" DESC NULLS LAST,"freelancer_id","publish","complete","mail_verified","admin_approved");