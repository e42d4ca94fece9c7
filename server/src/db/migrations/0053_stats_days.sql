CREATE TABLE "stats_days" (
	"day" date PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"signups_business" integer NOT NULL,
	"signups_freelancer" integer NOT NULL,
	"vacancies" integer NOT NULL,
	"proposals" integer NOT NULL,
	"hires" integer NOT NULL,
	"bookings" integer NOT NULL,
	"messages" integer NOT NULL,
	"reviews" integer NOT NULL,
	"mails_sent" integer NOT NULL,
	"mails_failed" integer NOT NULL,
	"funnel_proposed" integer NOT NULL,
	"funnel_shortlisted" integer NOT NULL,
	"funnel_hired" integer NOT NULL,
	"first_proposal_seconds" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "econsultation_bookings_created_idx" ON "econsultation_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("kind","status","finished_at");--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vacancies_posted_idx" ON "vacancies" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "vacancy_applications_applied_idx" ON "vacancy_applications" USING btree ("applied_at");--> statement-breakpoint
CREATE INDEX "vacancy_applications_hired_idx" ON "vacancy_applications" USING btree ("status_at") WHERE "vacancy_applications"."status" = 'hired';