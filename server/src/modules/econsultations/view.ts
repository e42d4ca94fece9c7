import type { Booking } from '@contracts/econsultation/types';
import { feesFor } from '@contracts/econsultation/fees';
import { PROPOSAL_HOLD_HOURS } from '@contracts/econsultation/availability';
import { SCHEDULING_DEFAULTS } from '@contracts/econsultation/schema';
import { HOUR_MS } from './context';
import type { BookingRecord } from './repository';

/** The proposed time's real length and the fees it would cost at the booking's rate (what accepting sets). */
function proposedLength(hourlyRate: string, startsAt: Date, endsAt: Date): { durationMinutes: number; totalFees: string } {
  const durationMinutes = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  return { durationMinutes, totalFees: feesFor(hourlyRate, durationMinutes) };
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
          ...proposedLength(booking.hourlyRate, booking.proposedStartsAt, booking.proposedEndsAt),
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
