import { buildIcs, foldLine, icsText, icsUtc, unfoldIcs } from './ics';

describe('iCalendar invitation', () => {
  const event = {
    uid: 'b1@khibra.example',
    stamp: new Date('2027-03-20T08:15:30.123Z'),
    start: new Date('2027-03-28T09:00:00Z'),
    end: new Date('2027-03-28T10:30:00Z'),
    summary: 'e-Consultation: Omar; Saleh, with Hana',
    description: `First line\nSecond line with a backslash \\ and ${'عربي '.repeat(30)}`,
    location: 'https://zoom.us/j/1',
    organizer: { name: 'Khibra', email: 'no-reply@khibra.local' },
    attendees: [
      { name: 'Hana "H" Mansour', email: 'hana@example.test' },
      { name: 'Omar', email: 'omar@example.test' },
    ],
  };

  it('writes UTC instants with Z', () => {
    expect(icsUtc(new Date('2027-03-28T09:00:00.000Z'))).toBe('20270328T090000Z');
  });

  it('escapes text values', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character, with CRLF and a leading space', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('builds a METHOD:REQUEST calendar with one event', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const part of ics.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    const lines = unfoldIcs(ics);
    expect(lines.slice(0, 6)).toEqual(['BEGIN:VCALENDAR', 'PRODID:-//Khibra//e-Consultation//EN', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:REQUEST', 'BEGIN:VEVENT']);
    expect(lines).toContain('UID:b1@khibra.example');
    expect(lines).toContain('DTSTAMP:20270320T081530Z');
    expect(lines).toContain('DTSTART:20270328T090000Z');
    expect(lines).toContain('DTEND:20270328T103000Z');
    expect(lines).toContain('SUMMARY:e-Consultation: Omar\\; Saleh\\, with Hana');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('First line\\nSecond line with a backslash \\\\ and عربي');
    expect(lines).toContain('ORGANIZER;CN="Khibra":mailto:no-reply@khibra.local');
    expect(lines).toContain('ATTENDEE;CN="Hana H Mansour";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:hana@example.test');
    expect(lines.slice(-2)).toEqual(['END:VEVENT', 'END:VCALENDAR']);
  });
});
