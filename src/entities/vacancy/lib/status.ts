import type { Vacancy } from '@contracts/vacancy';

/** The display states of docs/reference.md#states, one per card. */
export type VacancyStatus = 'deleted' | 'expired' | 'notApproved' | 'published' | 'notPublished';

/** Today as YYYY-MM-DD in the viewer's own calendar. */
export function localTodayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** docs/reference.md#reading-16: expired when the expiry date is on or before today in the viewer's calendar. */
export function isVacancyExpired(expiryDate: string | null | undefined, now = new Date()): boolean {
  const day = (expiryDate ?? '').slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= localTodayIso(now);
}

/** A vacancy its poster removed comes back without a title (see docs/reference.md#states). */
export function isVacancyDeleted(vacancy: Pick<Vacancy, 'title'>): boolean {
  return !(vacancy.title ?? '').trim();
}

/**
 * The one badge a card shows, by the precedence of docs/reference.md#reading-16:
 * Vacancy Deleted > Vacancy Expired > Not approved > Published / Not Published.
 */
export function vacancyStatus(vacancy: Pick<Vacancy, 'title' | 'expiryDate' | 'isApproved' | 'publish'>, now = new Date()): VacancyStatus {
  if (isVacancyDeleted(vacancy)) return 'deleted';
  if (isVacancyExpired(vacancy.expiryDate, now)) return 'expired';
  if (!vacancy.isApproved) return 'notApproved';
  return vacancy.publish ? 'published' : 'notPublished';
}
