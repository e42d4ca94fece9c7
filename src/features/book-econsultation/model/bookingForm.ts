import { setIn, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import type { BookingPayload, EConsultancyInfo, EConsultationSettings } from '@contracts/econsultation/types';
import { totalFees } from '@contracts/econsultation/fees';
import { bookingSchema } from '@contracts/econsultation/schema';
import { msg } from '@contracts/messages';
import type { MyProfile } from '@contracts/user';

/** GET /freelancer/econsultancy/{id} of a freelancer who takes bookings: its settings are there. */
export type BookableInfo = EConsultancyInfo & { settings: EConsultationSettings };

/** The booking form's state: the payload's groups (docs/reference.md#data field names), the accept box and the robot proof. */
export interface BookingFormValues {
  clientInformation: BookingPayload['clientInformation'];
  bookingDetails: BookingPayload['bookingDetails'];
  isAccept: boolean;
  /** The robot check's proof; empty until verified. */
  robot: string;
}

/** A new booking: the client's details start from the account (editable), the zone from the browser. */
export function initialBookingValues(profile: MyProfile | undefined, timezone: string): BookingFormValues {
  const user = profile?.user;
  return {
    clientInformation: {
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      organization: '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      requirements: '',
    },
    bookingDetails: { preferenceDate: '', timezone, startTime: '', endTime: '', proposeAlternateDate: '' },
    isAccept: false,
    robot: '',
  };
}

/** Stages of docs/reference.md#validation, checked in this order; only the first failing stage speaks. */
export const BOOKING_STAGES = ['required', 'length', 'email', 'robot', 'date', 'accept', 'other'] as const;
export type BookingStage = (typeof BOOKING_STAGES)[number];

function stageOf(error: ValidationError): BookingStage {
  if (error.path === 'isAccept') return 'accept';
  switch (error.type) {
    case 'required':
    case 'optionality':
    case 'date': // not a calendar date: 'Please enter the required field Preference Date'
      return 'required';
    case 'min':
    case 'max':
      return 'length';
    case 'matches':
      return error.path === 'clientInformation.email' ? 'email' : 'other';
    case 'not-past':
      return 'date';
    default:
      return 'other';
  }
}

/**
 * The submit checks of docs/reference.md#validation in their order — required fields, minimum
 * lengths, e-mail format, robot check, date not before today, accept — with
 * bookingSchema from contracts (the server's own rules). Only the errors of
 * the first failing stage are returned, so the form says one kind of thing
 * at a time, as the spec orders them.
 * `today` is today in the freelancer's time zone (YYYY-MM-DD).
 */
export async function validateBooking(values: BookingFormValues, today: string, freelancerId: string): Promise<FormikErrors<BookingFormValues>> {
  const found: { stage: BookingStage; path: string; message: string }[] = [];
  try {
    await bookingSchema(today).validate({ ...values, freelancer: freelancerId }, { abortEarly: false });
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    for (const item of error.inner.length > 0 ? error.inner : [error]) found.push({ stage: stageOf(item), path: item.path ?? '', message: item.message });
  }
  if (!values.robot) found.push({ stage: 'robot', path: 'robot', message: msg.robot });
  if (found.length === 0) return {};
  const first = Math.min(...found.map((item) => BOOKING_STAGES.indexOf(item.stage)));
  let errors: FormikErrors<BookingFormValues> = {};
  for (const item of found) {
    if (BOOKING_STAGES.indexOf(item.stage) !== first || !item.path) continue;
    const key = item.path.replace(/\[(\d+)\]/g, '.$1');
    if (!hasPath(errors, key)) errors = setIn(errors, key, item.message);
  }
  return errors;
}

function hasPath(errors: object, path: string): boolean {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * POST /econsultancybooking body (see docs/reference.md#api): trimmed texts, isAccept as a boolean, the freelancer id,
 * totalFees over the real hours of that date in the consultant's zone (a clock change counts), and the session
 * length chosen when the form knows it (the server then books only a time of that real length).
 */
export function toBookingPayload(values: BookingFormValues, freelancerId: string, consultant: Pick<EConsultationSettings, 'hourlyRate' | 'timezone'>): BookingPayload {
  const client = values.clientInformation;
  const details = values.bookingDetails;
  return {
    clientInformation: {
      name: client.name.trim(),
      organization: client.organization.trim(),
      email: client.email.trim(),
      phone: client.phone.trim(),
      requirements: client.requirements.trim(),
    },
    bookingDetails: {
      preferenceDate: details.preferenceDate,
      timezone: details.timezone,
      startTime: details.startTime,
      endTime: details.endTime,
      proposeAlternateDate: details.proposeAlternateDate.trim(),
      ...(details.length !== undefined && { length: details.length }),
    },
    isAccept: values.isAccept === true,
    totalFees: totalFees(consultant.hourlyRate, details.startTime, details.endTime, { date: details.preferenceDate, timeZone: consultant.timezone }),
    freelancer: freelancerId,
  };
}
