import type { Db } from '../../db/client';
import { reminderMails, type ReminderLead } from './emails';
import type { BookingRow } from './repository';
import { isUuid } from '../../http/uuid';
import { queueReviewReminders } from '../reviews/service';
import { EConsultationsPart, HOUR_MS, type EConsultationsDeps } from './context';
import type { BookingParties } from './parties';

/** The job kind of booking reminders; its payload is a ReminderPayload. */
export const REMINDER_JOB = 'booking-reminder';

interface ReminderPayload {
  bookingId: string;
  /** The booking's SEQUENCE when the reminder was queued: a moved booking has new reminders, the old ones do nothing. */
  sequence: number;
  lead: ReminderLead;
}

/** How long before the start each reminder is due. */
const REMINDER_LEADS: Record<ReminderLead, number> = { '24h': 24 * HOUR_MS, '1h': HOUR_MS };

/** Booking reminders: queued with each change of a booking's time, sent by the job queue. */
export class Reminders extends EConsultationsPart {
  constructor(
    deps: EConsultationsDeps,
    private readonly parts: { parties: BookingParties },
  ) {
    super(deps);
  }

  /**
   * Runs a due reminder job: both parties are e-mailed once (the mails' dedupe keys hold even if the job runs twice), unless the booking was cancelled, moved or has started.
   * A reminder that runs late (after downtime) once a later one of the booking is due too sends nothing: the 24-hour one 55 minutes before the start would say "tomorrow" beside the 1-hour one.
   */
  async sendReminder(payload: unknown): Promise<void> {
    const { bookingId, sequence, lead } = payload as ReminderPayload;
    const record = isUuid(bookingId) ? await this.repository.findBooking(bookingId) : undefined;
    if (!record || !(lead in REMINDER_LEADS)) return;
    const { booking } = record;
    const now = this.now().getTime();
    const start = booking.startsAt.getTime();
    if (booking.status !== 'confirmed' || booking.sequence !== sequence || start <= now) return;
    // A later reminder is due as well (this job ran late): only that one is sent.
    if (Object.values(REMINDER_LEADS).some((before) => before < REMINDER_LEADS[lead] && now >= start - before)) return;
    const context = await this.parts.parties.mailContext(record);
    await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      for (const { role, mail } of reminderMails(context, lead)) await this.deps.mailer.send(mail, tx, { dedupeKey: `reminder-mail:${booking.id}:${sequence}:${lead}:${role}` });
    });
  }

  /** Queues the reminders of a booking at its current time, in the transaction of the change; one already past (a booking made closer to the start) is not queued. The review reminders too. */
  async queueReminders(booking: BookingRow, tx: Db, now: Date): Promise<void> {
    for (const [lead, before] of Object.entries(REMINDER_LEADS) as [ReminderLead, number][]) {
      const runAt = new Date(booking.startsAt.getTime() - before);
      if (runAt.getTime() <= now.getTime()) continue;
      const payload: ReminderPayload = { bookingId: booking.id, sequence: booking.sequence, lead };
      await this.deps.jobs.enqueue(REMINDER_JOB, payload, { runAt, dedupeKey: `reminder:${booking.id}:${booking.sequence}:${lead}` }, tx);
    }
    // Reviewing opens at the end: its reminders (modules/reviews).
    await queueReviewReminders(this.deps.jobs, { kind: 'booking', id: booking.id }, booking.endsAt, tx);
  }
}
