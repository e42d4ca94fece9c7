import type { FastifyBaseLogger } from 'fastify';
import { ValidationError, type InferType } from 'yup';
import {
  bookingInstants,
  bookingSchema,
  CANCEL_REASON_MAX,
  SCHEDULING_DEFAULTS,
  econsultationMsg,
  econsultationSettingsSchema,
  slotWeight,
  todayIn,
  feesFor,
  weekdayOf,
  zonedTimeToInstant,
  type Booking,
  type BookingsList,
  type EConsultancyInfo,
  type EConsultationSettings,
  type EConsultationSaveResponse,
} from '@contracts/econsultation';
import { freelancerMsg } from '@contracts/freelancer';
import { msg } from '@contracts/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { validateBody } from '../../http/validate';
import type { Mailer } from '../../plugins/mail';
import type { RobotCheck } from '../../plugins/captcha';
import { list } from '../freelancers/input';
import { FreelancersRepository } from '../freelancers/repository';
import { toFreelancer, type FreelancerRecord } from '../freelancers/serialize';
import { UsersRepository, type UserRow } from '../users/repository';
import { bookingIcs, cancellationMails, clientBookingMail, freelancerBookingMail } from './emails';
import { E_CONSULTANT, EConsultationsRepository, isExclusionViolation, type BookingRecord } from './repository';
import { SETTINGS_FIELD, publicSettings, settingsInput, toSettings, toValues } from './settings';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface EConsultationsDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  robot: RobotCheck;
  log: FastifyBaseLogger;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** Rank of a failed rule in the booking form's order (SPEC §5): required, minimum lengths, e-mail, robot, date, accept. */
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

/** The calendar date `days` after a YYYY-MM-DD date. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

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
    const row = await this.repository.findSettings(record.f.id);
    const settings = row ? toSettings(row) : null;
    const owner = record.f.userId === viewerUserId;
    const from = settings ? zonedTimeToInstant(todayIn(settings.timezone, this.now()), 0, settings.timezone) : this.now();
    const booked = settings ? await this.repository.bookedIntervals(record.f.id, from) : [];
    return {
      freelancerId: record.f.id,
      isEConsultant: settings !== null && record.f.roles.includes(E_CONSULTANT),
      settings: settings && !owner ? publicSettings(settings) : settings,
      booked: booked.map((b) => ({ start: b.startsAt.toISOString(), end: b.endsAt.toISOString() })),
    };
  }

  /** GET /freelancer/econsultancy/{id}: a listed profile (or one's own). Others get the public part of the settings. */
  async info(viewer: UserRow, freelancerId: string): Promise<EConsultancyInfo> {
    const record = UUID.test(freelancerId) ? await this.freelancers.findVisible(freelancerId, viewer.id) : undefined;
    if (!record) throw notFound(freelancerMsg.notFound);
    return this.infoOf(record, viewer.id);
  }

  /** GET /freelancer/econsultancy: the caller's own settings (the settings page), also before any profile exists. */
  async ownInfo(user: UserRow): Promise<EConsultancyInfo> {
    const record = await this.freelancers.findByUserId(user.id);
    if (!record) return { freelancerId: '', isEConsultant: false, settings: null, booked: [] };
    return this.infoOf(record, user.id);
  }

  // --- bookings ---------------------------------------------------------------

  /**
   * POST /econsultancybooking. Order: the freelancer (exists and listed, not
   * oneself, an E-Consultant), then the form rules of SPEC §5 in their order
   * (the robot proof is only looked at there, not spent), then the
   * freelancer's window in their time zone, then the proof is spent and the
   * row inserted; the database refuses an overlap (23P01 → 409).
   */
  async book(user: UserRow, body: unknown, proof: string | undefined): Promise<Booking> {
    const input = bookingInput(body);
    const freelancerId = input.freelancer as string | undefined;
    const record = freelancerId && UUID.test(freelancerId) ? await this.freelancers.findVisible(freelancerId, user.id) : undefined;
    if (!record) throw notFound(freelancerMsg.notFound);
    if (record.f.userId === user.id) throw badRequest(econsultationMsg.cannotBookSelf, 'bookSelf');
    const settingsRow = await this.repository.findSettings(record.f.id);
    if (!settingsRow || !record.f.roles.includes(E_CONSULTANT)) throw badRequest(econsultationMsg.notEConsultant, 'notEConsultant');
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

    const { clientInformation: client, bookingDetails: details } = valid;
    const start = slotWeight(details.startTime);
    const end = slotWeight(details.endTime);
    if (start < 0 || end < 0) throw badRequest(econsultationMsg.invalidTimeSlot, 'invalidTime');
    if (end <= start) throw badRequest(econsultationMsg.endAfterStart, 'endAfterStart');
    const day = weekdayOf(details.preferenceDate);
    const window = settings.availability.find((entry) => entry.day === day);
    if (!window) throw badRequest(econsultationMsg.notAvailableDay, 'notAvailableDay');
    if (start < slotWeight(window.from) || end > slotWeight(window.to)) throw badRequest(econsultationMsg.outsideWindow, 'outsideWindow');
    const instants = bookingInstants(details.preferenceDate, details.startTime, details.endTime, zone);
    if (!instants.ok) throw badRequest(econsultationMsg[instants.reason === 'invalidTime' ? 'invalidTimeSlot' : instants.reason], instants.reason);
    const { startsAt, endsAt } = instants;
    if (startsAt.getTime() <= now.getTime()) throw badRequest(econsultationMsg.timeInPast, 'timeInPast');
    if (startsAt.getTime() < now.getTime() + settings.minNoticeHours * HOUR_MS) throw badRequest(econsultationMsg.tooSoon(settings.minNoticeHours), 'tooSoon');
    if (details.preferenceDate > addDays(todayIn(zone, now), settings.horizonDays)) throw badRequest(econsultationMsg.tooFarAhead(settings.horizonDays), 'tooFarAhead');
    // Taken or too close to a live booking: refused before the robot proof is spent, so the client can simply pick another time.
    const gap = settings.bufferMinutes * 60_000;
    const near = await this.repository.bookedIntervals(record.f.id, new Date(startsAt.getTime() - gap));
    if (near.some((b) => b.startsAt.getTime() < endsAt.getTime() && b.endsAt.getTime() > startsAt.getTime())) throw conflict(econsultationMsg.slotTaken, 'slotTaken');
    if (gap > 0 && near.some((b) => b.startsAt.getTime() < endsAt.getTime() + gap && b.endsAt.getTime() > startsAt.getTime() - gap)) {
      throw conflict(econsultationMsg.tooClose(settings.bufferMinutes), 'tooClose');
    }

    if (!(await this.deps.robot.spendProof(proof))) throw badRequest(msg.robot, 'robot');
    const freelancerLanguage = (await this.users.findById(record.f.userId))?.language ?? 'en';
    // The booking and its two e-mails are one change: both mails exist exactly when the booking does.
    let row;
    try {
      row = await this.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const inserted = await new EConsultationsRepository(tx).insertBooking({
        freelancerId: record.f.id,
        bookedBy: user.id,
        clientName: client.name,
        clientOrganization: client.organization,
        clientEmail: client.email,
        clientPhone: client.phone,
        requirements: client.requirements,
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
          freelancer: { firstName: record.u.firstName, lastName: record.u.lastName, email: record.u.email, phone: record.u.phone, companyName: record.f.companyName, language: freelancerLanguage },
          client: { firstName: user.firstName, email: user.email, language: user.language },
          publicUrl: this.deps.config.publicUrl,
          mailFrom: this.deps.config.mailFrom,
        };
        for (const mail of [freelancerBookingMail(context), clientBookingMail(context)]) await this.deps.mailer.send(mail, tx);
        return inserted;
      });
    } catch (error) {
      // Taken in the instant between the check above and the insert: the proof is spent by then (code slotJustTaken).
      if (isExclusionViolation(error)) throw conflict(econsultationMsg.slotTaken, 'slotJustTaken');
      throw error;
    }

    return toBooking({ b: row, f: { id: record.f.id, userId: record.f.userId, companyName: record.f.companyName }, u: record.u, noticeHours: settings.cancellationNoticeHours }, user.id, now);
  }

  /** GET /econsultancybooking/all/id */
  async list(user: UserRow): Promise<BookingsList> {
    const rows = await this.repository.bookingsOf(user.id);
    const now = this.now();
    return { econsultancyBookings: rows.map((r) => toBooking(r, user.id, now)), userId: user.id };
  }

  /** GET /econsultancybooking/{id}: only the client who booked and the booked freelancer (403 for anyone else). */
  async one(user: UserRow, id: string): Promise<Booking> {
    const record = UUID.test(id) ? await this.repository.findBooking(id) : undefined;
    if (!record) throw notFound(econsultationMsg.bookingNotFound);
    if (record.b.bookedBy !== user.id && record.f.userId !== user.id) throw forbidden(econsultationMsg.notAllowed);
    return toBooking(record, user.id, this.now());
  }

  /** GET /econsultancybooking/{id}/calendar.ics: the booking as an .ics for either party. */
  async calendar(user: UserRow, id: string): Promise<string> {
    const record = UUID.test(id) ? await this.repository.findBooking(id) : undefined;
    if (!record) throw notFound(econsultationMsg.bookingNotFound);
    if (record.b.bookedBy !== user.id && record.f.userId !== user.id) throw forbidden(econsultationMsg.notAllowed);
    const settingsRow = await this.repository.findSettings(record.f.id);
    const client = await this.users.findById(record.b.bookedBy);
    return bookingIcs({
      booking: record.b,
      // Without settings (the freelancer stopped e-consultations) no conference details are added.
      settings: settingsRow ? toSettings(settingsRow) : ({ sendConferenceInfo: false } as EConsultationSettings),
      freelancer: { firstName: record.u.firstName, lastName: record.u.lastName, email: record.u.email, phone: record.u.phone, companyName: record.f.companyName, language: user.language },
      client: { firstName: client?.firstName ?? record.b.clientName, email: client?.email ?? record.b.clientEmail, language: user.language },
      publicUrl: this.deps.config.publicUrl,
      mailFrom: this.deps.config.mailFrom,
    });
  }

  /**
   * POST /econsultancybooking/{id}/cancel: the client or the freelancer
   * cancels a confirmed booking up to the freelancer's cancellation notice
   * before the start. Both get an e-mail with an .ics METHOD:CANCEL of the
   * same UID and a higher SEQUENCE.
   */
  async cancel(user: UserRow, id: string, body: unknown): Promise<Booking> {
    const record = UUID.test(id) ? await this.repository.findBooking(id) : undefined;
    if (!record) throw notFound(econsultationMsg.bookingNotFound);
    if (record.b.bookedBy !== user.id && record.f.userId !== user.id) throw forbidden(econsultationMsg.notAllowed);
    const rawReason = asObject(body).reason;
    const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
    if (reason.length > CANCEL_REASON_MAX) throw badRequest(econsultationMsg.cancelReasonTooLong, 'validation');
    const now = this.now();
    const view = toBooking(record, user.id, now);
    if (view.status === 'cancelled') throw conflict(econsultationMsg.alreadyCancelled, 'alreadyCancelled');
    if (view.status === 'completed') throw badRequest(econsultationMsg.alreadyCompleted, 'alreadyCompleted');
    const notice = record.noticeHours ?? SCHEDULING_DEFAULTS.cancellationNoticeHours;
    if (!view.canCancel) throw badRequest(econsultationMsg.cancelTooLate(notice), 'cancelTooLate');
    const settingsRow = await this.repository.findSettings(record.f.id);
    const client = await this.users.findById(record.b.bookedBy);
    const freelancerLanguage = (await this.users.findById(record.f.userId))?.language ?? 'en';
    // The cancellation and its two e-mails are one change.
    const row = await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const cancelled = await new EConsultationsRepository(tx).cancelBooking(record.b.id, user.id, reason, now);
      if (!cancelled) throw conflict(econsultationMsg.alreadyCancelled, 'alreadyCancelled');
      if (!settingsRow) return cancelled;
      const context = {
        booking: cancelled,
        settings: toSettings(settingsRow),
        freelancer: { firstName: record.u.firstName, lastName: record.u.lastName, email: record.u.email, phone: record.u.phone, companyName: record.f.companyName, language: freelancerLanguage },
        client: { firstName: client?.firstName ?? cancelled.clientName, email: client?.email ?? cancelled.clientEmail, language: client?.language ?? 'en' },
        publicUrl: this.deps.config.publicUrl,
        mailFrom: this.deps.config.mailFrom,
      };
      for (const mail of cancellationMails(context, view.viewerRole)) await this.deps.mailer.send(mail, tx);
      return cancelled;
    });
    return toBooking({ ...record, b: row }, user.id, now);
  }
}

/** A booking as its two parties read it: both see the client's details and the freelancer's contact. */
export function toBooking({ b, f, u, noticeHours }: BookingRecord, viewerUserId: string, now: Date): Booking {
  const notice = noticeHours ?? SCHEDULING_DEFAULTS.cancellationNoticeHours;
  const cancellableUntil = new Date(b.startsAt.getTime() - notice * HOUR_MS);
  const status = b.status === 'cancelled' ? 'cancelled' : b.endsAt.getTime() <= now.getTime() ? 'completed' : 'confirmed';
  return {
    id: b.id,
    bookedBy: b.bookedBy,
    freelancer: { id: f.id, user: { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone }, companyName: f.companyName },
    clientInformation: { name: b.clientName, organization: b.clientOrganization, email: b.clientEmail, phone: b.clientPhone, requirements: b.requirements },
    bookingDetails: {
      preferenceDate: b.preferenceDate,
      timezone: b.clientTimezone,
      startTime: b.startTime,
      endTime: b.endTime,
      proposeAlternateDate: b.proposeAlternateDate,
      freelancerTimezone: b.freelancerTimezone,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
    },
    totalFees: b.totalFees,
    hourlyRate: b.hourlyRate,
    durationMinutes: Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000),
    createdAt: b.createdAt.toISOString(),
    viewerRole: b.bookedBy === viewerUserId ? 'booker' : 'freelancer',
    status,
    cancellation:
      b.status === 'cancelled'
        ? { by: b.cancelledBy === b.bookedBy ? 'booker' : 'freelancer', at: (b.cancelledAt ?? b.createdAt).toISOString(), reason: b.cancelReason }
        : null,
    cancellableUntil: cancellableUntil.toISOString(),
    canCancel: status === 'confirmed' && now.getTime() <= cancellableUntil.getTime(),
  };
}
