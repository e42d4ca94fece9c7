/** When alerts go: the hour of daily and weekly digests, and the pause of instant ones. */

export const HOUR_MS = 60 * 60 * 1000;
/** Digests go at 05:00 UTC: 08:00 in Riyadh, 09:00 in Dubai. */
export const DIGEST_HOUR_UTC = 5;
/** Weekly digests go on Sundays, the first day of the GCC's working week. */
export const WEEKLY_DAY_UTC = 0;

/** The next daily digest moment strictly after `now`. */
export function nextDaily(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + 24 * HOUR_MS);
}

/** The next weekly digest moment strictly after `now`. */
export function nextWeekly(now: Date): Date {
  let at = nextDaily(now);
  while (at.getUTCDay() !== WEEKLY_DAY_UTC) at = new Date(at.getTime() + 24 * HOUR_MS);
  return at;
}

/** An instant e-mail goes at once unless one went within the hour: then an hour after that one. */
export function nextInstant(now: Date, lastSent: Date | null): Date {
  return lastSent && lastSent.getTime() + HOUR_MS > now.getTime() ? new Date(lastSent.getTime() + HOUR_MS) : now;
}
