import type { FastifyBaseLogger } from 'fastify';
import { ValidationError, type InferType } from 'yup';
import {
  BOOKING_LIST_SHOW,
  BOOKING_SEARCH_MAX,
  BOOKINGS_PAGE_SIZE,
  type Booking,
  type BookingListShow,
  type BookingsList,
  type BookingWithMeeting,
  type EConsultancyInfo,
  type EConsultationSettings,
  type EConsultationSaveResponse,
  type RescheduleDecision,
  type SlotsAnswer,
} from '@contracts/econsultation/types';
import { bookableSlots, checkBookingTime, clash, nextBookable, PROPOSAL_HOLD_HOURS, SLOTS_RANGE_DAYS } from '@contracts/econsultation/availability';
import { bookingInstants, defaultSessionLength } from '@contracts/econsultation/slots';
import { addDays, isCalendarDate, isValidTimeZone, todayIn, zonedDate, zonedTimeToInstant } from '@contracts/econsultation/zoned-time';
import { feesFor } from '@contracts/econsultation/fees';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { bookingSchema, CANCEL_REASON_MAX, SCHEDULING_DEFAULTS, econsultationSettingsSchema, rescheduleSchema } from '@contracts/econsultation/schema';
import { freelancerMsg } from '@contracts/freelancer';
import { msg } from '@contracts/messages';
import { normalizeDigits, oneLine, typedDigits } from '@contracts/text';
import type { Locale } from '@contracts/locale';
import { inLocale } from '../../plugins/locale';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { validateBody } from '../../http/validate';
import type { Mailer } from '../../plugins/mail';
import type { RobotCheck } from '../../plugins/captcha';
import type { JobQueue } from '../../jobs/queue';
import { list, parsePage, text } from '../freelancers/input';
import { FreelancersRepository } from '../freelancers/repository';
import { toFreelancer, type FreelancerRecord } from '../freelancers/serialize';
import { UsersRepository, type UserRow } from '../users/repository';
import {
  bookingIcs,
  cancellationMails,
  clientBookingMail,
  freelancerBookingMail,
  reminderMails,
  rescheduleAcceptedMails,
  rescheduleDeclinedMail,
  rescheduleProposalMail,
  type BookingMailContext,
  type ReminderLead,
} from './emails';
import { E_CONSULTANT, EConsultationsRepository, isExclusionViolation, type BookingRecord, type BookingRow, type BookingSearch, type BookingTime } from './repository';
import { SETTINGS_FIELD, meetingOf, publicSettings, settingsInput, toSettings, toValues } from './settings';
import { isUuid } from '../../http/uuid';
import { queueReviewReminders } from '../reviews/service';

const HOUR_MS = 3_600_000;

export interface EConsultationsDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  robot: RobotCheck;
  log: FastifyBaseLogger;
  /** The durable job queue: reminders are jobs due 24 hours and 1 hour before the start. */
  jobs: JobQueue;
  /** The clock (app.clock: tests move it). */
  now?: () => Date;
}

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

/** Proposals made since this instant still hold their time. */
const holdsSince = (now: Date): Date => new Date(now.getTime() - PROPOSAL_HOLD_HOURS * HOUR_MS);

/** Rank of a failed rule in the booking form's order (see docs/reference.md#validation): required, minimum lengths, e-mail, robot, date, accept. */
const RANK = { required: 1, length: 2, email: 3, robot: 4, date: 5, accept: 6, other: 7 } as const;

/** Fields in the form's order: among failures of the same rank, the earlier field speaks. */
const FIELD_ORDER = [
  'clientInformation.name',
  'clientInformation.organization',
  'clientInformation.email',
  'clientInformation.phone',
  'clientInformation.requirements',
  'bookingDetails.preferenceDate',
  'bookingDetails.timezone',
  'bookingDetails.startTime',
  'bookingDetails.endTime',
  'bookingDetails.proposeAlternateDate',
  'isAccept',
];

function rankOf(error: ValidationError): number {
  const path = error.path ?? '';
  if (path === 'isAccept') return RANK.accept;
  switch (error.type) {
    case 'required':
    case 'optionality': // yup's name for a missing (undefined) value
      return RANK.required;
    case 'date':
      return RANK.required; // not a date at all: 'Please enter the required field Preference Date'
    case 'min':
    case 'max':
      return RANK.length;
    case 'matches':
      return path === 'clientInformation.email' ? RANK.email : RANK.other;
    case 'not-past':
      return RANK.date;
    default:
      return RANK.other;
  }
}

const fieldIndex = (path: string | undefined) => {
  const at = FIELD_ORDER.indexOf(path ?? '');
  return at === -1 ? FIELD_ORDER.length : at;
};

/** The message the form shows first: lowest rank, then earliest field. */
export function firstBookingMessage(errors: ValidationError[], robotOk: boolean): string | null {
  const ranked = errors.map((e) => ({ rank: rankOf(e), field: fieldIndex(e.path), message: e.message }));
  if (!robotOk) ranked.push({ rank: RANK.robot, field: 0, message: msg.robot });
  ranked.sort((a, b) => a.rank - b.rank || a.field - b.field);
  return ranked[0]?.message ?? null;
}

/** `show` of the bookings list: a comma-separated subset of BOOKING_LIST_SHOW; absent or empty is all of them. */
export function parseListShow(value: unknown): readonly BookingListShow[] {
  const asked = list(value) ?? [];
  if (asked.length === 0) return BOOKING_LIST_SHOW;
  if (!asked.every((kind) => (BOOKING_LIST_SHOW as readonly string[]).includes(kind))) throw badRequest(econsultationMsg.badListShow, 'badListShow');
  return BOOKING_LIST_SHOW.filter((kind) => asked.includes(kind));
}

/** Control characters, which no name or reference has: read as spaces (NUL never gets here: plugins/input-guard.ts refuses it). */
const CONTROLS = /\p{Cc}/gu;

/**
 * `q` of the bookings list: the other party's name or the booking's reference,
 * as typed (bidirectional marks dropped, control characters and runs of
 * spaces read as one space); absent or blank is no search, longer than BOOKING_SEARCH_MAX a
 * 400. The name is matched word by word (folded by the database); the
 * reference by the letters and digits typed (Arabic-Indic or Persian digits
 * read as 0-9, any case, dashes and spaces ignored), from 4 of them: fewer
 * would be in many references by chance.
 */
export function parseListSearch(value: unknown): BookingSearch | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const typed = oneLine(raw.replace(CONTROLS, ' ')).replace(/\s+/g, ' ');
  if (typed === '') return undefined;
  if (typed.length > BOOKING_SEARCH_MAX) throw badRequest(econsultationMsg.badListSearch, 'badListSearch');
  const reference = normalizeDigits(typed).toUpperCase().replace(/[^0-9A-Z]/g, '');
  return { words: typed.split(' '), reference: reference.length >= 4 ? reference : null };
}

const asObject = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** The booking body with its two groups as objects (so a malformed group reads as empty fields, not a type error). */
function bookingInput(body: unknown): Record<string, unknown> {
  const input = asObject(body);
  const freelancer = input.freelancer;
  return {
    ...input,
    clientInformation: asObject(input.clientInformation),
    bookingDetails: asObject(input.bookingDetails),
    freelancer: typeof freelancer === 'string' ? freelancer : typeof asObject(freelancer).id === 'string' ? asObject(freelancer).id : undefined,
  };
}

/** E-consultation settings (saved through POST /freelancer) and bookings. */
export class EConsultationsService {
  readonly repository: EConsultationsRepository;
  private readonly freelancers: FreelancersRepository;
  private readonly users: UsersRepository;
  private readonly now: () => Date;

  constructor(private readonly deps: EConsultationsDeps) {
    this.repository = new EConsultationsRepository(deps.db);
    this.freelancers = new FreelancersRepository(deps.db, deps.config.approval);
    this.users = new UsersRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  // --- settings ---------------------------------------------------------------

  /**
   * POST /freelancer with eConsultation (and Iam): validates the settings
   * (defaults merged under empty messages first), stores them with the
   * caller's profile and adds or removes 'E-Consultant' as Iam says.
   * The route has already refused business-only accounts.
   */
  async saveSettings(user: UserRow, fields: Record<string, unknown>): Promise<EConsultationSaveResponse> {
    const valid = await validateBody(econsultationSettingsSchema, settingsInput(fields[SETTINGS_FIELD]));
    const iam = list(fields.Iam);
    const participate = iam === undefined ? undefined : iam.includes(E_CONSULTANT);
    const mirror = { fullName: `${user.firstName} ${user.lastName}`, country: user.country, city: user.city, mailVerified: user.mailVerified };
    const { settings } = await this.repository.saveSettings(user.id, mirror, toValues(valid), participate);
    const record = await this.freelancers.findByUserId(user.id);
    if (!record) throw notFound(freelancerMsg.notFound);
    return { ...toFreelancer(record, { userId: user.id }, this.deps.config.approval), eConsultation: toSettings(settings) };
  }

  private async infoOf(record: FreelancerRecord, viewerUserId: string): Promise<EConsultancyInfo> {
    const row = await this.repository.findSettings(record.freelancer.id);
    const settings = row ? toSettings(row) : null;
    const owner = record.freelancer.userId === viewerUserId;
    const from = settings ? zonedTimeToInstant(todayIn(settings.timezone, this.now()), 0, settings.timezone) : this.now();
    const booked = settings ? await this.repository.bookedIntervals(record.freelancer.id, from, { holdsSince: holdsSince(this.now()) }) : [];
    return {
      freelancerId: record.freelancer.id,
      isEConsultant: settings !== null && record.freelancer.roles.includes(E_CONSULTANT),
      settings: settings && !owner ? publicSettings(settings) : settings,
      booked: booked.map((b) => ({ start: b.startsAt.toISOString(), end: b.endsAt.toISOString() })),
    };
  }

  /** GET /freelancer/econsultancy/{id}: a listed profile (or one's own). Others get the public part of the settings. */
  async info(viewer: UserRow, freelancerId: string): Promise<EConsultancyInfo> {
    const record = isUuid(freelancerId) ? await this.freelancers.findVisible(freelancerId, viewer.id) : undefined;
    if (!record) throw notFound(freelancerMsg.notFound);
    return this.infoOf(record, viewer.id);
  }

  /** GET /freelancer/econsultancy: the caller's own settings (the settings page), also before any profile exists. */
  async ownInfo(user: UserRow): Promise<EConsultancyInfo> {
    const record = await this.freelancers.findByUserId(user.id);
    if (!record) return { freelancerId: '', isEConsultant: false, settings: null, booked: [] };
    return this.infoOf(record, user.id);
  }

  /**
   * GET /unauth/freelancer/{id}/slots?from=&to=&length=&tz=&except=: the bookable starts of a listed consultant from `from`
   * to `to` (dates in `tz`, at most 62 days apart; from today for a week when left out) for one of the offered lengths
   * (60 when offered, else the shortest), by the rules a booking is checked by, and the next bookable start; `except`, a
   * booking being moved, whose own time is free.
   */
  async slots(freelancerId: string, query: Record<string, unknown>): Promise<SlotsAnswer> {
    const record = isUuid(freelancerId) ? await this.freelancers.findVisible(freelancerId, null) : undefined;
    if (!record) throw notFound(freelancerMsg.notFound);
    const row = record.freelancer.roles.includes(E_CONSULTANT) ? await this.repository.findSettings(record.freelancer.id) : undefined;
    if (!row) throw notFound(econsultationMsg.notEConsultant);
    const settings = toSettings(row);
    const zone = query.tz === undefined || query.tz === '' ? settings.timezone : query.tz;
    if (!isValidTimeZone(zone)) throw badRequest(econsultationMsg.invalidTimezone, 'invalidTimezone');
    const lengths = settings.sessionLengths;
    const given = (value: unknown) => value !== undefined && value !== '';
    const length = given(query.length) ? Number(typedDigits(query.length)) : defaultSessionLength(lengths);
    if (!lengths.includes(length)) throw badRequest(econsultationMsg.lengthNotOffered, 'lengthNotOffered');
    const now = this.now();
    const from = given(query.from) ? query.from : todayIn(zone, now);
    const to = given(query.to) ? query.to : isCalendarDate(from) ? addDays(from, 6) : from;
    if (!isCalendarDate(from) || !isCalendarDate(to) || to < from || to > addDays(from, SLOTS_RANGE_DAYS)) throw badRequest(econsultationMsg.invalidSlotsRange, 'invalidRange');
    // A booking being moved (its client's picker): its own time is free, as when the move is checked.
    const except = typeof query.except === 'string' && isUuid(query.except) ? query.except : undefined;
    const booked = await this.repository.bookedIntervals(record.freelancer.id, now, { except, holdsSince: holdsSince(now) });
    return {
      freelancerTimezone: settings.timezone,
      timezone: zone,
      length,
      lengths,
      lastDate: addDays(todayIn(settings.timezone, now), settings.horizonDays),
      slots: bookableSlots(settings, booked, { from, to, length, timeZone: zone }, now),
      next: nextBookable(settings, booked, length, zone, now),
    };
  }

  // --- bookings ---------------------------------------------------------------

  /**
   * POST /econsultancybooking. Order: the freelancer (exists and listed, not
   * oneself, an E-Consultant), then the form rules of docs/reference.md#validation in their order
   * (the robot proof is only looked at there, not spent), then the
   * freelancer's window in their time zone, then the proof is spent and the
   * row inserted; the database refuses an overlap (23P01 → 409).
   */
  async book(user: UserRow, body: unknown, proof: string | undefined): Promise<Booking> {
    const input = bookingInput(body);
    const freelancerId = input.freelancer as string | undefined;
    const record = freelancerId && isUuid(freelancerId) ? await this.freelancers.findVisible(freelancerId, user.id) : undefined;
    if (!record) throw notFound(freelancerMsg.notFound);
    if (record.freelancer.userId === user.id) throw badRequest(econsultationMsg.cannotBookSelf, 'bookSelf');
    const settingsRow = await this.repository.findSettings(record.freelancer.id);
    if (!settingsRow || !record.freelancer.roles.includes(E_CONSULTANT)) throw badRequest(econsultationMsg.notEConsultant, 'notEConsultant');
    const settings = toSettings(settingsRow);
    const zone = settings.timezone;
    const now = this.now();

    // Form rules, every failure collected, the first by the spec's order answered.
    const schema = bookingSchema(todayIn(zone, now));
    let errors: ValidationError[] = [];
    let valid: InferType<typeof schema> | undefined;
    try {
      valid = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors = error.inner.length > 0 ? error.inner : [error];
    }
    const robotOk = await this.deps.robot.proofUsable(proof);
    const first = firstBookingMessage(errors, robotOk);
    if (first !== null || !valid) throw badRequest(first ?? msg.robot, first === msg.robot ? 'robot' : 'validation');

    const { clientInformation: client, bookingDetails: details, isAccept } = valid;
    // Taken or too close to a live booking: refused before the robot proof is spent, so the client can simply pick another time.
    const instants = await this.withFreshSlots(record.freelancer.id, settings, details, now, () => this.checkTime(record.freelancer.id, settings, details, now));
    const { startsAt, endsAt } = instants;

    if (!(await this.deps.robot.spendProof(proof))) throw badRequest(msg.robot, 'robot');
    const freelancerLanguage = (await this.users.findById(record.freelancer.userId))?.language ?? 'en';
    // The booking and its two e-mails are one change: both mails exist exactly when the booking does.
    let row;
    try {
      row = await this.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const repository = new EConsultationsRepository(tx);
        // Taken meanwhile by a booking or held by a proposal (the exclusion constraint sees bookings only).
        await this.stillFree(repository, record.freelancer.id, settings, instants, now);
        const inserted = await repository.insertBooking({
        freelancerId: record.freelancer.id,
        bookedBy: user.id,
        clientName: client.name,
        clientOrganization: client.organization,
        clientEmail: client.email,
        clientPhone: client.phone,
        requirements: client.requirements,
        // Only the JSON boolean true passed the schema.
        isAccept,
        preferenceDate: details.preferenceDate,
        startTime: details.startTime,
        endTime: details.endTime,
        proposeAlternateDate: details.proposeAlternateDate,
        clientTimezone: details.timezone,
        freelancerTimezone: zone,
        startsAt,
        endsAt,
        hourlyRate: settings.hourlyRate,
        // Never the client's figure.
        totalFees: feesFor(settings.hourlyRate, instants.minutes),
      });
        const context = {
          booking: inserted,
          settings,
          freelancer: { userId: record.freelancer.userId, firstName: record.user.firstName, lastName: record.user.lastName, email: record.user.email, phone: record.user.phone, companyName: record.freelancer.companyName, language: freelancerLanguage },
          client: { userId: user.id, firstName: user.firstName, email: user.email, language: user.language },
          publicUrl: this.deps.config.publicUrl,
        };
        for (const mail of [freelancerBookingMail(context), clientBookingMail(context)]) await this.deps.mailer.send(mail, tx);
        await this.queueReminders(inserted, tx, now);
        return inserted;
      });
    } catch (error) {
      // Taken in the instant between the check above and the insert: the proof is spent by then (code slotJustTaken).
      if (!isExclusionViolation(error) && !(error instanceof HttpError && error.code === 'slotJustTaken')) throw error;
      return this.withFreshSlots(record.freelancer.id, settings, details, now, () => {
        throw conflict(econsultationMsg.slotTaken, 'slotJustTaken');
      });
    }

    return toBooking({ booking: row, freelancer: { id: record.freelancer.id, userId: record.freelancer.userId, companyName: record.freelancer.companyName }, user: record.user, noticeHours: settings.cancellationNoticeHours }, user.id, now);
  }

  /** GET /econsultancybooking/all/id?show=upcoming,past,cancelled,awaiting&q=&page=N: one page of the bookings the caller made or received (BookingsList). */
  async list(user: UserRow, query: { show?: unknown; q?: unknown; page?: unknown }): Promise<BookingsList> {
    const show = parseListShow(query.show);
    const search = parseListSearch(query.q);
    const page = parsePage(query.page);
    const now = this.now();
    // One row more than the page tells whether another page follows.
    const rows = await this.repository.bookingsOf(user.id, show, now, page * BOOKINGS_PAGE_SIZE, BOOKINGS_PAGE_SIZE + 1, search);
    const hasMore = rows.length > BOOKINGS_PAGE_SIZE;
    return { econsultancyBookings: rows.slice(0, BOOKINGS_PAGE_SIZE).map((r) => toBooking(r, user.id, now)), userId: user.id, page, hasMore };
  }

  /**
   * GET /econsultancybooking/{id}: only the client who booked and the booked freelancer (403 for anyone else), with what
   * the consultant shares as the booking e-mail does (their current settings; none once the booking is cancelled).
   */
  async one(user: UserRow, id: string): Promise<BookingWithMeeting> {
    const record = await this.partyBooking(user, id);
    const booking = toBooking(record, user.id, this.now());
    const row = booking.status === 'cancelled' ? undefined : await this.repository.findSettings(record.freelancer.id);
    return { ...booking, meeting: row ? meetingOf(toSettings(row)) : null };
  }

  /** GET /econsultancybooking/{id}/calendar.ics: the booking as an .ics for either party, in the language of the request. */
  async calendar(user: UserRow, id: string, locale: Locale): Promise<string> {
    const record = await this.partyBooking(user, id);
    const context = await this.mailContext(record, user.language);
    return inLocale(locale, () => bookingIcs(context));
  }

  /**
   * POST /econsultancybooking/{id}/cancel: the client or the freelancer
   * cancels a confirmed booking up to the freelancer's cancellation notice
   * before the start; after that the freelancer still may until the start,
   * as an emergency, with a reason for the client. Both get an e-mail with an
   * .ics METHOD:CANCEL of the same UID and a higher SEQUENCE.
   */
  async cancel(user: UserRow, id: string, body: unknown): Promise<Booking> {
    const record = await this.partyBooking(user, id);
    const rawReason = asObject(body).reason;
    const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
    if (reason.length > CANCEL_REASON_MAX) throw badRequest(econsultationMsg.cancelReasonTooLong, 'validation');
    const now = this.now();
    const view = toBooking(record, user.id, now);
    if (view.status === 'cancelled') throw conflict(econsultationMsg.alreadyCancelled, 'alreadyCancelled');
    if (view.status === 'completed') throw badRequest(econsultationMsg.alreadyCompleted, 'alreadyCompleted');
    const notice = record.noticeHours ?? SCHEDULING_DEFAULTS.cancellationNoticeHours;
    if (!view.canCancel) throw badRequest(econsultationMsg.cancelTooLate(notice), 'cancelTooLate');
    if (view.cancelIsEmergency && reason === '') throw badRequest(econsultationMsg.emergencyReasonRequired, 'reasonRequired');
    const context = await this.mailContext(record);
    // The cancellation and its two e-mails are one change.
    const row = await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const cancelled = await new EConsultationsRepository(tx).cancelBooking(record.booking.id, user.id, reason, now, view.cancelIsEmergency);
      if (!cancelled) throw conflict(econsultationMsg.alreadyCancelled, 'alreadyCancelled');
      for (const mail of cancellationMails({ ...context, booking: cancelled }, view.viewerRole)) await this.deps.mailer.send(mail, tx);
      return cancelled;
    });
    return toBooking({ ...record, booking: row }, user.id, now);
  }

  /**
   * POST /econsultancybooking/{id}/reschedule: the client or the consultant proposes a new time
   * under the rules of a booking (the freelancer's window, notice, horizon,
   * buffer, free time — the booking's own time excepted), while changes are
   * open (the cancellation notice). The booking keeps its time until the
   * other party accepts; the other party is e-mailed. The new time is held for
   * PROPOSAL_HOLD_HOURS (nobody books it meanwhile), so an Accept finds it free.
   */
  async reschedule(user: UserRow, id: string, body: unknown): Promise<Booking> {
    const record = await this.partyBooking(user, id);
    const now = this.now();
    const view = toBooking(record, user.id, now);
    if (view.status === 'cancelled') throw conflict(econsultationMsg.alreadyCancelled, 'alreadyCancelled');
    if (view.status === 'completed') throw badRequest(econsultationMsg.alreadyCompleted, 'alreadyCompleted');
    if (view.reschedule) throw conflict(econsultationMsg.reschedulePending, 'reschedulePending');
    if (!view.canReschedule) throw badRequest(econsultationMsg.rescheduleTooLate(record.noticeHours ?? SCHEDULING_DEFAULTS.cancellationNoticeHours), 'rescheduleTooLate');
    const settingsRow = await this.repository.findSettings(record.freelancer.id);
    if (!settingsRow) throw badRequest(econsultationMsg.notEConsultant, 'notEConsultant');
    const settings = toSettings(settingsRow);

    const time = await validateBody(rescheduleSchema(todayIn(settings.timezone, now)), body);
    if (time.preferenceDate === record.booking.preferenceDate && time.startTime === record.booking.startTime && time.endTime === record.booking.endTime) {
      throw badRequest(econsultationMsg.rescheduleSameTime, 'sameTime');
    }
    const minutes = Math.round((record.booking.endsAt.getTime() - record.booking.startsAt.getTime()) / 60_000);
    const asked = { ...time, timezone: record.booking.clientTimezone };
    const instants = await this.withFreshSlots(record.freelancer.id, settings, asked, now, () => this.checkTime(record.freelancer.id, settings, time, now, { id: record.booking.id, minutes }));
    const context = await this.mailContext(record, undefined, settings);
    const row = await this.withFreshSlots(record.freelancer.id, settings, asked, now, () =>
      this.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const repository = new EConsultationsRepository(tx);
        await this.stillFree(repository, record.freelancer.id, settings, instants, now, record.booking.id);
        const proposed = await repository.propose(record.booking.id, { ...time, startsAt: instants.startsAt, endsAt: instants.endsAt }, now, view.viewerRole);
        if (!proposed) throw conflict(econsultationMsg.reschedulePending, 'reschedulePending');
        await this.deps.mailer.send(rescheduleProposalMail({ ...context, booking: proposed }), tx);
        return proposed;
      }),
    );
    return toBooking({ ...record, booking: row }, user.id, now);
  }

  /**
   * Inside a write's transaction: takes the consultant's lock, then refuses (409) a time that a booking or a held proposal
   * took since it was checked (the buffer counted). Bookings, proposals and acceptances of one consultant are so written one
   * at a time; the exclusion constraint still refuses overlapping bookings.
   */
  private async stillFree(repository: EConsultationsRepository, freelancerId: string, settings: EConsultationSettings, time: { startsAt: Date; endsAt: Date }, now: Date, except?: string): Promise<void> {
    await repository.lockConsultant(freelancerId);
    const near = await repository.bookedIntervals(freelancerId, new Date(time.startsAt.getTime() - settings.bufferMinutes * 60_000), { except, holdsSince: holdsSince(now) });
    if (clash(near, time, settings.bufferMinutes)) throw conflict(econsultationMsg.slotTaken, 'slotJustTaken');
  }

  /**
   * POST /econsultancybooking/{id}/reschedule/{accept|decline}: the party who did not propose answers a pending
   * proposal. Accepting moves the booking (a time taken meanwhile, once its hold lapsed, is refused: 409), raises its
   * SEQUENCE, sends both an updated invitation and queues new reminders; declining keeps the booking and tells the proposer.
   */
  async respond(user: UserRow, id: string, decision: RescheduleDecision): Promise<Booking> {
    const record = await this.partyBooking(user, id);
    const now = this.now();
    const view = toBooking(record, user.id, now);
    if (view.reschedule && view.reschedule.by === view.viewerRole) throw forbidden(econsultationMsg.respondOnlyOther);
    if (!view.canRespond || !view.reschedule) throw conflict(econsultationMsg.noProposal, 'noProposal');
    const settingsRow = await this.repository.findSettings(record.freelancer.id);
    const context = await this.mailContext(record, undefined, settingsRow ? toSettings(settingsRow) : undefined);
    const { booking } = record;
    const proposal = { startsAt: booking.proposedStartsAt!, endsAt: booking.proposedEndsAt! };

    if (decision === 'decline') {
      const row = await this.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const dropped = await new EConsultationsRepository(tx).dropProposal(booking.id);
        if (!dropped) throw conflict(econsultationMsg.noProposal, 'noProposal');
        await this.deps.mailer.send(rescheduleDeclinedMail({ ...context, booking: dropped }, { ...proposal, proposedBy: booking.proposedBy }), tx);
        return dropped;
      });
      return toBooking({ ...record, booking: row }, user.id, now);
    }

    if (proposal.startsAt.getTime() <= now.getTime()) throw badRequest(econsultationMsg.proposalPassed, 'proposalPassed');
    const time: BookingTime = { preferenceDate: booking.proposedDate!, startTime: booking.proposedStartTime!, endTime: booking.proposedEndTime!, ...proposal };
    const fees = feesFor(booking.hourlyRate, Math.round((proposal.endsAt.getTime() - proposal.startsAt.getTime()) / 60_000));
    let row: BookingRow;
    try {
      row = await this.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const repository = new EConsultationsRepository(tx);
        if (settingsRow) await this.stillFree(repository, record.freelancer.id, toSettings(settingsRow), proposal, now, booking.id);
        const moved = await repository.move(booking.id, time, fees, now);
        if (!moved) throw conflict(econsultationMsg.noProposal, 'noProposal');
        for (const mail of rescheduleAcceptedMails({ ...context, booking: moved }, booking)) await this.deps.mailer.send(mail, tx);
        await this.queueReminders(moved, tx, now);
        return moved;
      });
    } catch (error) {
      if (isExclusionViolation(error) || (error instanceof HttpError && error.code === 'slotJustTaken')) throw conflict(econsultationMsg.slotTaken, 'slotTaken');
      throw error;
    }
    return toBooking({ ...record, booking: row }, user.id, now);
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
    const context = await this.mailContext(record);
    await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      for (const { role, mail } of reminderMails(context, lead)) await this.deps.mailer.send(mail, tx, { dedupeKey: `reminder-mail:${booking.id}:${sequence}:${lead}:${role}` });
    });
  }

  /** Queues the reminders of a booking at its current time, in the transaction of the change; one already past (a booking made closer to the start) is not queued. The review reminders too. */
  private async queueReminders(booking: BookingRow, tx: Db, now: Date): Promise<void> {
    for (const [lead, before] of Object.entries(REMINDER_LEADS) as [ReminderLead, number][]) {
      const runAt = new Date(booking.startsAt.getTime() - before);
      if (runAt.getTime() <= now.getTime()) continue;
      const payload: ReminderPayload = { bookingId: booking.id, sequence: booking.sequence, lead };
      await this.deps.jobs.enqueue(REMINDER_JOB, payload, { runAt, dedupeKey: `reminder:${booking.id}:${booking.sequence}:${lead}` }, tx);
    }
    // Reviewing opens at the end: its reminders (modules/reviews).
    await queueReviewReminders(this.deps.jobs, { kind: 'booking', id: booking.id }, booking.endsAt, tx);
  }

  /**
   * Runs `attempt`; when it answers 409 (the time was taken, or is too close to another session), the answer also
   * carries `slots`: the free times of the same length on that day in the client's zone, so the client picks again.
   */
  private async withFreshSlots<T>(freelancerId: string, settings: EConsultationSettings, details: { preferenceDate: string; startTime: string; endTime: string; timezone: string }, now: Date, attempt: () => Promise<T> | T): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      const instants = bookingInstants(details.preferenceDate, details.startTime, details.endTime, settings.timezone);
      if (!(error instanceof HttpError) || error.statusCode !== 409 || !instants.ok) throw error;
      const day = zonedDate(instants.startsAt, details.timezone);
      const booked = await this.repository.bookedIntervals(freelancerId, now, { holdsSince: holdsSince(now) });
      const slots = bookableSlots(settings, booked, { from: day, to: day, length: instants.minutes, timeZone: details.timezone }, now);
      throw new HttpError(409, error.message, error.code, error.details, { slots });
    }
  }

  /** A booking that the caller is a party of (404 unknown, 403 anyone else). */
  private async partyBooking(user: UserRow, id: string): Promise<BookingRecord> {
    const record = isUuid(id) ? await this.repository.findBooking(id) : undefined;
    if (!record) throw notFound(econsultationMsg.bookingNotFound);
    if (record.booking.bookedBy !== user.id && record.freelancer.userId !== user.id) throw forbidden(econsultationMsg.notAllowed);
    return record;
  }

  /**
   * The real instants of a time chosen on a date in the freelancer's zone, or
   * the refusal of contracts' checkBookingTime (the rules the slots API offers by).
   * `moving` is the booking being moved: its own time is free and its length allowed.
   */
  private async checkTime(
    freelancerId: string,
    settings: EConsultationSettings,
    time: { preferenceDate: string; startTime: string; endTime: string },
    now: Date,
    moving?: { id: string; minutes: number },
  ): Promise<{ startsAt: Date; endsAt: Date; minutes: number }> {
    // The booked intervals that could meet the time: from a day before its date (the buffer and zones fit well inside).
    const from = zonedTimeToInstant(addDays(isCalendarDate(time.preferenceDate) ? time.preferenceDate : todayIn(settings.timezone, now), -1), 0, settings.timezone);
    const booked = await this.repository.bookedIntervals(freelancerId, from, { except: moving?.id, holdsSince: holdsSince(now) });
    // A booking being moved may keep its own length, even one no longer offered.
    const lengths = moving ? [...settings.sessionLengths, moving.minutes] : settings.sessionLengths;
    const check = checkBookingTime(settings, time, booked, now, lengths);
    if (!check.ok) throw check.status === 409 ? conflict(check.message, check.code) : badRequest(check.message, check.code);
    return check;
  }

  /**
   * What the booking e-mails and calendar files are made of. Each party's
   * mail is in that party's account language; `readerLanguage` overrides
   * both (the .ics download is in its reader's language).
   * Without settings (the freelancer stopped e-consultations) no join details are added.
   */
  private async mailContext(record: BookingRecord, readerLanguage?: string, settings?: EConsultationSettings): Promise<BookingMailContext> {
    const { booking, freelancer, user } = record;
    const client = await this.users.findById(booking.bookedBy);
    const freelancerAccount = await this.users.findById(freelancer.userId);
    const settingsRow = settings ? undefined : await this.repository.findSettings(freelancer.id);
    return {
      booking,
      settings: settings ?? (settingsRow ? toSettings(settingsRow) : ({ ...SCHEDULING_DEFAULTS, sendConferenceInfo: false, sendPaymentInfo: false } as EConsultationSettings)),
      freelancer: { userId: freelancer.userId, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone, companyName: freelancer.companyName, language: readerLanguage ?? freelancerAccount?.language ?? 'en' },
      client: { userId: booking.bookedBy, firstName: client?.firstName ?? booking.clientName, email: client?.email ?? booking.clientEmail, language: readerLanguage ?? client?.language ?? 'en' },
      publicUrl: this.deps.config.publicUrl,
    };
  }
}

/** A booking as its two parties read it: both see the client's details and the freelancer's contact. */
export function toBooking({ booking, freelancer, user, noticeHours }: BookingRecord, viewerUserId: string, now: Date): Booking {
  const notice = noticeHours ?? SCHEDULING_DEFAULTS.cancellationNoticeHours;
  const cancellableUntil = new Date(booking.startsAt.getTime() - notice * HOUR_MS);
  const status = booking.status === 'cancelled' ? 'cancelled' : booking.endsAt.getTime() <= now.getTime() ? 'completed' : 'confirmed';
  // Cancelling and moving close together, at the cancellation notice; the freelancer may still cancel until the start, in an emergency.
  const open = now.getTime() <= cancellableUntil.getTime();
  const viewerRole = booking.bookedBy === viewerUserId ? 'booker' : 'freelancer';
  const emergency = status === 'confirmed' && viewerRole === 'freelancer' && !open && now.getTime() < booking.startsAt.getTime();
  const reschedule =
    booking.proposedAt && booking.proposedDate && booking.proposedStartTime && booking.proposedEndTime && booking.proposedStartsAt && booking.proposedEndsAt
      ? {
          by: booking.proposedBy === 'freelancer' ? ('freelancer' as const) : ('booker' as const),
          holdsUntil: new Date(booking.proposedAt.getTime() + PROPOSAL_HOLD_HOURS * HOUR_MS).toISOString(),
          preferenceDate: booking.proposedDate,
          startTime: booking.proposedStartTime,
          endTime: booking.proposedEndTime,
          startsAt: booking.proposedStartsAt.toISOString(),
          endsAt: booking.proposedEndsAt.toISOString(),
          proposedAt: booking.proposedAt.toISOString(),
        }
      : null;
  return {
    id: booking.id,
    bookedBy: booking.bookedBy,
    freelancer: { id: freelancer.id, user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, phone: user.phone }, companyName: freelancer.companyName },
    clientInformation: { name: booking.clientName, organization: booking.clientOrganization, email: booking.clientEmail, phone: booking.clientPhone, requirements: booking.requirements },
    bookingDetails: {
      preferenceDate: booking.preferenceDate,
      timezone: booking.clientTimezone,
      startTime: booking.startTime,
      endTime: booking.endTime,
      proposeAlternateDate: booking.proposeAlternateDate,
      freelancerTimezone: booking.freelancerTimezone,
      startsAt: booking.startsAt.toISOString(),
      endsAt: booking.endsAt.toISOString(),
    },
    totalFees: booking.totalFees,
    hourlyRate: booking.hourlyRate,
    durationMinutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000),
    createdAt: booking.createdAt.toISOString(),
    viewerRole,
    status,
    cancellation:
      booking.status === 'cancelled'
        ? {
            by: booking.cancelledBy === booking.bookedBy ? 'booker' : 'freelancer',
            at: (booking.cancelledAt ?? booking.createdAt).toISOString(),
            reason: booking.cancelReason,
            emergency: booking.cancelledEmergency,
          }
        : null,
    cancellableUntil: cancellableUntil.toISOString(),
    canCancel: (status === 'confirmed' && open) || emergency,
    cancelIsEmergency: emergency,
    reference: booking.reference,
    reschedule,
    canReschedule: status === 'confirmed' && open && reschedule === null,
    canRespond: status === 'confirmed' && reschedule !== null && reschedule.by !== viewerRole,
  };
}
