import { and, asc, desc, eq, gt, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BlockedPeriod, BookingListShow, SpecialHoursPeriod } from '@contracts/econsultation/types';
import { FREELANCER_ROLES } from '@contracts/reference';
import type { Db } from '../../db/client';
import { econsultationBlockedDates, econsultationBookings, econsultationSettings, econsultationSpecialHours } from '../../db/schema/econsultations';
import { freelancers, users } from '../../db/schema';
import { soundSql } from '../freelancers/search-sql';

export type SettingsRow = typeof econsultationSettings.$inferSelect;
/** The dated periods of a consultant's availability, earliest first. */
export interface Periods {
  blockedDates: BlockedPeriod[];
  specialHours: SpecialHoursPeriod[];
}
/** The settings row with its periods. */
export type SettingsRecord = SettingsRow & Periods;
export type SettingsValues = Omit<typeof econsultationSettings.$inferInsert, 'freelancerId' | 'createdAt' | 'updatedAt'>;
export type BookingRow = typeof econsultationBookings.$inferSelect;
export type NewBooking = typeof econsultationBookings.$inferInsert;

export const E_CONSULTANT = 'E-Consultant';

/** A booking with the freelancer's account and company, as both parties read it. */
export interface BookingRecord {
  booking: BookingRow;
  freelancer: { id: string; userId: string; companyName: string };
  user: { id: string; firstName: string; lastName: string; email: string; phone: string };
  /** The freelancer's cancellation notice in hours (null without settings: the default applies). */
  noticeHours: number | null;
}

/** True when a driver error is an exclusion-constraint violation (PostgreSQL 23P01), wrapped or not. */
export function isExclusionViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

/** The columns of a pending proposal, all null when there is none. */
const NO_PROPOSAL = { proposedDate: null, proposedStartTime: null, proposedEndTime: null, proposedStartsAt: null, proposedEndsAt: null, proposedAt: null, proposedBy: null };

/**
 * A search of the bookings list (booking-input.ts parseListSearch): every word must
 * be in the other party's name (folded by the database as search_name is) or
 * sound as a word of it in either script (its name key: "Majed" and «ماجد»);
 * or `reference`, a run of at least 4 upper-case letters and ASCII digits, in
 * the booking's reference without its dashes. Null when the text is too short
 * to be part of a reference.
 */
export interface BookingSearch {
  words: string[];
  reference: string | null;
}

/** A new time of a booking: what the client chose and the instants it stands for. */
export interface BookingTime {
  preferenceDate: string;
  startTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
}

const bookingColumns = {
  booking: econsultationBookings,
  freelancer: { id: freelancers.id, userId: freelancers.userId, companyName: freelancers.companyName },
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone },
  noticeHours: econsultationSettings.cancellationNoticeHours,
};

/** SQL of e-consultation settings and bookings. */
export class EConsultationsRepository {
  constructor(private readonly db: Db) {}

  async findSettings(freelancerId: string): Promise<SettingsRecord | undefined> {
    const [row] = await this.db.select().from(econsultationSettings).where(eq(econsultationSettings.freelancerId, freelancerId));
    return row ? { ...row, ...(await this.periodsOf(freelancerId)) } : undefined;
  }

  /** The blocked dates and special-hours periods of a consultant, earliest first. */
  async periodsOf(freelancerId: string): Promise<Periods> {
    const [blocked, special] = await Promise.all([
      this.db.select().from(econsultationBlockedDates).where(eq(econsultationBlockedDates.freelancerId, freelancerId)).orderBy(asc(econsultationBlockedDates.startsOn)),
      this.db.select().from(econsultationSpecialHours).where(eq(econsultationSpecialHours.freelancerId, freelancerId)).orderBy(asc(econsultationSpecialHours.startsOn)),
    ]);
    return {
      blockedDates: blocked.map((row) => ({ from: row.startsOn, to: row.endsOn, note: row.note })),
      specialHours: special.map((row) => ({ from: row.startsOn, to: row.endsOn, availability: row.availability })),
    };
  }

  /**
   * Live bookings of a consultant from `from` on whose date (the consultant's) is blocked, soonest first. They stay
   * booked: the settings page lists them for the consultant to handle.
   */
  async bookingsOnBlockedDates(freelancerId: string, from: Date): Promise<BookingRow[]> {
    const b = econsultationBookings;
    const blocked = econsultationBlockedDates;
    const rows = await this.db
      .selectDistinct({ booking: b })
      .from(b)
      .innerJoin(blocked, and(eq(blocked.freelancerId, b.freelancerId), sql`${b.preferenceDate} between ${blocked.startsOn} and ${blocked.endsOn}`))
      .where(and(eq(b.freelancerId, freelancerId), eq(b.status, 'confirmed'), gt(b.endsAt, from)))
      .orderBy(b.startsAt)
      .limit(100);
    return rows.map((row) => row.booking);
  }

  /**
   * Saves the settings of an account's freelancer profile in one transaction,
   * creating a bare (incomplete, unlisted) profile row when there is none yet.
   * participate true/false adds/removes 'E-Consultant' in the profile's roles
   * and the account's Iam; undefined keeps the roles. Other roles are kept.
   */
  async saveSettings(
    userId: string,
    mirror: { fullName: string; country: string; city: string; mailVerified: boolean },
    values: SettingsValues,
    participate: boolean | undefined,
    periods?: Periods,
  ): Promise<{ freelancerId: string; settings: SettingsRow }> {
    return this.db.transaction(async (tx) => {
      await tx.insert(freelancers).values({ userId, ...mirror }).onConflictDoNothing({ target: freelancers.userId });
      const [profile] = await tx.select({ id: freelancers.id, roles: freelancers.roles }).from(freelancers).where(eq(freelancers.userId, userId)).for('update');
      const [settings] = await tx
        .insert(econsultationSettings)
        .values({ ...values, freelancerId: profile.id })
        .onConflictDoUpdate({ target: econsultationSettings.freelancerId, set: { ...values, updatedAt: new Date() } })
        .returning();
      if (participate !== undefined) {
        const others = profile.roles.filter((role) => role !== E_CONSULTANT);
        const roles = FREELANCER_ROLES.filter((role) => (role === E_CONSULTANT ? participate : others.includes(role)));
        await tx.update(freelancers).set({ roles }).where(eq(freelancers.id, profile.id));
        await tx.update(users).set({ iam: roles }).where(eq(users.id, userId));
      }
      // Replaced whole, under the profile's lock taken above: two saves never interleave their periods.
      if (periods) {
        const freelancerId = profile.id;
        await tx.delete(econsultationBlockedDates).where(eq(econsultationBlockedDates.freelancerId, freelancerId));
        await tx.delete(econsultationSpecialHours).where(eq(econsultationSpecialHours.freelancerId, freelancerId));
        if (periods.blockedDates.length > 0) {
          await tx.insert(econsultationBlockedDates).values(periods.blockedDates.map(({ from, to, note }) => ({ freelancerId, startsOn: from, endsOn: to, note })));
        }
        if (periods.specialHours.length > 0) {
          await tx.insert(econsultationSpecialHours).values(periods.specialHours.map(({ from, to, availability }) => ({ freelancerId, startsOn: from, endsOn: to, availability })));
        }
      }
      return { freelancerId: profile.id, settings };
    });
  }

  /** Inserts a booking; the exclusion constraint refuses an overlap (isExclusionViolation). */
  async insertBooking(values: NewBooking): Promise<BookingRow> {
    const [row] = await this.db.insert(econsultationBookings).values(values).returning();
    return row;
  }

  /** Cancels a confirmed booking and raises its calendar SEQUENCE; undefined when it was no longer confirmed (a concurrent cancel). */
  async cancelBooking(id: string, cancelledBy: string, reason: string, at: Date, emergency: boolean): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .update(econsultationBookings)
      .set({ status: 'cancelled', cancelledBy, cancelReason: reason, cancelledAt: at, cancelledEmergency: emergency, sequence: sql`${econsultationBookings.sequence} + 1`, ...NO_PROPOSAL })
      .where(and(eq(econsultationBookings.id, id), eq(econsultationBookings.status, 'confirmed')))
      .returning();
    return row;
  }

  /** Stores the client's proposal of a new time; undefined when the booking is no longer confirmed or a proposal is already pending. */
  async propose(id: string, time: BookingTime, at: Date, by: 'booker' | 'freelancer'): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .update(econsultationBookings)
      .set({ proposedDate: time.preferenceDate, proposedStartTime: time.startTime, proposedEndTime: time.endTime, proposedStartsAt: time.startsAt, proposedEndsAt: time.endsAt, proposedAt: at, proposedBy: by })
      .where(and(eq(econsultationBookings.id, id), eq(econsultationBookings.status, 'confirmed'), isNull(econsultationBookings.proposedAt)))
      .returning();
    return row;
  }

  /** Drops a pending proposal (declined); undefined when there was none. */
  async dropProposal(id: string): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .update(econsultationBookings)
      .set(NO_PROPOSAL)
      .where(and(eq(econsultationBookings.id, id), eq(econsultationBookings.status, 'confirmed'), isNotNull(econsultationBookings.proposedAt)))
      .returning();
    return row;
  }

  /**
   * Moves a confirmed booking to its accepted new time and raises its
   * calendar SEQUENCE, noting when (`at`, the updated invitation's DTSTAMP);
   * the exclusion constraint still refuses an overlap (isExclusionViolation).
   * Undefined when no proposal was pending.
   */
  async move(id: string, time: BookingTime, totalFees: string, at: Date): Promise<BookingRow | undefined> {
    const [row] = await this.db
      .update(econsultationBookings)
      .set({ ...time, totalFees, movedAt: at, sequence: sql`${econsultationBookings.sequence} + 1`, ...NO_PROPOSAL })
      .where(and(eq(econsultationBookings.id, id), eq(econsultationBookings.status, 'confirmed'), isNotNull(econsultationBookings.proposedAt)))
      .returning();
    return row;
  }

  /** Booked (not cancelled) [start, end) intervals of a freelancer that end after `from`, earliest first; `except` leaves one booking out (the one being moved). */
  async bookedIntervals(freelancerId: string, from: Date, { except, holdsSince }: { except?: string; holdsSince: Date }): Promise<{ startsAt: Date; endsAt: Date }[]> {
    const b = econsultationBookings;
    const others = except ? ne(b.id, except) : undefined;
    const booked = this.db
      .select({ startsAt: b.startsAt, endsAt: b.endsAt })
      .from(b)
      .where(and(eq(b.freelancerId, freelancerId), gt(b.endsAt, from), ne(b.status, 'cancelled'), others))
      .orderBy(b.startsAt)
      .limit(1000);
    // A new time proposed since `holdsSince` and not yet answered holds its time (econsultation_bookings_awaiting_idx reads them).
    const held = this.db
      .select({ startsAt: sql<Date>`${b.proposedStartsAt}`.mapWith(b.startsAt), endsAt: sql<Date>`${b.proposedEndsAt}`.mapWith(b.endsAt) })
      .from(b)
      .where(and(eq(b.freelancerId, freelancerId), isNotNull(b.proposedAt), gt(b.proposedAt, holdsSince), gt(b.proposedEndsAt, from), eq(b.status, 'confirmed'), others))
      .limit(1000);
    const [bookings, holds] = await Promise.all([booked, held]);
    return [...bookings, ...holds];
  }

  /** Takes the consultant's row lock for the rest of the transaction: bookings, proposals and answers of one consultant are checked and written one at a time. */
  async lockConsultant(freelancerId: string): Promise<void> {
    await this.db.select({ id: freelancers.id }).from(freelancers).where(eq(freelancers.id, freelancerId)).for('update');
  }


  async findBooking(id: string): Promise<BookingRecord | undefined> {
    const [row] = await this.db
      .select(bookingColumns)
      .from(econsultationBookings)
      .innerJoin(freelancers, eq(freelancers.id, econsultationBookings.freelancerId))
      .innerJoin(users, eq(users.id, freelancers.userId))
      .leftJoin(econsultationSettings, eq(econsultationSettings.freelancerId, econsultationBookings.freelancerId))
      .where(eq(econsultationBookings.id, id));
    return row;
  }

  /**
   * One page of the bookings the account made or received that `show` and
   * `search` ask for: soonest first when only upcoming (or awaiting) ones are
   * asked for, else latest first, id breaking ties; `limit` rows from
   * `offset`. A UNION of the two index paths, each read in index order with a
   * LIMIT: the bookings it made (booked_by) and those of its freelancer
   * profile (freelancer_id), so no OR across the join reads every booking.
   * What depends on the viewer's side is written per path: a booking awaits
   * the viewer's answer when the other party proposed its new time (the
   * client on the received path, read through the partial index of pending
   * proposals; the consultant on the made one), and the other party's name is
   * the consultant's on the bookings made, the client's on those received. A search filters one
   * account's bookings as its path reads them, never the table.
   */
  async bookingsOf(userId: string, show: readonly BookingListShow[], now: Date, offset: number, limit: number, search?: BookingSearch): Promise<BookingRecord[]> {
    const b = econsultationBookings;
    const kinds: Record<Exclude<BookingListShow, 'awaiting'>, SQL> = {
      upcoming: sql`(${b.status} = 'confirmed' and ${b.endsAt} > ${now})`,
      past: sql`(${b.status} = 'confirmed' and ${b.endsAt} <= ${now})`,
      cancelled: sql`${b.status} = 'cancelled'`,
    };
    // Booking.canRespond: confirmed, not ended, a proposal pending from the other party (the client's on the received path, the consultant's on the made one).
    const awaiting = (received: boolean) =>
      sql`(${b.proposedAt} is not null and ${received ? sql`${b.proposedBy} is distinct from 'freelancer'` : sql`${b.proposedBy} = 'freelancer'`} and ${b.status} = 'confirmed' and ${b.endsAt} > ${now})`;
    const everything = (['upcoming', 'past', 'cancelled'] as const).every((kind) => show.includes(kind));
    const shown = (received: boolean) => {
      if (everything) return undefined;
      const asked = show.map((kind) => (kind === 'awaiting' ? awaiting(received) : kinds[kind]));
      return asked.length > 0 ? or(...asked) : sql`false`;
    };
    const soonest = show.every((kind) => kind === 'upcoming' || kind === 'awaiting');
    const order = soonest ? [asc(b.startsAt), asc(b.id)] : [desc(b.startsAt), asc(b.id)];
    // Every typed word is in the other party's name (folded as search_name is) or sounds as a word of it, in either script
    // (its name key, as the freelancer search matches names); or the reference, without its dashes, has the typed letters and digits.
    const found = (otherName: SQL, otherKey: SQL) => {
      if (!search) return undefined;
      const written = (word: string) => sql`position(khibra_search_fold(${word}::text) in ${otherName}) > 0`;
      const name = and(...search.words.map((word) => {
        const sound = soundSql(word, otherKey);
        return sound ? sql`(${written(word)} or ${sound})` : written(word);
      }));
      const reference = search.reference ? sql`position(${search.reference}::text in replace(${b.reference}, '-', '')) > 0` : undefined;
      return or(name, reference);
    };
    const path = (party: SQL, received: boolean, otherName: SQL, otherKey: SQL) =>
      this.db
        .select({ id: b.id, startsAt: b.startsAt })
        .from(b)
        .where(and(party, shown(received), found(otherName, otherKey)))
        .orderBy(...order)
        .limit(offset + limit);
    // The consultant's name through a scalar subquery (a primary-key read per booking of the path), which the planner never turns into a join over every profile.
    const consultant = (column: SQL) => sql`coalesce((select ${column} from ${freelancers} where ${freelancers.id} = ${b.freelancerId}), '')`;
    const made = path(eq(b.bookedBy, userId), false, consultant(sql`${freelancers.searchName}`), consultant(sql`${freelancers.nameKey}`));
    const received = path(sql`${b.freelancerId} = (select ${freelancers.id} from ${freelancers} where ${freelancers.userId} = ${userId})`, true, sql`khibra_search_fold(${b.clientName})`, sql`khibra_name_key(${b.clientName})`);
    const page = sql`select id from ((${made}) union (${received})) ids order by starts_at ${sql.raw(soonest ? 'asc' : 'desc')}, id limit ${limit} offset ${offset}`;
    return this.db
      .select(bookingColumns)
      .from(b)
      .innerJoin(freelancers, eq(freelancers.id, b.freelancerId))
      .innerJoin(users, eq(users.id, freelancers.userId))
      .leftJoin(econsultationSettings, eq(econsultationSettings.freelancerId, b.freelancerId))
      .where(sql`${b.id} in (${page})`)
      .orderBy(...order);
  }

  async countBookings(freelancerId: string): Promise<number> {
    const [{ n }] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(econsultationBookings)
      .where(eq(econsultationBookings.freelancerId, freelancerId));
    return n;
  }
}
