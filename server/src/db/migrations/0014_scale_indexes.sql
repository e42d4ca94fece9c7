-- Custom line: the expression index of migration 0012 (khibra_search_fold(full_name)) gives way to one of the same name on the stored column.
DROP INDEX "freelancers_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "freelancers_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "favorite_freelancers_user_recent_idx";--> statement-breakpoint
DROP INDEX "vacancies_recent_idx";--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "search_name" text GENERATED ALWAYS AS (khibra_search_fold(full_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "freelancers_search_name_trgm_idx" ON "freelancers" USING gin ("search_name" gin_trgm_ops) WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_search_name_prefix_idx" ON "freelancers" USING btree ("search_name" text_pattern_ops,"updated_at" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "favorite_freelancers_user_recent_idx" ON "favorite_freelancers" USING btree ("user_id","created_at" DESC NULLS LAST,"freelancer_id");--> statement-breakpoint
CREATE INDEX "vacancies_recent_idx" ON "vacancies" USING btree ("posted_at" DESC NULLS LAST,"id","expiry_date","poster_mail_verified","admin_approved") WHERE "vacancies"."deleted_at" is null and "vacancies"."publish";--> statement-breakpoint
-- Custom line: statistics of the new column at once (the planner reads its prefix and trigram selectivities from them).
ANALYZE "freelancers";