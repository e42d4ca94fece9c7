-- Custom lines: the sound key of a name, one for both scripts (contracts/name-key.ts, whose test holds this copy to the same output):
-- "Ahmed" and «أحمد» are both "hmd". Consonants mapped to one Latin letter each, vowels dropped, و/ي and w/y kept at a word's start,
-- a letter written twice counting once, the article dropped.
CREATE FUNCTION "khibra_name_key"(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  t text := translate(lower(value), 'àáâãäåÀÁÂÃÄÅèéêëÈÉÊËìíîïÌÍÎÏòóôõöÒÓÔÕÖùúûüÙÚÛÜçÇñÑýÿÝ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy');
BEGIN
  t := regexp_replace(regexp_replace(t, '[\u064B-\u065F\u0670\u0640''’ʿʾ`]', '', 'g'), '[^a-z\u0621-\u064A\u0671\u06A9\u06CC]+', ' ', 'g');
  t := regexp_replace(regexp_replace(t, '(^| )(al|el)(?= |$)', '\1', 'g'), '(^| )ال(?=[\u0621-\u064A\u0671\u06A9\u06CC]{2})', '\1', 'g');
  t := replace(t, 'kh', 'خ');
  t := replace(t, 'gh', 'غ');
  t := replace(t, 'sh', 'ش');
  t := replace(t, 'ch', 'ش');
  t := replace(t, 'th', 'ث');
  t := replace(t, 'dh', 'ذ');
  t := replace(t, 'ph', 'ف');
  t := replace(t, 'ck', 'ك');
  t := replace(t, 'x', 'كس');
  t := regexp_replace(regexp_replace(t, '(^| )[wو]', '\1W', 'g'), '(^| )[yيی]', '\1Y', 'g');
  t := replace(regexp_replace(translate(t, 'abcdefghijklmnopqrstuvwyzWYءآأؤإئاٱةعوىيیبتثجحخدذرزسشصضطظغفقكکلمنه', '.bkd.fjh.jklmn.bkrst.f..zwy..............bttjhkddrzsssdtzgfkkklmnh'), '([a-z.])\1+', '\1', 'g'), '.', '');
  RETURN trim(regexp_replace(t, ' +', ' ', 'g'));
END
$$;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "name_key" text GENERATED ALWAYS AS (khibra_name_key(full_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "freelancers_name_key_trgm_idx" ON "freelancers" USING gin ("name_key" gin_trgm_ops) WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_country_years_idx" ON "freelancers" USING btree (lower("country"),"years_experience" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
-- Custom line: statistics of the new column at once (the planner reads its trigram selectivities from them).
ANALYZE "freelancers";