import { ValidationError, type InferType } from 'yup';
import { BOOKINGS_PAGE_SIZE, type Booking, type BookingsList, type BookingWithMeeting } from '@contracts/econsultation/types';
import { todayIn } from '@contracts/econsultation/zoned-time';
import { feesFor } from '@contracts/econsultation/fees';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { bookingSchema } from '@contracts/econsultation/schema';
import { freelancerMsg } from '@contracts/freelancer';
import { msg } from '@contracts/messages';
import type { Locale } from '@contracts/locale';
import { inLocale } from '../../plugins/locale';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import { parsePage } from '../freelancers/input';
import type { UserRow } from '../users/repository';
import { bookingIcs, clientBookingMail, freelancerBookingMail } from './emails';
import { E_CONSULTANT, EConsultationsRepository, isExclusionViolation } from './repository';
import { meetingOf, toSettings } from './settings';
import { isUuid } from '../../http/uuid';
import { EConsultationsPart, type EConsultationsDeps } from './context';
import type { BookingParties } from './parties';
import type { Reminders } from './reminders';
import type { SlotsService } from './slots';
import { bookingNotice } from './notices';
import { toBooking } from './view';
import { bookingInput, firstBookingMessage, parseListSearch, parseListShow } from './booking-input';

/** Booking a consultant, and the bookings a member made or received. */
export class BookingService extends EConsultationsPart {
  constructor(
    deps: EConsultationsDeps,
    private readonly parts: { parties: BookingParties; slots: SlotsService; reminders: Reminders },
  ) {
    super(deps);
  }

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
    const instants = await this.parts.slots.withFreshSlots(record.freelancer.id, settings, details, now, () => this.parts.slots.checkTime(record.freelancer.id, settings, details, now));
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
        await this.parts.slots.stillFree(repository, record.freelancer.id, settings, instants, now);
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
        await this.deps.notices?.(bookingNotice(context, user.id, 'requested'), tx);
        await this.parts.reminders.queueReminders(inserted, tx, now);
        return inserted;
      });
    } catch (error) {
      // Taken in the instant between the check above and the insert: the proof is spent by then (code slotJustTaken).
      if (!isExclusionViolation(error) && !(error instanceof HttpError && error.code === 'slotJustTaken')) throw error;
      return this.parts.slots.withFreshSlots(record.freelancer.id, settings, details, now, () => {
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
    const record = await this.parts.parties.partyBooking(user, id);
    const booking = toBooking(record, user.id, this.now());
    const row = booking.status === 'cancelled' ? undefined : await this.repository.findSettings(record.freelancer.id);
    return { ...booking, meeting: row ? meetingOf(toSettings(row)) : null };
  }

  /** GET /econsultancybooking/{id}/calendar.ics: the booking as an .ics for either party, in the language of the request. */
  async calendar(user: UserRow, id: string, locale: Locale): Promise<string> {
    const record = await this.parts.parties.partyBooking(user, id);
    const context = await this.parts.parties.mailContext(record, user.language);
    return inLocale(locale, () => bookingIcs(context));
  }
}
