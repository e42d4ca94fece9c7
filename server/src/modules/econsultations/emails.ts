import { formatDuration, zonedTimeLabel, type EConsultationSettings } from '@contracts/econsultation';
import { composeMail, type MailMessage, type MailPart } from '../../plugins/mail';
import { buildIcs, type IcsPerson } from './ics';
import type { BookingRow } from './repository';

/**
 * The two booking e-mails (through the mail plugin), each with the same
 * calendar event (same UID) as an .ics invitation: the freelancer gets the
 * booking and the client's details, the client the freelancer's welcome
 * message and, when the freelancer shares them, the conference and payment
 * details.
 */

export interface BookingMailContext {
  booking: BookingRow;
  settings: EConsultationSettings;
  freelancer: { firstName: string; lastName: string; email: string; phone: string; companyName: string };
  /** The booker's account (the client mail goes to the account's address). */
  client: { firstName: string; email: string };
  publicUrl: string;
  /** MAIL_FROM, the organizer of the event. */
  mailFrom: string;
}

const NOTICE =
  'Fees are paid directly to the consultant after the consultation is completed, based on the actual hours. Khibra only connects consultants and clients and is not liable for the quality of the service or for any financial matter between them.';

/** 'Sunday, 28 March 2027, 10:00 AM – 11:00 AM (Europe/London)' */
export function formatWhen(start: Date, end: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(start);
  return `${day}, ${zonedTimeLabel(start, timeZone)} – ${zonedTimeLabel(end, timeZone)} (${timeZone})`;
}

/** The address in 'Name <address>' or a bare address. */
export const bareAddress = (from: string): string => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();

function whenLines(booking: BookingRow): string {
  const lines = [`When: ${formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone)}`];
  if (booking.clientTimezone !== booking.freelancerTimezone) lines.push(`In ${booking.clientTimezone}: ${formatWhen(booking.startsAt, booking.endsAt, booking.clientTimezone)}`);
  lines.push(`Duration: ${formatDuration(Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000))}`);
  lines.push(`Hourly rate: ${booking.hourlyRate}`, `Total fees: ${booking.totalFees}${booking.totalFees === 'NIL' ? '' : ' (US dollars)'}`);
  return lines.join('\n');
}

/** The booking's calendar file for the "Add to calendar" download: the same UID and SEQUENCE as the e-mailed invitations; CANCEL once cancelled. */
export function bookingIcs(ctx: BookingMailContext): string {
  const { booking } = ctx;
  const preview = `${ctx.publicUrl}/econsultancy/booking/preview/${booking.id}`;
  const conference = ctx.settings.sendConferenceInfo ? [`Conference: ${ctx.settings.ConferencePlatform} ${ctx.settings.ConferenceLink}`.trim()] : [];
  return invitation(ctx, [...conference, `Booking: ${preview}`].join('\n'), booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST');
}

function invitation(ctx: BookingMailContext, description: string, method: 'REQUEST' | 'CANCEL' = 'REQUEST'): string {
  const { booking, settings, freelancer, client } = ctx;
  const host = new URL(ctx.publicUrl).hostname || 'khibra';
  const freelancerName = `${freelancer.firstName} ${freelancer.lastName}`.trim();
  const attendees: IcsPerson[] = [
    { name: freelancerName, email: freelancer.email },
    { name: booking.clientName, email: client.email },
  ];
  return buildIcs({
    uid: `${booking.id}@${host}`,
    stamp: method === 'CANCEL' ? (booking.cancelledAt ?? new Date()) : booking.createdAt,
    method,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: `e-Consultation: ${booking.clientName} with ${freelancerName}`,
    description,
    location: settings.sendConferenceInfo && settings.ConferenceLink ? settings.ConferenceLink : settings.sendConferenceInfo ? settings.ConferencePlatform : undefined,
    url: `${ctx.publicUrl}/econsultancy/booking/preview/${booking.id}`,
    organizer: { name: 'Khibra', email: bareAddress(ctx.mailFrom) },
    attendees,
  });
}

const attachment = (ics: string, method: 'REQUEST' | 'CANCEL' = 'REQUEST') => ({
  filename: 'e-consultation.ics',
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content: ics,
});

/**
 * The two cancellation e-mails: each party is told who cancelled, when the
 * meeting was and the reason, with an .ics METHOD:CANCEL of the same UID and
 * the raised SEQUENCE so calendars remove the event.
 */
export function cancellationMails(ctx: BookingMailContext, cancelledBy: 'booker' | 'freelancer'): MailMessage[] {
  const { booking, freelancer, client } = ctx;
  const freelancerName = `${freelancer.firstName} ${freelancer.lastName}`.trim();
  const who = cancelledBy === 'booker' ? booking.clientName : freelancerName;
  const preview = `${ctx.publicUrl}/econsultancy/booking/preview/${booking.id}`;
  const when = formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone);
  const reason = booking.cancelReason ? [`Reason: ${booking.cancelReason}`] : [];
  const ics = invitation(ctx, [`Cancelled by ${who}.`, ...reason, `Booking: ${preview}`].join('\n'), 'CANCEL');
  const mail = (to: string, replyTo: string, name: string): MailMessage => ({
    to,
    replyTo,
    subject: `Cancelled: e-Consultation on ${when}`,
    ...composeMail([
      `Hello ${name},`,
      `${who} cancelled the e-consultation between ${booking.clientName} and ${freelancerName}.`,
      `Was: ${when}`,
      ...reason,
      { href: preview, label: 'See the booking' },
      'The attached calendar file removes the meeting from your calendar.',
    ]),
    attachments: [attachment(ics, 'CANCEL')],
  });
  return [mail(freelancer.email, booking.clientEmail, freelancer.firstName), mail(client.email, freelancer.email, client.firstName)];
}

export function freelancerBookingMail(ctx: BookingMailContext): MailMessage {
  const { booking, freelancer } = ctx;
  const preview = `${ctx.publicUrl}/econsultancy/booking/preview/${booking.id}`;
  const clientLines = [
    `Name: ${booking.clientName}`,
    ...(booking.clientOrganization ? [`Organization: ${booking.clientOrganization}`] : []),
    `Email: ${booking.clientEmail}`,
    ...(booking.clientPhone ? [`Phone: ${booking.clientPhone}`] : []),
  ].join('\n');
  const parts: MailPart[] = [
    `Hello ${freelancer.firstName},`,
    `${booking.clientName} booked an e-consultation with you on Khibra.`,
    whenLines(booking),
    `Client\n${clientLines}`,
    `Requirements\n${booking.requirements}`,
    ...(booking.proposeAlternateDate ? [`Proposed alternate date: ${booking.proposeAlternateDate}`] : []),
    { href: preview, label: 'See the booking' },
    'The attached calendar invitation adds the meeting to your calendar at the right time.',
    NOTICE,
  ];
  const description = [`Client: ${clientLines.replace(/\n/g, ', ')}`, `Requirements: ${booking.requirements}`, `Booking: ${preview}`].join('\n');
  return {
    to: freelancer.email,
    replyTo: booking.clientEmail,
    subject: `New e-Consultation booking: ${formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone)}`,
    ...composeMail(parts),
    attachments: [attachment(invitation(ctx, description))],
  };
}

export function clientBookingMail(ctx: BookingMailContext): MailMessage {
  const { booking, settings, freelancer, client } = ctx;
  const freelancerName = `${freelancer.firstName} ${freelancer.lastName}`.trim();
  const preview = `${ctx.publicUrl}/econsultancy/booking/preview/${booking.id}`;
  const contact = [
    `Name: ${freelancerName}`,
    ...(freelancer.companyName ? [`Company: ${freelancer.companyName}`] : []),
    `Email: ${freelancer.email}`,
    ...(freelancer.phone ? [`Phone: ${freelancer.phone}`] : []),
  ].join('\n');
  const parts: MailPart[] = [`Hello ${client.firstName},`, `Your e-consultation with ${freelancerName} is booked.`, whenLines(booking), `A message from ${freelancer.firstName}\n${settings.WelcomeMessage}`];
  const description = [`Consultant: ${contact.replace(/\n/g, ', ')}`];
  if (settings.sendConferenceInfo) {
    parts.push(`Conference: ${settings.ConferencePlatform}\n${settings.ConferenceMessage}`);
    if (settings.ConferenceLink) parts.push({ href: settings.ConferenceLink, label: `Join on ${settings.ConferencePlatform}` });
    description.push(`Conference: ${settings.ConferencePlatform} ${settings.ConferenceLink}`.trim());
  }
  if (settings.sendPaymentInfo) {
    parts.push(`Payment: ${settings.PaymentPlatform}\n${settings.PaymentMessage}`);
    if (settings.PaymentLink) parts.push({ href: settings.PaymentLink, label: `Pay on ${settings.PaymentPlatform}` });
    description.push(`Payment: ${settings.PaymentPlatform} ${settings.PaymentLink}`.trim());
  }
  parts.push(`Your consultant\n${contact}`, { href: preview, label: 'See the booking' }, 'The attached calendar invitation adds the meeting to your calendar at the right time.', NOTICE);
  description.push(`Booking: ${preview}`);
  return {
    to: client.email,
    replyTo: freelancer.email,
    subject: `Your e-Consultation with ${freelancerName} is booked`,
    ...composeMail(parts),
    attachments: [attachment(invitation(ctx, description.join('\n')))],
  };
}
