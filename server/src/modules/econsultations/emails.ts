import { PROPOSAL_HOLD_HOURS } from '@contracts/econsultation/availability';
import type { EConsultationSettings } from '@contracts/econsultation/types';
import { localizeDefaultMessages } from '@contracts/econsultation/default-messages';
import { feesFor } from '@contracts/econsultation/fees';
import { localizeMessage } from '@contracts/messages-ar';
import { formatDate, formatFees, formatParts, formatRate } from '@contracts/format';
import { formatDuration, formatTimeRange, formatTimeZone } from '@contracts/format-time';
import { composeMail, say, type MailMessage, type MailPart } from '../../plugins/mail';
import { inLanguageOf } from '../../plugins/locale';
import { pageUrl } from '../../http/page-url';
import { buildIcs, type IcsPerson } from './ics';
import type { BookingRow } from './repository';

/**
 * The two booking e-mails (through the mail plugin), each with the same
 * calendar event (same UID) as an .ics invitation: the freelancer gets the
 * booking and the client's details, the client the freelancer's welcome
 * message and, when the freelancer shares them, the conference and payment
 * details. Each e-mail (and its calendar texts) is written in its
 * recipient's language: the service builds it inside `inLanguageOf`. The
 * client's e-mails also go to the contact e-mail of the booking form when it
 * is not the account's (see clientRecipients).
 */

export interface BookingMailContext {
  booking: BookingRow;
  settings: EConsultationSettings;
  freelancer: { userId: string; firstName: string; lastName: string; email: string; phone: string; companyName: string; language: string };
  /** The booker's account (the client mail goes to the account's address, and the booking's contact e-mail, in the account's language). */
  client: { userId: string; firstName: string; email: string; language: string };
  publicUrl: string;
}

const notice = () =>
  say(
    'Fees are paid directly to the consultant after the consultation is completed, based on the actual hours. Khibra only connects consultants and clients and is not liable for the quality of the service or for any financial matter between them.',
    'تُدفع الرسوم مباشرة إلى المستشار بعد انتهاء الاستشارة، بحسب الساعات الفعلية. تقتصر خبرة على الربط بين المستشارين والعملاء، ولا تتحمّل أي مسؤولية عن جودة الخدمة أو عن أي مسألة مالية بينهما.',
  );

/**
 * 'Sunday, 28 March 2027, 10:00 AM – 11:00 AM, London (United Kingdom) time'; in Arabic
 * 'الأحد، 28 مارس 2027، 10:00 ص – 11:00 ص بتوقيت لندن (المملكة المتحدة)': the zone by its shipped name, never its IANA id.
 */
export function formatWhen(start: Date, end: Date, timeZone: string): string {
  const zone = formatTimeZone(timeZone);
  // A zone named as a time already ("Universal Time", «التوقيت العالمي») takes no second "time".
  const named = say(zone.endsWith(' Time') ? `, ${zone}` : `, ${zone} time`, zone.startsWith('التوقيت') ? ` ب${zone}` : ` بتوقيت ${zone}`);
  return formatParts([formatDate(start, { timeZone, weekday: true }), formatTimeRange(start, end, timeZone)]) + named;
}

const minutesOf = (booking: BookingRow) => Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000);

function whenLines(booking: BookingRow): string {
  const lines = [`${say('Reference', 'المرجع')}: ${booking.reference}`, say('When: ', 'الموعد: ') + formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone)];
  if (booking.clientTimezone !== booking.freelancerTimezone) lines.push(`${say("Client's time", 'بتوقيت العميل')}: ${formatWhen(booking.startsAt, booking.endsAt, booking.clientTimezone)}`);
  lines.push(`${say('Duration', 'المدة')}: ${formatDuration(minutesOf(booking))}`);
  // '$60 (US dollars)': the symbol alone could be another dollar.
  const fees = booking.totalFees === 'NIL' ? formatFees(booking.totalFees) : `${formatFees(booking.totalFees)}${say(' (US dollars)', ' (دولار أمريكي)')}`;
  lines.push(`${say('Hourly rate', 'الأجر بالساعة')}: ${formatRate(booking.hourlyRate)}`, `${say('Total fees', 'إجمالي الرسوم')}: ${fees}`);
  return lines.join('\n');
}

/** The join details for a calendar description, when the freelancer sends them. */
const joinLines = (settings: EConsultationSettings): string[] =>
  settings.sendConferenceInfo ? [`${say('Conference', 'الاجتماع')}: ${settings.ConferencePlatform} ${settings.ConferenceLink}`.trim()] : [];

/**
 * The To of the client's e-mails: the account's address and, when the booking
 * form named another contact e-mail (compared trimmed, whatever the case),
 * that one too, in one mail (a comma list the mailer sends to both).
 */
function clientRecipients(ctx: BookingMailContext): string {
  const account = ctx.client.email.trim();
  const contact = ctx.booking.clientEmail.trim();
  return contact && contact.toLowerCase() !== account.toLowerCase() ? `${account}, ${contact}` : account;
}

type Party = 'freelancer' | 'client';

/**
 * Who a booking e-mail goes to: the party's address(es), and the party's account as the recipient of a 'bookings'
 * notification. A change to the booking (made, moved, cancelled, a new time proposed or declined) is transactional:
 * sent whatever "Booking reminders" says. A reminder is sent only while that category is on (see docs/decisions.md).
 */
const addressOf = (ctx: BookingMailContext, party: Party, kind: 'change' | 'reminder' = 'change'): Pick<MailMessage, 'to' | 'notification'> => ({
  to: party === 'freelancer' ? ctx.freelancer.email : clientRecipients(ctx),
  notification: { userId: ctx[party].userId, category: 'bookings', transactional: kind === 'change' },
});

const previewOf = (ctx: BookingMailContext, booking: Pick<BookingRow, 'id'> = ctx.booking) => pageUrl(ctx.publicUrl, 'bookingPreview', { econsultancyId: booking.id });

/** The booking's calendar file for the "Add to calendar" download: the same UID and SEQUENCE as the e-mailed invitations; CANCEL once cancelled. */
export function bookingIcs(ctx: BookingMailContext): string {
  const { booking } = ctx;
  return invitation(ctx, [...joinLines(ctx.settings), `${say('Booking', 'الحجز')} ${booking.reference}: ${previewOf(ctx)}`].join('\n'), booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST');
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
    // When this version of the event was made: the cancellation, the latest accepted move (an updated invitation), else the booking.
    stamp: method === 'CANCEL' ? (booking.cancelledAt ?? new Date()) : (booking.movedAt ?? booking.createdAt),
    method,
    sequence: booking.sequence,
    start: booking.startsAt,
    end: booking.endsAt,
    summary: say(`e-Consultation: ${booking.clientName} with ${freelancerName}`, `استشارة إلكترونية: ${booking.clientName} مع ${freelancerName}`),
    description,
    location: settings.sendConferenceInfo && settings.ConferenceLink ? settings.ConferenceLink : settings.sendConferenceInfo ? settings.ConferencePlatform : undefined,
    url: previewOf(ctx, booking),
    // The freelancer organizes the meeting: calendar replies reach them, not a no-reply address.
    organizer: { name: freelancerName, email: freelancer.email },
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
  const preview = previewOf(ctx, booking);
  // The one who cancelled is told in the second person ("You cancelled…"), the other who did it.
  const mail = (party: Party, replyTo: string, name: string, language: string, other: string, cancelledThis: boolean): MailMessage =>
    inLanguageOf({ language }, () => {
      const when = formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone);
      const reason = booking.cancelReason ? [`${say('Reason', 'السبب')}: ${booking.cancelReason}`] : [];
      const emergency = booking.cancelledEmergency
        ? [say('An emergency cancellation: the consultant cancelled within the cancellation notice.', 'إلغاء طارئ: ألغى المستشار الحجز خلال مهلة الإلغاء.')]
        : [];
      const ics = invitation(ctx, [say(`Cancelled by ${who}.`, `الإلغاء من ${who}.`), ...reason, `${say('Booking', 'الحجز')}: ${preview}`].join('\n'), 'CANCEL');
      return {
        ...addressOf(ctx, party),
        replyTo,
        subject: say(`The e-Consultation set for ${when} was cancelled`, `أُلغيت الاستشارة الإلكترونية المقررة يوم ${when}`),
        ...composeMail([
          say(`Hello ${name},`, `مرحبًا ${name}،`),
          cancelledThis
            ? say(`You cancelled the e-consultation with ${other}.`, `ألغيتَ الاستشارة الإلكترونية مع ${other}.`)
            : say(`${who} cancelled the e-consultation with you.`, `أُلغيت الاستشارة الإلكترونية معك بطلب من ${who}.`),
          `${say('Was', 'كانت في')}: ${when}`,
          ...emergency,
          ...reason,
          { href: preview, label: say('See the booking', 'عرض الحجز') },
          say('The attached calendar file removes the meeting from your calendar.', 'يحذف ملف التقويم المرفق الاجتماع من تقويمك.'),
        ]),
        attachments: [attachment(ics, 'CANCEL')],
      };
    });
  return [
    mail('freelancer', booking.clientEmail, freelancer.firstName, freelancer.language, booking.clientName, cancelledBy === 'freelancer'),
    mail('client', freelancer.email, client.firstName, client.language, freelancerName, cancelledBy === 'booker'),
  ];
}

export function freelancerBookingMail(ctx: BookingMailContext): MailMessage {
  return inLanguageOf(ctx.freelancer, () => {
    const { booking, freelancer } = ctx;
    const preview = previewOf(ctx, booking);
    const clientLines = [
      `${say('Name', 'الاسم')}: ${booking.clientName}`,
      ...(booking.clientOrganization ? [`${say('Organization', 'الجهة')}: ${booking.clientOrganization}`] : []),
      `${say('Email', 'البريد الإلكتروني')}: ${booking.clientEmail}`,
      ...(booking.clientPhone ? [`${say('Phone', 'الهاتف')}: ${booking.clientPhone}`] : []),
    ].join('\n');
    const parts: MailPart[] = [
      say(`Hello ${freelancer.firstName},`, `مرحبًا ${freelancer.firstName}،`),
      say(`${booking.clientName} booked an e-consultation with you on Khibra.`, `لديك حجز جديد عبر خبرة: استشارة إلكترونية مع ${booking.clientName}.`),
      whenLines(booking),
      `${say('Client', 'العميل')}\n${clientLines}`,
      `${say('Requirements', 'المتطلبات')}\n${booking.requirements}`,
      ...(booking.proposeAlternateDate ? [`${say('Proposed alternate date', 'التاريخ البديل المقترح')}: ${booking.proposeAlternateDate}`] : []),
      { href: preview, label: say('See the booking', 'عرض الحجز') },
      say('The attached calendar invitation adds the meeting to your calendar at the right time.', 'تضيف دعوة التقويم المرفقة الاجتماع إلى تقويمك في موعده الصحيح.'),
      notice(),
    ];
    const description = [
      `${say('Client', 'العميل')}: ${formatParts(clientLines.split('\n'))}`,
      `${say('Requirements', 'المتطلبات')}: ${booking.requirements}`,
      ...joinLines(ctx.settings),
      `${say('Booking', 'الحجز')} ${booking.reference}: ${preview}`,
    ].join('\n');
    return {
      ...addressOf(ctx, 'freelancer'),
      replyTo: booking.clientEmail,
      subject: say(
        `${booking.clientName} booked an e-Consultation with you for ${formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone)}`,
        `حجز ${booking.clientName} استشارة إلكترونية معك يوم ${formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone)}`,
      ),
      ...composeMail(parts),
      attachments: [attachment(invitation(ctx, description))],
    };
  });
}

export function clientBookingMail(ctx: BookingMailContext): MailMessage {
  return inLanguageOf(ctx.client, () => {
    const { booking, freelancer, client } = ctx;
    // The freelancer's built-in messages in the client's language; their own words as written.
    const settings = localizeDefaultMessages(ctx.settings, (english) => localizeMessage(english));
    const freelancerName = `${freelancer.firstName} ${freelancer.lastName}`.trim();
    const preview = previewOf(ctx, booking);
    const contact = [
      `${say('Name', 'الاسم')}: ${freelancerName}`,
      ...(freelancer.companyName ? [`${say('Company', 'الشركة')}: ${freelancer.companyName}`] : []),
      `${say('Email', 'البريد الإلكتروني')}: ${freelancer.email}`,
      ...(freelancer.phone ? [`${say('Phone', 'الهاتف')}: ${freelancer.phone}`] : []),
    ].join('\n');
    const parts: MailPart[] = [
      say(`Hello ${client.firstName},`, `مرحبًا ${client.firstName}،`),
      say(`Your e-consultation with ${freelancerName} is booked.`, `تم حجز استشارتك الإلكترونية مع ${freelancerName}.`),
      whenLines(booking),
      `${say(`A message from ${freelancer.firstName}`, `رسالة من ${freelancer.firstName}`)}\n${settings.WelcomeMessage}`,
    ];
    const description = [`${say('Consultant', 'المستشار')}: ${formatParts(contact.split('\n'))}`];
    if (settings.sendConferenceInfo) {
      parts.push(`${say('Conference', 'الاجتماع')}: ${settings.ConferencePlatform}\n${settings.ConferenceMessage}`);
      if (settings.ConferenceLink) parts.push({ href: settings.ConferenceLink, label: say(`Join on ${settings.ConferencePlatform}`, `انضم عبر ${settings.ConferencePlatform}`) });
      description.push(`${say('Conference', 'الاجتماع')}: ${settings.ConferencePlatform} ${settings.ConferenceLink}`.trim());
    }
    if (settings.sendPaymentInfo) {
      parts.push(`${say('Payment', 'الدفع')}: ${settings.PaymentPlatform}\n${settings.PaymentMessage}`);
      if (settings.PaymentLink) parts.push({ href: settings.PaymentLink, label: say(`Pay on ${settings.PaymentPlatform}`, `ادفع عبر ${settings.PaymentPlatform}`) });
      description.push(`${say('Payment', 'الدفع')}: ${settings.PaymentPlatform} ${settings.PaymentLink}`.trim());
    }
    parts.push(
      `${say('Your consultant', 'مستشارك')}\n${contact}`,
      { href: preview, label: say('See the booking', 'عرض الحجز') },
      say('The attached calendar invitation adds the meeting to your calendar at the right time.', 'تضيف دعوة التقويم المرفقة الاجتماع إلى تقويمك في موعده الصحيح.'),
      notice(),
    );
    description.push(`${say('Booking', 'الحجز')}: ${preview}`);
    return {
      ...addressOf(ctx, 'client'),
      replyTo: freelancer.email,
      subject: say(`Your e-Consultation with ${freelancerName} is booked`, `تم حجز استشارتك الإلكترونية مع ${freelancerName}`),
      ...composeMail(parts),
      attachments: [attachment(invitation(ctx, description.join('\n')))],
    };
  });
}

/** A booking's time as it was before a move (for the "was" line of the e-mails). */
export interface PreviousTime {
  startsAt: Date;
  endsAt: Date;
}

/**
 * To the other party: the client or the consultant proposes a new time. The link opens the booking in the app, where
 * they (logged in) accept or decline; a one-click link in the e-mail could be followed by a mail scanner.
 */
export function rescheduleProposalMail(ctx: BookingMailContext): MailMessage {
  const { booking, freelancer, client } = ctx;
  const byConsultant = booking.proposedBy === 'freelancer';
  const proposerName = byConsultant ? `${freelancer.firstName} ${freelancer.lastName}`.trim() : booking.clientName;
  return inLanguageOf(byConsultant ? client : freelancer, () => {
    // The times in the recipient's own zone; the fees of the proposed length, and the current ones when they differ.
    const zone = byConsultant ? booking.clientTimezone : booking.freelancerTimezone;
    const proposed = formatWhen(booking.proposedStartsAt!, booking.proposedEndsAt!, zone);
    const minutes = Math.round((booking.proposedEndsAt!.getTime() - booking.proposedStartsAt!.getTime()) / 60_000);
    const fees = feesFor(booking.hourlyRate, minutes);
    const feesChange = fees === booking.totalFees ? say(' (unchanged)', ' (دون تغيير)') : say(` (now ${formatFees(booking.totalFees)})`, ` (حاليًا ${formatFees(booking.totalFees)})`);
    const hours = PROPOSAL_HOLD_HOURS;
    return {
      ...addressOf(ctx, byConsultant ? 'client' : 'freelancer'),
      replyTo: byConsultant ? freelancer.email : booking.clientEmail,
      subject: say(`${proposerName} proposes a new time for e-Consultation ${booking.reference}`, `اقتراح موعد جديد من ${proposerName} للاستشارة الإلكترونية ${booking.reference}`),
      ...composeMail([
        say(`Hello ${byConsultant ? client.firstName : freelancer.firstName},`, `مرحبًا ${byConsultant ? client.firstName : freelancer.firstName}،`),
        say(`${proposerName} asks to move your e-consultation ${booking.reference}.`, `وصلك طلب من ${proposerName} لتغيير موعد استشارتك الإلكترونية ${booking.reference}.`),
        `${say('Proposed time', 'الموعد المقترح')}: ${proposed}`,
        `${say('New duration', 'المدة الجديدة')}: ${formatDuration(minutes)}\n${say('New total fees', 'إجمالي الرسوم الجديد')}: ${formatFees(fees)}${feesChange}`,
        `${say('Current time', 'الموعد الحالي')}: ${formatWhen(booking.startsAt, booking.endsAt, zone)}`,
        { href: `${previewOf(ctx)}?reschedule=respond`, label: say('Accept or decline the new time', 'اقبل الموعد الجديد أو ارفضه') },
        say(
          `Until you answer, the booking stays at its current time. The new time is kept for you for ${hours} hours.`,
          `يبقى الحجز في موعده الحالي إلى أن ترد. ويبقى الموعد الجديد محجوزًا لك ${hours} ساعة.`,
        ),
      ]),
    };
  });
}

/**
 * The other party accepted a new time: both get the moved meeting with an
 * updated invitation (same UID, the raised SEQUENCE), so calendars move the event.
 * `previous` is the booking before the move (its time, and who proposed).
 */
export function rescheduleAcceptedMails(ctx: BookingMailContext, previous: PreviousTime & { proposedBy?: string | null }): MailMessage[] {
  const { booking, freelancer, client } = ctx;
  const freelancerName = `${freelancer.firstName} ${freelancer.lastName}`.trim();
  const accepter = previous.proposedBy === 'freelancer' ? booking.clientName : freelancerName;
  const mail = (party: Party, replyTo: string, name: string, language: string): MailMessage =>
    inLanguageOf({ language }, () => ({
      ...addressOf(ctx, party),
      replyTo,
      subject: say(
        `e-Consultation ${booking.reference} has moved to ${formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone)}`,
        `نُقلت الاستشارة الإلكترونية ${booking.reference} إلى يوم ${formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone)}`,
      ),
      ...composeMail([
        say(`Hello ${name},`, `مرحبًا ${name}،`),
        say(`${accepter} accepted the new time of the e-consultation of ${booking.clientName} with ${freelancerName}.`, `قُبل الموعد الجديد للاستشارة الإلكترونية بين ${booking.clientName} و${freelancerName}، بموافقة ${accepter}.`),
        whenLines(booking),
        `${say('Was', 'كانت في')}: ${formatWhen(previous.startsAt, previous.endsAt, booking.freelancerTimezone)}`,
        { href: previewOf(ctx), label: say('See the booking', 'عرض الحجز') },
        say('The attached calendar invitation moves the meeting in your calendar.', 'تنقل دعوة التقويم المرفقة الاجتماع إلى موعده الجديد في تقويمك.'),
      ]),
      attachments: [attachment(bookingIcs(ctx))],
    }));
  return [mail('freelancer', booking.clientEmail, freelancer.firstName, freelancer.language), mail('client', freelancer.email, client.firstName, client.language)];
}

/** To the proposer: the other party declined the new time; the booking stays as it was. `declined` is the proposal and who made it. */
export function rescheduleDeclinedMail(ctx: BookingMailContext, declined: PreviousTime & { proposedBy?: string | null }): MailMessage {
  const { booking, freelancer, client } = ctx;
  const byConsultant = declined.proposedBy === 'freelancer';
  const freelancerName = `${freelancer.firstName} ${freelancer.lastName}`.trim();
  const decliner = byConsultant ? booking.clientName : freelancerName;
  return inLanguageOf(byConsultant ? freelancer : client, () => {
    const when = formatWhen(declined.startsAt, declined.endsAt, booking.freelancerTimezone);
    const name = byConsultant ? freelancer.firstName : client.firstName;
    const other = byConsultant ? booking.clientName : freelancer.firstName;
    return {
      ...addressOf(ctx, byConsultant ? 'freelancer' : 'client'),
      replyTo: byConsultant ? booking.clientEmail : freelancer.email,
      subject: say(`The new time you proposed for e-Consultation ${booking.reference} was declined`, `رُفض الموعد الجديد الذي اقترحته للاستشارة الإلكترونية ${booking.reference}`),
      ...composeMail([
        say(`Hello ${name},`, `مرحبًا ${name}،`),
        say(`${decliner} could not accept the new time you proposed (${when}).`, `لم يتمكن ${decliner} من قبول الموعد الجديد الذي اقترحته (${when}).`),
        say('Your booking stays at its current time:', 'يبقى حجزك في موعده الحالي:'),
        whenLines(booking),
        { href: previewOf(ctx), label: say('See the booking', 'عرض الحجز') },
        say(`You can reply to this e-mail to agree on another time with ${other}.`, `يمكنك الرد على هذه الرسالة للاتفاق على موعد آخر مع ${other}.`),
      ]),
    };
  });
}

/** How long before the start a reminder is sent. */
export type ReminderLead = '24h' | '1h';

/** The reminders to both parties, 24 hours or 1 hour before the start, each in its recipient's language, with the join details. */
export function reminderMails(ctx: BookingMailContext, lead: ReminderLead): { role: 'freelancer' | 'client'; mail: MailMessage }[] {
  const { booking, freelancer, client, settings } = ctx;
  const freelancerName = `${freelancer.firstName} ${freelancer.lastName}`.trim();
  const mail = (party: Party, replyTo: string, name: string, language: string, other: string): MailMessage =>
    inLanguageOf({ language }, () => {
      const soon = lead === '24h' ? say('tomorrow', 'غدًا') : say('in one hour', 'بعد ساعة');
      const parts: MailPart[] = [
        say(`Hello ${name},`, `مرحبًا ${name}،`),
        say(`A reminder: your e-consultation with ${other} starts ${soon}.`, `تذكير: تبدأ استشارتك الإلكترونية مع ${other} ${soon}.`),
        whenLines(booking),
      ];
      if (settings.sendConferenceInfo) {
        parts.push(`${say('Conference', 'الاجتماع')}: ${settings.ConferencePlatform}`);
        if (settings.ConferenceLink) parts.push({ href: settings.ConferenceLink, label: say(`Join on ${settings.ConferencePlatform}`, `انضم عبر ${settings.ConferencePlatform}`) });
      }
      parts.push({ href: previewOf(ctx), label: say('See the booking', 'عرض الحجز') });
      return {
        ...addressOf(ctx, party, 'reminder'),
        replyTo,
        subject: say(
          `Your e-Consultation with ${other} starts ${soon}: ${formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone)}`,
          `تبدأ استشارتك الإلكترونية مع ${other} ${soon}: ${formatWhen(booking.startsAt, booking.endsAt, booking.freelancerTimezone)}`,
        ),
        ...composeMail(parts),
      };
    });
  return [
    { role: 'freelancer', mail: mail('freelancer', booking.clientEmail, freelancer.firstName, freelancer.language, booking.clientName) },
    { role: 'client', mail: mail('client', freelancer.email, client.firstName, client.language, freelancerName) },
  ];
}
