import type { EConsultancyInfo, EConsultationSettings, EConsultationSaveResponse, SlotsAnswer } from '@contracts/econsultation/types';
import { bookableSlots, checkBookingTime, clash, nextBookable, SLOTS_RANGE_DAYS } from '@contracts/econsultation/availability';
import { bookingInstants, defaultSessionLength } from '@contracts/econsultation/slots';
import { addDays, isCalendarDate, isValidTimeZone, todayIn, zonedDate, zonedTimeToInstant } from '@contracts/econsultation/zoned-time';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { econsultationSettingsSchema } from '@contracts/econsultation/schema';
import { freelancerMsg } from '@contracts/freelancer';
import { typedDigits } from '@contracts/text';
import { HttpError, badRequest, conflict, notFound } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { list } from '../freelancers/input';
import { toFreelancer, type FreelancerRecord } from '../freelancers/serialize';
import type { UserRow } from '../users/repository';
import { E_CONSULTANT, type EConsultationsRepository } from './repository';
import { SETTINGS_FIELD, publicSettings, settingsInput, toPeriods, toSettings, toValues } from './settings';
import { isUuid } from '../../http/uuid';
import { EConsultationsPart, holdsSince } from './context';

/** A consultant's availability: their settings, the free starts offered, and the checks a chosen time passes. */
export class SlotsService extends EConsultationsPart {
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
    const { freelancerId, settings } = await this.repository.saveSettings(user.id, mirror, toValues(valid), participate, toPeriods(valid));
    const record = await this.freelancers.findByUserId(user.id);
    if (!record) throw notFound(freelancerMsg.notFound);
    return { ...toFreelancer(record, { userId: user.id }, this.deps.config.approval), eConsultation: toSettings({ ...settings, ...(await this.repository.periodsOf(freelancerId)) }) };
  }

  private async infoOf(record: FreelancerRecord, viewerUserId: string): Promise<EConsultancyInfo> {
    const row = await this.repository.findSettings(record.freelancer.id);
    const settings = row ? toSettings(row) : null;
    const owner = record.freelancer.userId === viewerUserId;
    const from = settings ? zonedTimeToInstant(todayIn(settings.timezone, this.now()), 0, settings.timezone) : this.now();
    const booked = settings ? await this.repository.bookedIntervals(record.freelancer.id, from, { holdsSince: holdsSince(this.now()) }) : [];
    const info: EConsultancyInfo = {
      freelancerId: record.freelancer.id,
      isEConsultant: settings !== null && record.freelancer.roles.includes(E_CONSULTANT),
      settings: settings && !owner ? publicSettings(settings) : settings,
      booked: booked.map((b) => ({ start: b.startsAt.toISOString(), end: b.endsAt.toISOString() })),
    };
    if (!owner || !settings) return info;
    // The consultant's own page lists the bookings their blocked dates left in place.
    const onBlocked = await this.repository.bookingsOnBlockedDates(record.freelancer.id, this.now());
    return {
      ...info,
      onBlockedDates: onBlocked.map((b) => ({ id: b.id, reference: b.reference, clientName: b.clientName, preferenceDate: b.preferenceDate, startTime: b.startTime, endTime: b.endTime, startsAt: b.startsAt.toISOString() })),
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

  /**
   * The real instants of a time chosen on a date in the freelancer's zone, or
   * the refusal of contracts' checkBookingTime (the rules the slots API offers by).
   * `moving` is the booking being moved: its own time is free and its length allowed. A `length` sent with the time
   * is the only length it may have.
   */
  async checkTime(
    freelancerId: string,
    settings: EConsultationSettings,
    time: { preferenceDate: string; startTime: string; endTime: string; length?: number },
    now: Date,
    moving?: { id: string; minutes: number },
  ): Promise<{ startsAt: Date; endsAt: Date; minutes: number }> {
    // The booked intervals that could meet the time: from a day before its date (the buffer and zones fit well inside).
    const from = zonedTimeToInstant(addDays(isCalendarDate(time.preferenceDate) ? time.preferenceDate : todayIn(settings.timezone, now), -1), 0, settings.timezone);
    const booked = await this.repository.bookedIntervals(freelancerId, from, { except: moving?.id, holdsSince: holdsSince(now) });
    // A booking being moved may keep its own length, even one no longer offered.
    const offered = moving ? [...settings.sessionLengths, moving.minutes] : settings.sessionLengths;
    const lengths = time.length === undefined ? offered : offered.filter((length) => length === time.length);
    const check = checkBookingTime(settings, time, booked, now, lengths);
    if (!check.ok) throw check.status === 409 ? conflict(check.message, check.code) : badRequest(check.message, check.code);
    return check;
  }

  /**
   * Inside a write's transaction: takes the consultant's lock, then refuses (409) a time that a booking or a held proposal
   * took since it was checked (the buffer counted). Bookings, proposals and acceptances of one consultant are so written one
   * at a time; the exclusion constraint still refuses overlapping bookings.
   */
  async stillFree(repository: EConsultationsRepository, freelancerId: string, settings: EConsultationSettings, time: { startsAt: Date; endsAt: Date }, now: Date, except?: string): Promise<void> {
    await repository.lockConsultant(freelancerId);
    const near = await repository.bookedIntervals(freelancerId, new Date(time.startsAt.getTime() - settings.bufferMinutes * 60_000), { except, holdsSince: holdsSince(now) });
    if (clash(near, time, settings.bufferMinutes)) throw conflict(econsultationMsg.slotTaken, 'slotJustTaken');
  }

  /**
   * Runs `attempt`; when it answers 409 (the time was taken, or is too close to another session), the answer also
   * carries `slots`: the free times of the same length on that day in the client's zone, so the client picks again.
   */
  async withFreshSlots<T>(freelancerId: string, settings: EConsultationSettings, details: { preferenceDate: string; startTime: string; endTime: string; timezone: string }, now: Date, attempt: () => Promise<T> | T): Promise<T> {
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
}
