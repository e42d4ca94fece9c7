DROP INDEX "freelancers_country_idx";--> statement-breakpoint
DROP INDEX "freelancers_city_idx";--> statement-breakpoint
DROP INDEX "freelancers_nationality_idx";--> statement-breakpoint
DROP INDEX "freelancers_first_language_idx";--> statement-breakpoint
DROP INDEX "freelancers_second_language_idx";--> statement-breakpoint
DROP INDEX "freelancers_name_idx";--> statement-breakpoint
DROP INDEX "freelancers_econsultant_first_idx";--> statement-breakpoint
DROP INDEX "freelancers_consultant_first_idx";--> statement-breakpoint
DROP INDEX "freelancers_trainer_first_idx";--> statement-breakpoint
CREATE INDEX "freelancers_country_idx" ON "freelancers" USING btree (lower("country"));--> statement-breakpoint
CREATE INDEX "freelancers_city_idx" ON "freelancers" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "freelancers_nationality_idx" ON "freelancers" USING btree (lower("nationality"));--> statement-breakpoint
CREATE INDEX "freelancers_first_language_idx" ON "freelancers" USING btree (lower("first_language"));--> statement-breakpoint
CREATE INDEX "freelancers_second_language_idx" ON "freelancers" USING btree (lower("second_language"));--> statement-breakpoint
CREATE INDEX "freelancers_name_idx" ON "freelancers" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "freelancers_econsultant_first_idx" ON "freelancers" USING btree (("roles" @> '{E-Consultant}'::text[]) desc,"updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "freelancers_consultant_first_idx" ON "freelancers" USING btree (("roles" @> '{Consultant}'::text[]) desc,"updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "freelancers_trainer_first_idx" ON "freelancers" USING btree (("roles" @> '{Trainer}'::text[]) desc,"updated_at" DESC NULLS LAST,"id");