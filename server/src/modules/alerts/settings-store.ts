import { eq } from 'drizzle-orm';
import type { MailCategory } from '@contracts/notifications';
import type { AlertFrequency } from '@contracts/alerts';
import type { Db } from '../../db/client';
import { freelancers, savedSearches } from '../../db/schema';

/** A freelancer profile's alert columns. */
export interface AlertColumns {
  emailVacancies: boolean;
  vacancyAlerts: 'instant' | 'daily' | 'weekly';
}

/** The frequency a profile's alerts go at: 'off' while emailVacancies is false. */
export const effectiveFrequency = (row: AlertColumns): AlertFrequency => (row.emailVacancies ? row.vacancyAlerts : 'off');

/**
 * The columns that store a frequency, kept in step: 'off' is emailVacancies false (the stored frequency goes back to
 * 'daily', so switching emailVacancies on again restores it); any other is emailVacancies true.
 */
export const frequencyColumns = (frequency: AlertFrequency): AlertColumns =>
  frequency === 'off' ? { emailVacancies: false, vacancyAlerts: 'daily' } : { emailVacancies: true, vacancyAlerts: frequency };

/**
 * The alert columns a profile save writes: emailVacancies as sent; turned off, the frequency goes back to 'daily'
 * (what turning it on again restores); left on, the stored frequency stays.
 */
export const profileSaveColumns = (emailVacancies: boolean, current: AlertColumns | undefined): AlertColumns =>
  emailVacancies ? { emailVacancies: true, vacancyAlerts: current?.emailVacancies ? current.vacancyAlerts : 'daily' } : frequencyColumns('off');

/** The e-mail categories whose switches are the alerts' settings (contracts/notifications.ts MAIL_CATEGORIES). */
export type AlertCategory = Extract<MailCategory, 'vacancyAlerts' | 'savedSearches' | 'invitations'>;
export const isAlertCategory = (category: MailCategory): category is AlertCategory => category === 'vacancyAlerts' || category === 'savedSearches' || category === 'invitations';

/**
 * Whether the account has the category on (the delivery gate of its e-mails): vacancy alerts while their frequency is
 * not 'off', invitations while the profile takes them; a saved search's alert is sent only while its own frequency
 * is on, which the alert job checks.
 */
export async function alertCategoryOn(db: Db, userId: string, category: AlertCategory): Promise<boolean> {
  if (category === 'savedSearches') return true;
  const column = category === 'vacancyAlerts' ? freelancers.emailVacancies : freelancers.takesInvitations;
  const [row] = await db.select({ on: column }).from(freelancers).where(eq(freelancers.userId, userId));
  return row?.on ?? false;
}

/**
 * One-click unsubscribe of an alerts category: vacancy alerts to 'off' (emailVacancies false), invitations off, or
 * every saved search of the member to 'off' (kept, to be turned on again in My Account). False when the account has
 * nothing of the kind.
 */
export async function alertCategoryOff(db: Db, userId: string, category: AlertCategory): Promise<boolean> {
  if (category === 'savedSearches') {
    const rows = await db.update(savedSearches).set({ frequency: 'off' }).where(eq(savedSearches.userId, userId)).returning({ id: savedSearches.id });
    return rows.length > 0;
  }
  const columns = category === 'vacancyAlerts' ? frequencyColumns('off') : { takesInvitations: false };
  const rows = await db.update(freelancers).set(columns).where(eq(freelancers.userId, userId)).returning({ id: freelancers.id });
  return rows.length > 0;
}
