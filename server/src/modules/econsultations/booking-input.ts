import type { ValidationError } from 'yup';
import { BOOKING_LIST_SHOW, BOOKING_SEARCH_MAX, type BookingListShow } from '@contracts/econsultation/types';
import { econsultationMsg } from '@contracts/econsultation/messages';
import { msg } from '@contracts/messages';
import { normalizeDigits, oneLine } from '@contracts/text';
import { badRequest } from '../../http/errors';
import { list, text } from '../freelancers/input';
import type { BookingSearch } from './repository';
import { asObject } from './context';
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

/** The booking body with its two groups as objects (so a malformed group reads as empty fields, not a type error). */
export function bookingInput(body: unknown): Record<string, unknown> {
  const input = asObject(body);
  const freelancer = input.freelancer;
  return {
    ...input,
    clientInformation: asObject(input.clientInformation),
    bookingDetails: asObject(input.bookingDetails),
    freelancer: typeof freelancer === 'string' ? freelancer : typeof asObject(freelancer).id === 'string' ? asObject(freelancer).id : undefined,
  };
}
