-- Custom lines: the sound key keeps marks of the vowels that tell names apart (contracts/name-key.ts, whose test holds
-- this copy to the same output): the vowel a word starts with, the long vowels written (و, ي; "ou", "ee", y, w) and
-- how a word ends. "Ahmed" is "VHMED", «أحمد» "vhmd", «حمد» "hmd"; «محمد» "mhmd", «محمود» "mhmud"; «الحسيني» "hsini".
-- Every stored key is computed again (name_key is generated from full_name).
CREATE OR REPLACE FUNCTION "khibra_vowel_marks"(run text, start boolean, finish boolean) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  arabic boolean := left(run, 1) ~ '[7890]';
  last text;
  body text := run;
  ending text := '';
  long text;
  front text;
BEGIN
  IF start THEN
    IF arabic THEN
      RETURN 'v';
    END IF;
    RETURN CASE left(run, 1) WHEN '1' THEN 'V' WHEN '2' THEN 'C' WHEN '3' THEN 'P' ELSE 'Q' END;
  END IF;
  IF finish THEN
    last := right(run, 1);
    body := left(run, -1);
    IF arabic THEN
      ending := CASE last WHEN '9' THEN 'i' WHEN '8' THEN 'u' ELSE 'a' END;
    ELSIF last = '1' THEN
      ending := 'A';
    ELSIF last IN ('3', '6') OR (last = '2' AND body ~ '[23]') THEN
      ending := 'I';
    ELSIF last IN ('4', '5') THEN
      ending := 'U';
    END IF;
  END IF;
  IF arabic THEN
    RETURN CASE WHEN strpos(body, '8') > 0 THEN 'u' ELSE '' END || CASE WHEN strpos(body, '9') > 0 THEN 'i' ELSE '' END || ending;
  END IF;
  long := CASE WHEN body ~ '5|44' THEN 'U' WHEN strpos(body, '4') > 0 THEN 'O' ELSE '' END;
  front := CASE
    WHEN body ~ '6|22' OR (strpos(body, '3') > 0 AND length(body) > 1) THEN 'I'
    WHEN strpos(body, '3') > 0 THEN 'X'
    WHEN strpos(body, '2') > 0 THEN 'E'
    ELSE ''
  END;
  RETURN long || front || ending;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "khibra_name_key"(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  t text := translate(lower(value), 'àáâãäåÀÁÂÃÄÅèéêëÈÉÊËìíîïÌÍÎÏòóôõöÒÓÔÕÖùúûüÙÚÛÜçÇñÑýÿÝ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy');
  word text;
  k text;
  run text;
  pos integer;
  n integer;
  keys text[] := '{}';
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
  t := regexp_replace(translate(t, 'abcdefghijklmnopqrstuvwyzQXءآأؤإئاٱةعوىيیبتثجحخدذرزسشصضطظغفقكکلمنه', '1BKD2FJH3JKLMN4BKRST4F56Zwy77787977078799bttjhkddrzsssdtzgfkkklmnh'), '([a-zA-Z])\1+', '\1', 'g');
  -- Each word: its letters, and the marks of each run of vowel digits (khibra_vowel_marks).
  FOREACH word IN ARRAY string_to_array(t, ' ') LOOP
    k := '';
    pos := 1;
    n := length(word);
    WHILE pos <= n LOOP
      IF substr(word, pos, 1) ~ '[0-9]' THEN
        run := substring(substr(word, pos) from '^[0-9]+');
        k := k || khibra_vowel_marks(run, pos = 1, pos + length(run) - 1 = n);
        pos := pos + length(run);
      ELSE
        k := k || substr(word, pos, 1);
        pos := pos + 1;
      END IF;
    END LOOP;
    IF k <> '' THEN
      keys := array_append(keys, k);
    END IF;
  END LOOP;
  RETURN array_to_string(keys, ' ');
END
$$;--> statement-breakpoint
UPDATE "freelancers" SET "full_name" = "full_name";--> statement-breakpoint
ANALYZE "freelancers";
