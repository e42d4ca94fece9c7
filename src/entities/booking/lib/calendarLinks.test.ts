import { googleCalendarUrl, outlookCalendarUrl, type CalendarEvent } from './calendarLinks';

const event: CalendarEvent = {
  title: 'e-Consultation with Rania Aziz',
  details: 'Reference: KH-4F7Q-XR2D\nhttps://khibra.example/econsultancy/booking/preview/1',
  location: 'https://zoom.us/j/123',
  // 10:00–11:00 in Dubai (UTC+4).
  startsAt: '2026-12-06T06:00:00.000Z',
  endsAt: '2026-12-06T07:00:00.000Z',
};

describe('add-to-calendar links', () => {
  it('opens Google Calendar with the title, the UTC start and end, the details and the place', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('e-Consultation with Rania Aziz');
    expect(url.searchParams.get('dates')).toBe('20261206T060000Z/20261206T070000Z');
    expect(url.searchParams.get('details')).toBe(event.details);
    expect(url.searchParams.get('location')).toBe('https://zoom.us/j/123');
    // Spaces travel as %20, never '+'.
    expect(url.search).not.toContain('+');
  });

  it('opens Outlook on the web with the same event, its instants in ISO 8601 UTC', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe('e-Consultation with Rania Aziz');
    expect(url.searchParams.get('startdt')).toBe('2026-12-06T06:00:00.000Z');
    expect(url.searchParams.get('enddt')).toBe('2026-12-06T07:00:00.000Z');
    expect(url.searchParams.get('body')).toBe(event.details);
    expect(url.search).not.toContain('+');
  });

  it('leaves out a place the booking does not have', () => {
    const url = new URL(googleCalendarUrl({ ...event, location: '' }));
    expect(url.searchParams.has('location')).toBe(false);
  });
});
