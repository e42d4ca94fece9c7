CREATE TABLE "alert_streams" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone,
	"up_to" timestamp with time zone,
	"round" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"business_user_id" uuid NOT NULL,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"parts" jsonb NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_alert_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "vacancy_alert_matches" (
	"freelancer_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"shared" smallint NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "vacancy_alert_matches_freelancer_id_vacancy_id_pk" PRIMARY KEY("freelancer_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "vacancy_alert_runs" (
	"vacancy_id" uuid PRIMARY KEY NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"matched" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "vacancy_alerts" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "takes_invitations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "proposal_mails" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_business_user_id_users_id_fk" FOREIGN KEY ("business_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_alert_matches" ADD CONSTRAINT "vacancy_alert_matches_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_alert_matches" ADD CONSTRAINT "vacancy_alert_matches_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_alert_runs" ADD CONSTRAINT "vacancy_alert_runs_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_vacancy_freelancer_idx" ON "invitations" USING btree ("vacancy_id","freelancer_id");--> statement-breakpoint
CREATE INDEX "invitations_business_created_idx" ON "invitations" USING btree ("business_user_id","created_at");--> statement-breakpoint
CREATE INDEX "invitations_freelancer_idx" ON "invitations" USING btree ("freelancer_id");--> statement-breakpoint
CREATE INDEX "notices_user_created_idx" ON "notices" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "notices_unread_idx" ON "notices" USING btree ("user_id") WHERE "notices"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notices_created_idx" ON "notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency",coalesce("last_alert_at", "created_at")) WHERE "saved_searches"."frequency" <> 'off';--> statement-breakpoint
CREATE INDEX "vacancy_alert_matches_pending_idx" ON "vacancy_alert_matches" USING btree ("freelancer_id","matched_at") WHERE "vacancy_alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "vacancy_alert_matches_vacancy_idx" ON "vacancy_alert_matches" USING btree ("vacancy_id");--> statement-breakpoint
-- Vacancies listed before alerts existed are not alerted: each counts as matched already.
INSERT INTO "vacancy_alert_runs" ("vacancy_id", "matched_at", "matched") SELECT "id", now(), 0 FROM "vacancies";
