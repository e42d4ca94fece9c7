-- The Arabic home's banners point at their Arabic drawings (public/content/banner-*-ar.svg) where the stored Arabic
-- document still shows the shipped English ones; a banner an administrator changed is left as it is.
UPDATE "content_documents"
SET "body" = replace(replace(replace("body"::text,
  '"/content/banner-freelancers.svg"', '"/content/banner-freelancers-ar.svg"'),
  '"/content/banner-vacancies.svg"', '"/content/banner-vacancies-ar.svg"'),
  '"/content/banner-join.svg"', '"/content/banner-join-ar.svg"')::jsonb,
  "updated_at" = now()
WHERE "name" = 'cms:ar' AND "body"::text LIKE '%"/content/banner-%.svg"%';
