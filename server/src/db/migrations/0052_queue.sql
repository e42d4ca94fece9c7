ALTER TABLE "conversation_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_reports_open_idx" ON "conversation_reports" USING btree ("created_at","id") WHERE "conversation_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "freelancers_awaiting_approval_idx" ON "freelancers" USING btree ("created_at","id") WHERE "freelancers"."complete" and not "freelancers"."admin_approved" and ("freelancers"."rejected_at" is null or "freelancers"."rejected_at" < "freelancers"."updated_at");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at","id") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "users_awaiting_approval_idx" ON "users" USING btree ("created_at","id") WHERE not "users"."approved" and "users"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "vacancies_awaiting_approval_idx" ON "vacancies" USING btree ("posted_at","id") WHERE "vacancies"."deleted_at" is null and "vacancies"."publish" and not "vacancies"."admin_approved" and ("vacancies"."rejected_at" is null or "vacancies"."rejected_at" < "vacancies"."updated_at");