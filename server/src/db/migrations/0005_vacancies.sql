CREATE TABLE "vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"publish" boolean DEFAULT true NOT NULL,
	"expiry_date" date NOT NULL,
	"posted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"file_key" text,
	"file_name" text,
	"file_size" integer,
	"required_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text NOT NULL,
	"min_experience" text DEFAULT '' NOT NULL,
	"first_language" text DEFAULT '' NOT NULL,
	"second_language" text DEFAULT '' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"workstation" text DEFAULT '' NOT NULL,
	"travel_required" text DEFAULT '' NOT NULL,
	"start_date" text DEFAULT '' NOT NULL,
	"time_period" text DEFAULT '' NOT NULL,
	"min_availability" text DEFAULT '' NOT NULL,
	"project_phase" text DEFAULT '' NOT NULL,
	"hourly_rate" text DEFAULT '' NOT NULL,
	"pay_type" text DEFAULT '' NOT NULL,
	"flights" text DEFAULT 'Not Paid' NOT NULL,
	"hotel" text DEFAULT 'Not Paid' NOT NULL,
	"is_trainer" boolean DEFAULT false NOT NULL,
	"is_consultant" boolean DEFAULT false NOT NULL,
	"is_phone_public" boolean DEFAULT false NOT NULL,
	"is_phone_registered" boolean DEFAULT true NOT NULL,
	"admin_approved" boolean DEFAULT false NOT NULL,
	"poster_mail_verified" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancy_applications" (
	"vacancy_id" uuid NOT NULL,
	"freelancer_user_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"applied_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD CONSTRAINT "vacancy_applications_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD CONSTRAINT "vacancy_applications_freelancer_user_id_users_id_fk" FOREIGN KEY ("freelancer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_applications" ADD CONSTRAINT "vacancy_applications_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancies_search_text_trgm_idx" ON "vacancies" USING gin ("search_text" gin_trgm_ops) WHERE "vacancies"."deleted_at" is null and "vacancies"."publish";--> statement-breakpoint
CREATE INDEX "vacancies_country_idx" ON "vacancies" USING btree (lower("country"));--> statement-breakpoint
CREATE INDEX "vacancies_city_idx" ON "vacancies" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "vacancies_nationality_idx" ON "vacancies" USING btree (lower("nationality"));--> statement-breakpoint
CREATE INDEX "vacancies_first_language_idx" ON "vacancies" USING btree (lower("first_language"));--> statement-breakpoint
CREATE INDEX "vacancies_second_language_idx" ON "vacancies" USING btree (lower("second_language"));--> statement-breakpoint
CREATE INDEX "vacancies_recent_idx" ON "vacancies" USING btree ("posted_at" DESC NULLS LAST,"id") WHERE "vacancies"."deleted_at" is null and "vacancies"."publish";--> statement-breakpoint
CREATE INDEX "vacancies_consultant_first_idx" ON "vacancies" USING btree ("is_consultant" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"id") WHERE "vacancies"."deleted_at" is null and "vacancies"."publish";--> statement-breakpoint
CREATE INDEX "vacancies_trainer_first_idx" ON "vacancies" USING btree ("is_trainer" DESC NULLS LAST,"posted_at" DESC NULLS LAST,"id") WHERE "vacancies"."deleted_at" is null and "vacancies"."publish";--> statement-breakpoint
CREATE INDEX "vacancies_econsultant_first_idx" ON "vacancies" USING btree (("is_consultant" and lower("workstation") = 'remote') desc,"posted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "vacancies_onsite_first_idx" ON "vacancies" USING btree ((lower("workstation") = 'onsite') desc,"posted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "vacancies_remote_first_idx" ON "vacancies" USING btree ((lower("workstation") = 'remote') desc,"posted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "vacancies_poster_idx" ON "vacancies" USING btree ("user_id","posted_at" DESC NULLS LAST,"id") WHERE "vacancies"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vacancy_applications_vacancy_freelancer_idx" ON "vacancy_applications" USING btree ("vacancy_id","freelancer_user_id");--> statement-breakpoint
CREATE INDEX "vacancy_applications_vacancy_recent_idx" ON "vacancy_applications" USING btree ("vacancy_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancy_applications_freelancer_recent_idx" ON "vacancy_applications" USING btree ("freelancer_user_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vacancy_applications_freelancer_profile_idx" ON "vacancy_applications" USING btree ("freelancer_id");--> statement-breakpoint
-- Custom SQL (not generated): what every writer of vacancies gets for free.
-- search_text: what the keyword search matches (title, requirements, skills), cleared once deleted.
-- poster_mail_verified: the poster's users.mail_verified, read by APPROVAL=email.
CREATE FUNCTION "vacancies_maintain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    NEW.search_text := '';
  ELSE
    NEW.search_text := lower(coalesce(NEW.title, '') || ' ' || coalesce(NEW.requirements, '') || ' ' || array_to_string(NEW.required_skills, ' '));
  END IF;
  IF TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    NEW.poster_mail_verified := coalesce((SELECT u.mail_verified FROM users u WHERE u.id = NEW.user_id), false);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vacancies_maintain" BEFORE INSERT OR UPDATE ON "vacancies" FOR EACH ROW EXECUTE FUNCTION "vacancies_maintain"();--> statement-breakpoint
CREATE FUNCTION "users_sync_vacancies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.mail_verified IS DISTINCT FROM OLD.mail_verified THEN
    UPDATE vacancies SET poster_mail_verified = NEW.mail_verified WHERE user_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_sync_vacancies" AFTER UPDATE OF "mail_verified" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_sync_vacancies"();
