DROP INDEX "favorite_freelancers_user_recent_idx";--> statement-breakpoint
DROP INDEX "freelancers_skill_keys_idx";--> statement-breakpoint
DROP INDEX "freelancers_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "freelancers_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "freelancers_name_key_arabic_trgm_idx";--> statement-breakpoint
DROP INDEX "freelancers_name_key_latin_trgm_idx";--> statement-breakpoint
DROP INDEX "freelancers_search_name_prefix_idx";--> statement-breakpoint
DROP INDEX "freelancers_filter_keys_idx";--> statement-breakpoint
DROP INDEX "freelancers_recent_idx";--> statement-breakpoint
DROP INDEX "freelancers_years_idx";--> statement-breakpoint
DROP INDEX "freelancers_country_years_idx";--> statement-breakpoint
DROP INDEX "freelancers_rate_idx";--> statement-breakpoint
DROP INDEX "freelancers_availability_idx";--> statement-breakpoint
DROP INDEX "freelancers_rating_idx";--> statement-breakpoint
DROP INDEX "vacancies_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "vacancies_skills_idx";--> statement-breakpoint
DROP INDEX "vacancies_recent_idx";--> statement-breakpoint
DROP INDEX "vacancies_consultant_first_idx";--> statement-breakpoint
DROP INDEX "vacancies_trainer_first_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "operator_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "operator_note" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "withheld" boolean GENERATED ALWAYS AS (operator_hidden_at is not null or owner_suspended) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_freelancers" ADD COLUMN "withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "operator_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "operator_note" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "withheld" boolean GENERATED ALWAYS AS (operator_hidden_at is not null or owner_suspended) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "operator_hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "operator_note" text;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "withheld" boolean GENERATED ALWAYS AS (operator_hidden_at is not null or owner_suspended) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "favorite_freelancers_user_recent_idx" ON "favorite_freelancers" USING btree ("user_id","created_at" DESC NULLS LAST,"freelancer_id","publish","complete","mail_verified","admin_approved","withheld");--> statement-breakpoint
CREATE INDEX "freelancers_skill_keys_idx" ON "freelancers" USING gin ("skill_keys") WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "freelancers_search_name_trgm_idx" ON "freelancers" USING gin ("search_name" gin_trgm_ops) WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "freelancers_search_text_trgm_idx" ON "freelancers" USING gin ("search_text" gin_trgm_ops) WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "freelancers_name_key_arabic_trgm_idx" ON "freelancers" USING gin ("name_key" gin_trgm_ops,"search_name" gin_trgm_ops) WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld" and "freelancers"."name_key" ~ '[a-z]';--> statement-breakpoint
CREATE INDEX "freelancers_name_key_latin_trgm_idx" ON "freelancers" USING gin ("name_key" gin_trgm_ops,"search_name" gin_trgm_ops) WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld" and "freelancers"."name_key" ~ '[A-Z]';--> statement-breakpoint
CREATE INDEX "freelancers_search_name_prefix_idx" ON "freelancers" USING btree ("search_name" text_pattern_ops,"updated_at" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "freelancers_filter_keys_idx" ON "freelancers" USING gin ("filter_keys") WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "freelancers_recent_idx" ON "freelancers" USING btree ("updated_at" DESC NULLS LAST,"id","search_name","name_key","mail_verified","admin_approved") WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "freelancers_years_idx" ON "freelancers" USING btree ("years_experience" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "freelancers_country_years_idx" ON "freelancers" USING btree (lower("country"),"years_experience" DESC NULLS LAST,"id","country","first_language","second_language","mail_verified","admin_approved") WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "freelancers_rate_idx" ON "freelancers" USING btree ("rate_key","id") WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "freelancers_availability_idx" ON "freelancers" USING btree ("availability_rank","id") WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "freelancers_rating_idx" ON "freelancers" USING btree ("rating_score" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete" and not "freelancers"."withheld";--> statement-breakpoint
CREATE INDEX "vacancies_search_text_trgm_idx" ON "vacancies" USING gin ("search_text" gin_trgm_ops) WHERE "vacancies"."deleted_at" is null and "vacancies"."publish" and not "vacancies"."withheld";--> statement-breakpoint
CREATE INDEX "vacancies_skills_idx" ON "vacancies" USING gin ("required_skills") WHERE "vacancies"."deleted_at" is null and "vacancies"."publish" and not "vacancies"."withheld";--> statement-breakpoint
CREATE INDEX "vacancies_recent_idx" ON "vacancies" USING btree ("posted_at" DESC NULLS LAST,"id","expiry_date","poster_mail_verified","admin_approved","country") WHERE "vacancies"."deleted_at" is null and "vacancies"."publish" and not "vacancies"."withheld";--> statement-breakpoint
CREATE INDEX "vacancies_consultant_first_idx" ON "vacancies" USING btree ("is_consultant" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"id") WHERE "vacancies"."deleted_at" is null and "vacancies"."publish" and not "vacancies"."withheld";--> statement-breakpoint
CREATE INDEX "vacancies_trainer_first_idx" ON "vacancies" USING btree ("is_trainer" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"id") WHERE "vacancies"."deleted_at" is null and "vacancies"."publish" and not "vacancies"."withheld";--> statement-breakpoint
-- Custom lines: the favourites' copy of the listing facts carries withheld too (copied on insert, kept as the profile
-- changes), so a member's favourites leave out a hidden profile or one whose owner is suspended, from their own index.
-- No profile is withheld yet: the copies start right at false.
CREATE OR REPLACE FUNCTION "favorite_freelancers_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT f."publish", f."complete", f."mail_verified", f."admin_approved", f."withheld"
    INTO NEW."publish", NEW."complete", NEW."mail_verified", NEW."admin_approved", NEW."withheld"
    FROM "freelancers" f WHERE f."id" = NEW."freelancer_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "freelancers_sync_favorites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "favorite_freelancers"
     SET "publish" = NEW."publish", "complete" = NEW."complete", "mail_verified" = NEW."mail_verified", "admin_approved" = NEW."admin_approved", "withheld" = NEW."withheld"
   WHERE "freelancer_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "freelancers_sync_favorites" ON "freelancers";--> statement-breakpoint
CREATE TRIGGER "freelancers_sync_favorites"
  AFTER UPDATE OF "publish", "complete", "mail_verified", "admin_approved", "operator_hidden_at", "owner_suspended" ON "freelancers"
  FOR EACH ROW
  WHEN (OLD."publish" IS DISTINCT FROM NEW."publish" OR OLD."complete" IS DISTINCT FROM NEW."complete" OR OLD."mail_verified" IS DISTINCT FROM NEW."mail_verified" OR OLD."admin_approved" IS DISTINCT FROM NEW."admin_approved" OR OLD."withheld" IS DISTINCT FROM NEW."withheld")
  EXECUTE FUNCTION "freelancers_sync_favorites"();
