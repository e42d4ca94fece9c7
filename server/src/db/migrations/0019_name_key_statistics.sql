-- Custom lines: the sound key's statistics sample ten times the default. A word of the key that no name has ("MHM",
-- typed «محم») was estimated at about a hundred names (the key's equality and LIKE estimates, from 100 most common
-- values and a 100-bucket histogram), so Best match walked the recent index to its end for that tier (about 1,100 pages)
-- instead of asking the trigram index (under 100); with 1,000 the estimate falls to what the index really holds.
ALTER TABLE "freelancers" ALTER COLUMN "name_key" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "freelancers";
