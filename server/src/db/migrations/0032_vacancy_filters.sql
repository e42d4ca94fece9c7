CREATE INDEX "vacancies_skills_idx" ON "vacancies" USING gin ("required_skills") WHERE "vacancies"."deleted_at" is null and "vacancies"."publish";--> statement-breakpoint
CREATE INDEX "vacancies_workstation_idx" ON "vacancies" USING btree (lower("workstation"));--> statement-breakpoint
CREATE INDEX "vacancies_hourly_rate_idx" ON "vacancies" USING btree (lower("hourly_rate"));--> statement-breakpoint
CREATE INDEX "vacancies_user_idx" ON "vacancies" USING btree ("user_id");