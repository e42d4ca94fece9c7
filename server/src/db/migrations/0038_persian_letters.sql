-- Persian and Urdu keyboards type ی (U+06CC) for ي, ک (U+06A9) for ك and ۀ (U+06C0) for ه: a search typed on
-- one meets text stored from the other. The fold (khibra_search_fold) gains the three; contracts/text.ts's foldSearch
-- folds the same letters. The stored folded columns (freelancers.search_name and search_text, generated; vacancies'
-- search_text, kept by its trigger) are computed again where they hold one of them.
CREATE OR REPLACE FUNCTION "khibra_search_fold"(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(regexp_replace(lower(value), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱؤئةىیکۀ', 'ااااويهييكه')
$$;--> statement-breakpoint
UPDATE "freelancers" SET "full_name" = "full_name" WHERE "full_name" ~ '[یکۀ]' OR "profile_header" ~ '[یکۀ]' OR "profile_summary" ~ '[یکۀ]';--> statement-breakpoint
UPDATE "vacancies" SET "title" = "title" WHERE "deleted_at" IS NULL AND "search_text" ~ '[یکۀ]';
