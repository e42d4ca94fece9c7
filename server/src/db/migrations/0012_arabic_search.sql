-- Arabic search (issue 13): one definition of how searched text is folded, used by the
-- vacancy keyword search (search_text) and the freelancer name search (an expression
-- index), on PostgreSQL and PGlite alike. Lower case; hamza forms of alef (أ إ آ ٱ) → ا;
-- ؤ → و; ئ → ي; ta marbuta ة → ه; alef maqsura ى → ي; tatweel and diacritics (harakat,
-- shadda, sukun, superscript alef: U+064B–U+065F, U+0670, U+0640) removed. So "احمد"
-- finds "أحمد", "اسامة" finds "أسامة", "مدربه" finds "مدرّبة".
CREATE FUNCTION "khibra_search_fold"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(lower(value), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱؤئةى', 'ااااويهي')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vacancies_maintain"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NOT NULL THEN
    NEW.search_text := '';
  ELSE
    NEW.search_text := khibra_search_fold(coalesce(NEW.title, '') || ' ' || coalesce(NEW.requirements, '') || ' ' || array_to_string(NEW.required_skills, ' '));
  END IF;
  IF TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    NEW.poster_mail_verified := coalesce((SELECT u.mail_verified FROM users u WHERE u.id = NEW.user_id), false);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "vacancies" SET "search_text" = khibra_search_fold("search_text") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "freelancers_search_name_trgm_idx" ON "freelancers" USING gin (khibra_search_fold("full_name") gin_trgm_ops) WHERE "freelancers"."publish" and "freelancers"."complete";
