-- Custom (not generated): trigram search on names needs pg_trgm (PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "favorite_freelancers" (
	"user_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_freelancers_user_id_freelancer_id_pk" PRIMARY KEY("user_id","freelancer_id")
);
--> statement-breakpoint
CREATE TABLE "freelancers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"mail_verified" boolean DEFAULT false NOT NULL,
	"total_experience" text DEFAULT '' NOT NULL,
	"degree" text DEFAULT '' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"residency_visa" text DEFAULT '' NOT NULL,
	"first_language" text DEFAULT '' NOT NULL,
	"second_language" text DEFAULT '' NOT NULL,
	"publish" boolean DEFAULT true NOT NULL,
	"availability" text DEFAULT '' NOT NULL,
	"work_station" text DEFAULT '' NOT NULL,
	"travel_willingness" text DEFAULT '' NOT NULL,
	"hourly_rate" text DEFAULT '' NOT NULL,
	"start_date" text DEFAULT '' NOT NULL,
	"profile_header" text DEFAULT '' NOT NULL,
	"profile_summary" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"personal_link" text DEFAULT '' NOT NULL,
	"linkedin_link" text DEFAULT '' NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"skill_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_vacancies" boolean DEFAULT true NOT NULL,
	"photo_key" text,
	"resume_key" text,
	"resume_file_name" text,
	"resume_size" integer,
	"complete" boolean DEFAULT false NOT NULL,
	"admin_approved" boolean DEFAULT false NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"years_experience" integer GENERATED ALWAYS AS (coalesce(substring(total_experience from '^\s*(\d+)')::integer, 0)) STORED NOT NULL,
	"rate_key" integer GENERATED ALWAYS AS (case when hourly_rate ~* '^\s*less than' then 0 else substring(hourly_rate from '(\d+)')::integer end) STORED,
	"availability_rank" smallint GENERATED ALWAYS AS (case lower(availability) when 'full time' then 0 when 'part time' then 1 when 'evenings only' then 2 when 'weekends only' then 3 when 'few hours a week' then 4 else 9 end) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_freelancers" ADD CONSTRAINT "favorite_freelancers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_freelancers" ADD CONSTRAINT "favorite_freelancers_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_freelancers_user_recent_idx" ON "favorite_freelancers" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favorite_freelancers_freelancer_idx" ON "favorite_freelancers" USING btree ("freelancer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freelancers_user_idx" ON "freelancers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "freelancers_skill_keys_idx" ON "freelancers" USING gin ("skill_keys") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_full_name_trgm_idx" ON "freelancers" USING gin ("full_name" gin_trgm_ops) WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_country_idx" ON "freelancers" USING btree (lower("country")) WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_city_idx" ON "freelancers" USING btree (lower("city")) WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_nationality_idx" ON "freelancers" USING btree (lower("nationality")) WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_first_language_idx" ON "freelancers" USING btree (lower("first_language")) WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_second_language_idx" ON "freelancers" USING btree (lower("second_language")) WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_recent_idx" ON "freelancers" USING btree ("updated_at" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_name_idx" ON "freelancers" USING btree (lower("full_name"),"id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_years_idx" ON "freelancers" USING btree ("years_experience" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_rate_idx" ON "freelancers" USING btree ("rate_key","id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_availability_idx" ON "freelancers" USING btree ("availability_rank","id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_econsultant_first_idx" ON "freelancers" USING btree (("roles" @> '{E-Consultant}'::text[]) desc,"updated_at" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_consultant_first_idx" ON "freelancers" USING btree (("roles" @> '{Consultant}'::text[]) desc,"updated_at" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_trainer_first_idx" ON "freelancers" USING btree (("roles" @> '{Trainer}'::text[]) desc,"updated_at" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
-- Custom (not generated): the account fields mirrored on freelancers follow every change of the account.
CREATE OR REPLACE FUNCTION users_sync_freelancers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE freelancers
     SET full_name = NEW.first_name || ' ' || NEW.last_name,
         country = NEW.country,
         city = NEW.city,
         mail_verified = NEW.mail_verified
   WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_sync_freelancers
  AFTER UPDATE OF first_name, last_name, country, city, mail_verified ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.country IS DISTINCT FROM NEW.country OR OLD.city IS DISTINCT FROM NEW.city OR OLD.mail_verified IS DISTINCT FROM NEW.mail_verified)
  EXECUTE FUNCTION users_sync_freelancers();
