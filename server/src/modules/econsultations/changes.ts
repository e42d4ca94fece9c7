import type { Booking, RescheduleDecision } from '@contracts/econsultation/types';
import { todayIn } from '@contracts/econsultation/zoned-time';
import { feesFor } from '@contracts/econsultation/fees';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { CANCEL_REASON_MAX, SCHEDULING_DEFAULTS, rescheduleSchema } from '@contracts/econsultation/schema';
import type { Db } from '../../db/client';
import { HttpError, badRequest, conflict, forbidden } from '../../http/errors';
import { validateBody } from '../../http/validate';
import type { UserRow } from '../users/repository';
import { cancellationMails, rescheduleAcceptedMails, rescheduleDeclinedMail, rescheduleProposalMail } from './emails';
import { EConsultationsRepository, isExclusionViolation, type BookingRecord, type BookingRow, type BookingTime } from './repository';
import { toSettings } from './settings';
import { EConsultationsPart, asObject, type EConsultationsDeps } from './context';
import type { BookingParties } from './parties';
import type { Reminders } from './reminders';
import type { SlotsService } from './slots';
import { toBooking } from './view';
import { bookingNotice } from './notices';

/** Changes to a booking by its parties: cancelling, proposing a new time, and answering a proposal. */
export class ChangesService extends EConsultationsPart {
  constructor(
    deps: EConsultationsDeps,
    private readonly parts: { parties: BookingParties; slots: SlotsService; reminders: Reminders },
  ) {
    super(deps);
  }

  /** A booking the caller is a party of (404, 403 otherwise), and how they see it now. */
  private async partyView(user: UserRow, id: string): Promise<{ record: BookingRecord; now: Date; view: Booking }> {
    const record = await this.parts.parties.partyBooking(user, id);
    const now = this.now();
    return { record, now, view: toBooking(record, user.id, now) };
  }

  /**
   * POST /econsultancybooking/{id}/cancel: the client or the freelancer
   * cancels a confirmed booking up to the freelancer's cancellation notice
   * before the start; after that the freelancer still may until the start,
   * as an emergency, with a reason for the client. Both get an e-mail with an
   * .ics METHOD:CANCEL of the same UID and a higher SEQUENCE.
   */
  async cancel(user: UserRow, id: string, body: unknown): Promise<Booking> {
    const { record, now, view } = await this.partyView(user, id);
    const rawReason = asObject(body).reason;
    const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
    if (reason.length > CANCEL_REASON_MAX) throw badRequest(econsultationMsg.cancelReasonTooLong, 'validation');
    assertUpcoming(view);
    const notice = record.noticeHours ?? SCHEDULING_DEFAULTS.cancellationNoticeHours;
    if (!view.canCancel) throw badRequest(econsultationMsg.cancelTooLate(notice), 'cancelTooLate');
    if (view.cancelIsEmergency && reason === '') throw badRequest(econsultationMsg.emergencyReasonRequired, 'reasonRequired');
    const context = await this.parts.parties.mailContext(record);
    // The cancellation and its two e-mails are one change.
    const row = await this.deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const cancelled = await new EConsultationsRepository(tx).cancelBooking(record.booking.id, user.id, reason, now, view.cancelIsEmergency);
      if (!cancelled) throw conflict(econsultationMsg.alreadyCancelled, 'alreadyCancelled');
      for (const mail of cancellationMails({ ...context, booking: cancelled }, view.viewerRole)) await this.deps.mailer.send(mail, tx);
      await this.deps.notices?.(bookingNotice(context, user.id, 'cancelled'), tx);
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
    const { record, now, view } = await this.partyView(user, id);
    assertUpcoming(view);
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
    const instants = await this.parts.slots.withFreshSlots(record.freelancer.id, settings, asked, now, () => this.parts.slots.checkTime(record.freelancer.id, settings, time, now, { id: record.booking.id, minutes }));
    const context = await this.parts.parties.mailContext(record, undefined, settings);
    const row = await this.parts.slots.withFreshSlots(record.freelancer.id, settings, asked, now, () =>
      this.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const repository = new EConsultationsRepository(tx);
        await this.parts.slots.stillFree(repository, record.freelancer.id, settings, instants, now, record.booking.id);
        const proposed = await repository.propose(record.booking.id, { ...time, startsAt: instants.startsAt, endsAt: instants.endsAt }, now, view.viewerRole);
        if (!proposed) throw conflict(econsultationMsg.reschedulePending, 'reschedulePending');
        await this.deps.mailer.send(rescheduleProposalMail({ ...context, booking: proposed }), tx);
        await this.deps.notices?.(bookingNotice(context, user.id, 'moved'), tx);
        return proposed;
      }),
    );
    return toBooking({ ...record, booking: row }, user.id, now);
  }

  /**
   * POST /econsultancybooking/{id}/reschedule/{accept|decline}: the party who did not propose answers a pending
   * proposal. Accepting moves the booking (a time taken meanwhile, once its hold lapsed, is refused: 409), raises its
   * SEQUENCE, sends both an updated invitation and queues new reminders; declining keeps the booking and tells the proposer.
   */
  async respond(user: UserRow, id: string, decision: RescheduleDecision): Promise<Booking> {
    const { record, now, view } = await this.partyView(user, id);
    if (view.reschedule && view.reschedule.by === view.viewerRole) throw forbidden(econsultationMsg.respondOnlyOther);
    if (!view.canRespond || !view.reschedule) throw conflict(econsultationMsg.noProposal, 'noProposal');
    const settingsRow = await this.repository.findSettings(record.freelancer.id);
    const context = await this.parts.parties.mailContext(record, undefined, settingsRow ? toSettings(settingsRow) : undefined);
    const { booking } = record;
    const proposal = { startsAt: booking.proposedStartsAt!, endsAt: booking.proposedEndsAt! };

    if (decision === 'decline') {
      const row = await this.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const dropped = await new EConsultationsRepository(tx).dropProposal(booking.id);
        if (!dropped) throw conflict(econsultationMsg.noProposal, 'noProposal');
        await this.deps.mailer.send(rescheduleDeclinedMail({ ...context, booking: dropped }, { ...proposal, proposedBy: booking.proposedBy }), tx);
        await this.deps.notices?.(bookingNotice(context, user.id, 'declined'), tx);
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
        if (settingsRow) await this.parts.slots.stillFree(repository, record.freelancer.id, toSettings(settingsRow), proposal, now, booking.id);
        const moved = await repository.move(booking.id, time, fees, now);
        if (!moved) throw conflict(econsultationMsg.noProposal, 'noProposal');
        for (const mail of rescheduleAcceptedMails({ ...context, booking: moved }, booking)) await this.deps.mailer.send(mail, tx);
        await this.deps.notices?.(bookingNotice(context, user.id, 'accepted'), tx);
        await this.parts.reminders.queueReminders(moved, tx, now);
        return moved;
      });
    } catch (error) {
      if (isExclusionViolation(error) || (error instanceof HttpError && error.code === 'slotJustTaken')) throw conflict(econsultationMsg.slotTaken, 'slotTaken');
      throw error;
    }
    return toBooking({ ...record, booking: row }, user.id, now);
  }
}

/** Only a booking still to come changes: 409 once cancelled, 400 once it took place. */
function assertUpcoming(view: Booking): void {
  if (view.status === 'cancelled') throw conflict(econsultationMsg.alreadyCancelled, 'alreadyCancelled');
  if (view.status === 'completed') throw badRequest(econsultationMsg.alreadyCompleted, 'alreadyCompleted');
}
