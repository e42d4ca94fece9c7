-- Custom lines: the sound key of a name, one for both scripts (contracts/name-key.ts, whose test holds this copy to the same output):
-- "Ahmed" is "HMD" and «أحمد» "hmd" (the case tells the script). Consonants mapped to one Latin letter each, vowels dropped,
-- و/ي and w/y kept at a word's start, a letter written twice counting once, the article dropped.
CREATE FUNCTION "khibra_name_key"(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  t text := translate(lower(value), 'àáâãäåÀÁÂÃÄÅèéêëÈÉÊËìíîïÌÍÎÏòóôõöÒÓÔÕÖùúûüÙÚÛÜçÇñÑýÿÝ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy');
BEGIN
  t := regexp_replace(regexp_replace(t, '[\u064B-\u065F\u0670\u0640''’ʿʾ`]', '', 'g'), '[^a-z\u0621-\u064A\u0671\u06A9\u06CC]+', ' ', 'g');
  t := regexp_replace(regexp_replace(t, '(^| )(al|el)(?= |$)', '\1', 'g'), '(^| )ال(?=[\u0621-\u064A\u0671\u06A9\u06CC]{2})', '\1', 'g');
  t := replace(t, 'kh', 'K');
  t := replace(t, 'gh', 'G');
  t := replace(t, 'sh', 'S');
  t := replace(t, 'ch', 'S');
  t := replace(t, 'th', 'T');
  t := replace(t, 'dh', 'D');
  t := replace(t, 'ph', 'F');
  t := replace(t, 'ck', 'K');
  t := replace(t, 'x', 'KS');
  t := regexp_replace(regexp_replace(t, '(^| )w', '\1W', 'g'), '(^| )y', '\1Y', 'g');
  t := regexp_replace(regexp_replace(t, '(^| )و', '\1Q', 'g'), '(^| )[يی]', '\1X', 'g');
  t := replace(regexp_replace(translate(t, 'abcdefghijklmnopqrstuvwyzQXءآأؤإئاٱةعوىيیبتثجحخدذرزسشصضطظغفقكکلمنه', '.BKD.FJH.JKLMN.BKRST.F..Zwy..............bttjhkddrzsssdtzgfkkklmnh'), '([a-zA-Z.])\1+', '\1', 'g'), '.', '');
  RETURN trim(regexp_replace(t, ' +', ' ', 'g'));
END
$$;--> statement-breakpoint

ALTER TABLE "freelancers" ADD COLUMN "name_key" text GENERATED ALWAYS AS (khibra_name_key(full_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "freelancers_name_key_trgm_idx" ON "freelancers" USING gin ("name_key" gin_trgm_ops) WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
CREATE INDEX "freelancers_country_years_idx" ON "freelancers" USING btree (lower("country"),"years_experience" DESC NULLS LAST,"id") WHERE "freelancers"."publish" and "freelancers"."complete";--> statement-breakpoint
-- Custom line: statistics of the new column at once (the planner reads its trigram selectivities from them).
ANALYZE "freelancers";