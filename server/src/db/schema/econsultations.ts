import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AvailabilityEntry } from '@contracts/econsultation/types';
import { freelancers } from './freelancers';
import { users } from './users';

/**
 * E-consultation settings (see docs/reference.md#data), one row per freelancer profile. The
 * E-Consultant role itself lives in freelancers.roles (and users.iam); a
 * freelancer is bookable when both the role and this row exist.
 */
export const econsultationSettings = pgTable('econsultation_settings', {
  freelancerId: uuid('freelancer_id')
    .primaryKey()
    .references(() => freelancers.id, { onDelete: 'cascade' }),
  /** [{ day: 'Sunday', from: '09:30 AM', to: '06:00 PM' }, …]: wall-clock windows in `timezone`. */
  availability: jsonb('availability').$type<AvailabilityEntry[]>().notNull(),
  /** IANA name, e.g. 'Asia/Dubai'. */
  timezone: text('timezone').notNull(),
  /** '$40' or 'Negotiable'. */
  hourlyRate: text('hourly_rate').notNull(),
  welcomeMessage: text('welcome_message').notNull(),
  conferenceMessage: text('conference_message').notNull(),
  paymentMessage: text('payment_message').notNull(),
  sendConferenceInfo: boolean('send_conference_info').notNull().default(false),
  sendPaymentInfo: boolean('send_payment_info').notNull().default(false),
  conferencePlatform: text('conference_platform').notNull().default(''),
  conferenceLink: text('conference_link').notNull().default(''),
  paymentPlatform: text('payment_platform').notNull().default(''),
  paymentLink: text('payment_link').notNull().default(''),
  /** Up to how many hours before the start either party may cancel. */
  cancellationNoticeHours: integer('cancellation_notice_hours').notNull().default(24),
  /** Minimum notice for a new booking, in hours. */
  minNoticeHours: integer('min_notice_hours').notNull().default(12),
  /** How far ahead one may book, in days. */
  horizonDays: integer('horizon_days').notNull().default(60),
  /** Free minutes kept between two sessions: 0, 15 or 30. */
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  /** Session lengths offered, in minutes, ascending (any of 30, 45, 60, 90, 120). */
  sessionLengths: integer('session_lengths').array().notNull().default(sql`'{60}'::integer[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Dates a consultant takes no bookings (holidays), from starts_on to ends_on, both included, on the consultant's
 * calendar. Bookings already made on them stay. No two periods of one freelancer overlap: checked when saved, under
 * the consultant's lock (repository.savePeriods).
 */
export const econsultationBlockedDates = pgTable(
  'econsultation_blocked_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** The consultant's own note (e.g. 'Eid'), never shown to clients. */
    note: text('note').notNull().default(''),
  },
  (t) => [check('econsultation_blocked_dates_order', sql`${t.endsOn} >= ${t.startsOn}`), index('econsultation_blocked_dates_freelancer_idx').on(t.freelancerId, t.startsOn)],
);

/**
 * Date ranges whose weekday windows replace the weekly availability (e.g. Ramadan hours), both dates included. No two
 * periods of one freelancer overlap (checked as blocked dates are).
 */
export const econsultationSpecialHours = pgTable(
  'econsultation_special_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Windows as in econsultation_settings.availability; a weekday left out takes no bookings in the range. */
    availability: jsonb('availability').$type<AvailabilityEntry[]>().notNull(),
  },
  (t) => [check('econsultation_special_hours_order', sql`${t.endsOn} >= ${t.startsOn}`), index('econsultation_special_hours_freelancer_idx').on(t.freelancerId, t.startsOn)],
);

/**
 * Bookings of e-consultations. preference_date, start_time and end_time are
 * what the client chose: wall-clock values in the freelancer's time zone
 * (freelancer_timezone, copied at booking). starts_at and ends_at are the
 * absolute instants they stand for. No two bookings of one freelancer
 * overlap: the exclusion constraint econsultation_bookings_no_overlap
 * (custom SQL in the migration, btree_gist) refuses the second one even when
 * both arrive at the same instant; [start, end) ranges, so back-to-back
 * bookings are allowed. Cancelled bookings free their time (the constraint
 * has WHERE status <> 'cancelled', migration 0008).
 */
export const econsultationBookings = pgTable(
  'econsultation_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    freelancerId: uuid('freelancer_id')
      .notNull()
      .references(() => freelancers.id, { onDelete: 'cascade' }),
    bookedBy: uuid('booked_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientName: text('client_name').notNull(),
    clientOrganization: text('client_organization').notNull().default(''),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone').notNull().default(''),
    requirements: text('requirements').notNull(),
    preferenceDate: date('preference_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    proposeAlternateDate: text('propose_alternate_date').notNull().default(''),
    /** The client accepted the terms of the e-consultation (the form's isAccept, only the JSON boolean true); bookings before migration 0023 were accepted to be made. */
    isAccept: boolean('is_accept').notNull().default(true),
    /** The booker's time zone, as sent by the form. */
    clientTimezone: text('client_timezone').notNull(),
    freelancerTimezone: text('freelancer_timezone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The freelancer's rate at booking time, and rate × hours computed by the server ('NIL' when negotiable). */
    hourlyRate: text('hourly_rate').notNull(),
    totalFees: text('total_fees').notNull(),
    /** 'confirmed' or 'cancelled'; 'completed' is read from ends_at (a confirmed booking whose end has passed). */
    status: text('status').$type<'confirmed' | 'cancelled'>().notNull().default('confirmed'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** The freelancer cancelled after the cancellation notice had closed, before the start (an emergency, with a reason). */
    cancelledEmergency: boolean('cancelled_emergency').notNull().default(false),
    /** iCalendar SEQUENCE of the invitation: raised by every change sent to calendars (cancel, reschedule). */
    sequence: integer('sequence').notNull().default(0),
    /** A readable reference ('KH-4F7Q-XR2D'), drawn by the database (migration 0013). */
    reference: text('reference').notNull().default(sql`khibra_booking_reference()`),
    /** The client's pending proposal of a new time (all null when none): wall-clock values in freelancer_timezone and their instants. */
    proposedDate: date('proposed_date', { mode: 'string' }),
    proposedStartTime: text('proposed_start_time'),
    proposedEndTime: text('proposed_end_time'),
    proposedStartsAt: timestamp('proposed_starts_at', { withTimezone: true }),
    proposedEndsAt: timestamp('proposed_ends_at', { withTimezone: true }),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    /** Who proposed the pending new time: 'freelancer', or the client ('booker'; also a proposal from before migration 0028). */
    proposedBy: text('proposed_by'),
    /** When the freelancer accepted the latest new time (the app's clock): the DTSTAMP of the updated invitation. Null until moved. */
    movedAt: timestamp('moved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('econsultation_bookings_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('econsultation_bookings_status', sql`${t.status} in ('confirmed', 'cancelled')`),
    uniqueIndex('econsultation_bookings_reference_idx').on(t.reference),
    index('econsultation_bookings_booked_by_idx').on(t.bookedBy, t.startsAt.desc()),
    index('econsultation_bookings_freelancer_idx').on(t.freelancerId, t.startsAt.desc()),
    /** The bookings waiting for the consultant's answer (a pending proposal; the list's show=awaiting): few of all, soonest first. */
    index('econsultation_bookings_awaiting_idx').on(t.freelancerId, t.startsAt).where(sql`${t.proposedAt} is not null`),
    // The console's numbers: bookings made per day.
    index('econsultation_bookings_created_idx').on(t.createdAt),
  ],
);
