/** An event to add to a web calendar: absolute instants (ISO, UTC) and plain text. */
export interface CalendarEvent {
  title: string;
  details: string;
  location: string;
  startsAt: string;
  endsAt: string;
}

/** Query parameters, spaces written %20 (URLSearchParams would write '+'), empty ones left out. */
const query = (params: Record<string, string>): string =>
  Object.entries(params)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

/** 2026-12-02T10:00:00.000Z → 20261202T100000Z, the form Google Calendar's dates take. */
const basicUtc = (iso: string): string => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Google Calendar's "new event" page with the event filled in (the dates in UTC, so every zone reads them right). */
export const googleCalendarUrl = (event: CalendarEvent): string =>
  `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicUtc(event.startsAt)}/${basicUtc(event.endsAt)}`,
    details: event.details,
    location: event.location,
  })}`;

/** Outlook on the web's "new event" form with the event filled in. */
export const outlookCalendarUrl = (event: CalendarEvent): string =>
  `https://outlook.live.com/calendar/0/deeplink/compose?${query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: new Date(event.endsAt).toISOString(),
    body: event.details,
    location: event.location,
  })}`;
