import type { FormikErrors } from 'formik';
import { msg } from '@contracts/messages';
import type { EConsultancyInfo, ReschedulePayload } from '@contracts/econsultation/types';
import type { Booking } from '@/entities/booking';

export type RescheduleFormValues = ReschedulePayload;

export const EMPTY_RESCHEDULE: RescheduleFormValues = { preferenceDate: '', startTime: '', endTime: '' };

/** The three choices are required; every other rule (window, notice, horizon, buffer, free time) is the server's, and the choices already follow them. */
export function validateReschedule(values: RescheduleFormValues): FormikErrors<RescheduleFormValues> {
  const errors: FormikErrors<RescheduleFormValues> = {};
  if (!values.preferenceDate) errors.preferenceDate = msg.required('Preference Date');
  if (!values.startTime) errors.startTime = msg.required('Start Time');
  if (!values.endTime) errors.endTime = msg.required('End Time');
  return errors;
}

/**
 * The freelancer's free times as this booking's client sees them when moving
 * it: the booking's own interval is not in the way of its new time (the
 * server does not count a booking against itself).
 */
export function withoutOwnInterval(info: EConsultancyInfo, booking: Booking): EConsultancyInfo {
  const start = Date.parse(booking.bookingDetails.startsAt);
  const end = Date.parse(booking.bookingDetails.endsAt);
  return { ...info, booked: info.booked.filter((interval) => Date.parse(interval.start) !== start || Date.parse(interval.end) !== end) };
}
