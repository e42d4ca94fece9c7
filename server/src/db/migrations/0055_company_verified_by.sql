ALTER TABLE "companies" ADD COLUMN "verified_by" text;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_verified_idx" ON "companies" USING btree ("verified_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "companies"."verified_domain" is not null;