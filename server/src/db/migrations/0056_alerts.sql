CREATE TABLE "alert_streams" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone,
	"up_to" timestamp with time zone,
	"round" integer DEFAULT 0 NOT NULL
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
ALTER TABLE "vacancy_alert_matches" ADD CONSTRAINT "vacancy_alert_matches_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_alert_matches" ADD CONSTRAINT "vacancy_alert_matches_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_alert_runs" ADD CONSTRAINT "vacancy_alert_runs_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancy_alert_matches_pending_idx" ON "vacancy_alert_matches" USING btree ("freelancer_id","matched_at") WHERE "vacancy_alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "vacancy_alert_matches_vacancy_idx" ON "vacancy_alert_matches" USING btree ("vacancy_id");--> statement-breakpoint
-- Vacancies listed before alerts existed are not alerted: each counts as matched already.
INSERT INTO "vacancy_alert_runs" ("vacancy_id", "matched_at", "matched") SELECT "id", now(), 0 FROM "vacancies";
