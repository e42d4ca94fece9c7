-- Custom migration: the console's account search (GET /admin/users?q=) reads these indexes. A name matches as every search folds text (khibra_search_fold, migration 0012), by trigrams of "first last"; an e-mail by trigrams of its lower case; no text lists the newest accounts first.
CREATE INDEX "users_search_name_trgm_idx" ON "users" USING gin (khibra_search_fold("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC, "id" DESC);
