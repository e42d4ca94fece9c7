import { eq } from 'drizzle-orm';
import type { AlertFrequency } from '@contracts/alerts';
import type { Db } from '../../db/client';
import { freelancers } from '../../db/schema';

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

/** Whether the account's vacancy alerts are on (the delivery gate of their e-mails). */
export async function vacancyAlertsOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: freelancers.emailVacancies }).from(freelancers).where(eq(freelancers.userId, userId));
  return row?.on ?? false;
}

/** One-click unsubscribe of vacancy alerts: frequency 'off' (emailVacancies false). False when the account has no profile. */
export async function vacancyAlertsOff(db: Db, userId: string): Promise<boolean> {
  const rows = await db.update(freelancers).set(frequencyColumns('off')).where(eq(freelancers.userId, userId)).returning({ id: freelancers.id });
  return rows.length > 0;
}
