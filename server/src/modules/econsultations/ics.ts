/**
 * iCalendar (RFC 5545) invitations for bookings: METHOD:REQUEST with one
 * VEVENT whose DTSTART/DTEND are UTC instants (…Z), so every calendar puts
 * the meeting at the same moment whatever its own time zone. Lines end with
 * CRLF and are folded at 75 octets without splitting a UTF-8 character.
 */

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer: IcsPerson;
  attendees: IcsPerson[];
  /** REQUEST (new or changed event) or CANCEL (remove it); default REQUEST. */
  method?: 'REQUEST' | 'CANCEL';
  /** Raised by every change of the same UID, so calendars apply the newest (RFC 5545 §3.8.7.4). */
  sequence?: number;
}

/** 20270328T090000Z */
export function icsUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT value escaping: backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (CN): quoted, without the characters a quoted parameter cannot hold. */
function icsParam(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '').trim()}"`;
}

/** Folds one content line at 75 octets: CRLF then a space, never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; continuation lines 74 plus the leading space.
    if (octets + size > 75) {
      out.push(current);
      current = ` ${char}`;
      octets = 1 + size;
    } else {
      current += char;
      octets += size;
    }
  }
  out.push(current);
  return out.join('\r\n');
}

const mailto = (email: string) => `mailto:${email.trim()}`;

export function buildIcs(event: IcsEvent, productId = '-//Khibra//e-Consultation//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${productId}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method ?? 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${icsParam(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map((a) => `ATTENDEE;CN=${icsParam(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(a.email)}`),
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Unfolds an .ics text into its content lines (tests and readers). */
export function unfoldIcs(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}
