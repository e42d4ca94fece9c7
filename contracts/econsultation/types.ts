import type { Freelancer } from '../freelancer';
import type { Weekday } from '../reference';

/**
 * What e-consultation settings and bookings look like on the wire (see docs/reference.md#data, #states).
 * Times of day travel as the half-hour slot labels of ./slots.
 */

export interface AvailabilityEntry {
  day: Weekday;
  from: string;
  to: string;
}

/** Dates from `from` to `to` (YYYY-MM-DD, both included) on the consultant's calendar. */
export interface DatePeriod {
  from: string;
  to: string;
}

/** Dates the consultant takes no bookings (a holiday); the note is the consultant's own and never shown to clients. */
export interface BlockedPeriod extends DatePeriod {
  note: string;
}

/** Dates whose hours replace the weekly ones (e.g. Ramadan hours): a weekday without an entry takes no bookings then. */
export interface SpecialHoursPeriod extends DatePeriod {
  availability: AvailabilityEntry[];
}

export interface EConsultationSettings {
  availability: AvailabilityEntry[];
  /** Blocked dates; left out of a save, the stored ones stay. */
  blockedDates?: BlockedPeriod[];
  /** Date ranges with their own hours; left out of a save, the stored ones stay. */
  specialHours?: SpecialHoursPeriod[];
  /** IANA time zone of the freelancer's availability, e.g. 'Asia/Dubai'. */
  timezone: string;
  /** '$' followed by a number (e.g. '$50'), or 'Negotiable'. */
  hourlyRate: string;
  WelcomeMessage: string;
  ConferenceMessage: string;
  PaymentMessage: string;
  sendConferenceInfo: boolean;
  sendPaymentInfo: boolean;
  ConferencePlatform: string;
  ConferenceLink: string;
  PaymentPlatform: string;
  PaymentLink: string;
  /** Either party may cancel up to this many hours before the start (default 24). */
  cancellationNoticeHours: number;
  /** A new booking starts at least this many hours from now (default 12). */
  minNoticeHours: number;
  /** A new booking starts within this many days from today (default 60). */
  horizonDays: number;
  /** Free minutes kept between two sessions: 0, 15 or 30 (default 0). */
  bufferMinutes: number;
  /** The session lengths offered, in minutes, ascending: any of 30, 45, 60, 90 and 120 (default 60). */
  sessionLengths: number[];
}

/** GET /freelancer/econsultancy/{id} → data.data.data */
export interface EConsultancyInfo {
  freelancerId: string;
  isEConsultant: boolean;
  settings: EConsultationSettings | null;
  /** Booked intervals of this freelancer from today on (absolute ISO instants), so slots can be hidden. */
  booked: { start: string; end: string }[];
  /** The consultant's own page only: live bookings from today on that fall on a blocked date (kept as booked). */
  onBlockedDates?: BookingOnBlockedDate[];
}

/** A live booking on one of the consultant's blocked dates, as the settings page lists it. */
export interface BookingOnBlockedDate {
  id: string;
  reference: string;
  clientName: string;
  /** The consultant's date and labels. */
  preferenceDate: string;
  startTime: string;
  endTime: string;
  startsAt: string;
}

/** One bookable start, in the client's zone and on the consultant's wall clock (the booking's fields). */
export interface BookableSlot {
  /** Absolute instants (ISO, UTC). */
  startsAt: string;
  endsAt: string;
  /** The start's date (YYYY-MM-DD) and 12-hour label in the zone asked for. */
  date: string;
  time: string;
  /** What a booking sends: the consultant's date and labels. */
  preferenceDate: string;
  startTime: string;
  endTime: string;
}

/** GET /unauth/freelancer/{id}/slots?from=&to=&length=&tz= */
export interface SlotsAnswer {
  freelancerTimezone: string;
  /** The zone of `date` and `time` (the tz asked for, else the consultant's). */
  timezone: string;
  /** The length asked for and those offered, in minutes. */
  length: number;
  lengths: number[];
  /** The last date one may book, in the consultant's zone (the horizon). */
  lastDate: string;
  slots: BookableSlot[];
  /** The first bookable start from now (any date), for "Next available"; null when none within the horizon. */
  next: BookableSlot | null;
}

/** POST /econsultancybooking */
export interface BookingPayload {
  clientInformation: { name: string; organization: string; email: string; phone: string; requirements: string };
  bookingDetails: {
    /** YYYY-MM-DD in the freelancer's calendar */
    preferenceDate: string;
    /** The booker's IANA time zone (shown beside the freelancer's) */
    timezone: string;
    startTime: string;
    endTime: string;
    proposeAlternateDate: string;
    /** The session length chosen, in minutes (a slot's `length`); when sent, the real length of the time must be it. */
    length?: number;
  };
  isAccept: boolean;
  /** Sent by the form for display; the server computes its own. */
  totalFees: string;
  freelancer: string;
}

/** A booking as read back (GET /econsultancybooking/{id} and the list). */
export interface Booking {
  id: string;
  bookedBy: string;
  freelancer: {
    id: string;
    user: { id: string; firstName: string; lastName: string; email: string; phone: string };
    companyName: string;
  };
  clientInformation: BookingPayload['clientInformation'];
  bookingDetails: BookingPayload['bookingDetails'] & {
    /** The freelancer's time zone; start/end labels are in it. */
    freelancerTimezone: string;
    /** Absolute instants (ISO, UTC). */
    startsAt: string;
    endsAt: string;
  };
  /** Computed by the server: rate × hours, or 'NIL'. */
  totalFees: string;
  /** The freelancer's hourly rate when the booking was made. */
  hourlyRate: string;
  durationMinutes: number;
  createdAt: string;
  /** Whether the viewer made this booking ('booker') or was booked ('freelancer'). */
  viewerRole: 'booker' | 'freelancer';
  /** 'completed' is a confirmed booking whose end has passed. */
  status: BookingStatus;
  /** Who cancelled, when and why, and whether it was the freelancer's emergency cancellation inside the notice; null unless cancelled. */
  cancellation: { by: 'booker' | 'freelancer'; at: string; reason: string; emergency: boolean } | null;
  /** Until when (ISO) either party may cancel: the start less the freelancer's cancellation notice. */
  cancellableUntil: string;
  /** Whether the viewer may cancel now: either party until cancellableUntil, the freelancer then until the start (an emergency). */
  canCancel: boolean;
  /** Whether the viewer's cancelling now is an emergency cancellation: the freelancer, after cancellableUntil and before the start; it needs a reason. */
  cancelIsEmergency: boolean;
  /** A readable reference, e.g. 'KH-4F7Q-XR2D' (in e-mails and on the list). */
  reference: string;
  /** The pending proposal of a new time (by either party); null when none. */
  reschedule: RescheduleProposal | null;
  /** Whether the viewer (either party) may propose a new time now: confirmed, no proposal pending, before the cancellation notice. */
  canReschedule: boolean;
  /** Whether the viewer may accept or decline a pending proposal now: the party who did not propose it. */
  canRespond: boolean;
}

export type BookingStatus = 'confirmed' | 'cancelled' | 'completed';

/** What the consultant shares with a client, as the booking e-mail does, from the consultant's current settings. */
export interface BookingMeeting {
  /** The consultant's welcome message. */
  welcome: string;
  /** The conference platform, link and message; null unless the consultant sends conference information. */
  conference: { platform: string; link: string; message: string } | null;
  /** How to pay the consultant directly; null unless the consultant sends payment information. */
  payment: { platform: string; link: string; message: string } | null;
}

/** GET /econsultancybooking/{id}: the booking with what the consultant shares (null once cancelled). */
export interface BookingWithMeeting extends Booking {
  meeting: BookingMeeting | null;
}

/** A new time one party proposed for a confirmed booking; the other accepts (the booking moves) or declines (it stays). */
export interface RescheduleProposal {
  /** Who proposed it: the client ('booker') or the consultant. */
  by: 'booker' | 'freelancer';
  /** Until when (ISO) the new time is held for this booking: nobody else can book it meanwhile. */
  holdsUntil: string;
  /** YYYY-MM-DD and half-hour labels in the freelancer's time zone, like a booking's. */
  preferenceDate: string;
  startTime: string;
  endTime: string;
  /** Absolute instants (ISO, UTC). */
  startsAt: string;
  endsAt: string;
  proposedAt: string;
  /** The new time's real length in minutes, and its fees at the booking's rate (the booking's once accepted). */
  durationMinutes: number;
  totalFees: string;
}

/** POST /econsultancybooking/{id}/reschedule (the client): the new time, under the same rules as a booking. */
export interface ReschedulePayload {
  preferenceDate: string;
  startTime: string;
  endTime: string;
}

/** POST /econsultancybooking/{id}/reschedule/{decision} (the freelancer). */
export type RescheduleDecision = 'accept' | 'decline';

/** POST /freelancer with eConsultation → data: the caller's profile with the saved settings. */
export type EConsultationSaveResponse = Freelancer & { eConsultation: EConsultationSettings };

/**
 * Which bookings GET /econsultancybooking/all/id lists (`show`, comma-separated,
 * default all of them): upcoming (confirmed, not yet ended), past (confirmed and
 * ended), cancelled, and awaiting: those waiting for the viewer's answer, today
 * a new time the client proposed to the viewer as the consultant (the bookings
 * whose canRespond is true; all of them upcoming).
 */
export const BOOKING_LIST_SHOW = ['upcoming', 'past', 'cancelled', 'awaiting'] as const;
export type BookingListShow = (typeof BOOKING_LIST_SHOW)[number];

/**
 * `q` of the list: at most this many characters. It finds a booking by the
 * other party's name (every typed word inside it, folded as every search
 * folds text) or by its reference (4 or more of its letters and digits, in
 * any case and digit set, dashes and spaces ignored).
 */
export const BOOKING_SEARCH_MAX = 100;

/** Bookings per page of the list (`page`, zero-based). */
export const BOOKINGS_PAGE_SIZE = 20;

/**
 * GET /econsultancybooking/all/id?show=&q=&page= → data: one page of the
 * viewer's bookings that `show` and `q` ask for, soonest first when only
 * upcoming or awaiting ones are asked for, else latest first. hasMore tells
 * whether page + 1 has any.
 */
export interface BookingsList {
  econsultancyBookings: Booking[];
  userId: string;
  page: number;
  hasMore: boolean;
}
