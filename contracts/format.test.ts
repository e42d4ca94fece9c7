import { formatCount, formatDate, readDate, formatFees, formatList, formatMoney, formatParts, formatPercent, formatRate } from './format';
import { formatDateTime, formatDayHeading, formatDayRange, formatDuration, formatElapsed, formatSlot, formatSlotRange, formatTime, formatTimeRange, formatTimeZone } from './format-time';
import { setLocaleSource } from './locale';

const start = new Date('2027-03-28T06:30:00Z');
const end = new Date('2027-03-28T08:00:00Z');

describe('format', () => {
  afterEach(() => setLocaleSource(() => 'en'));

  it('writes times of day as the spec labels in English and with ص / م in Arabic', () => {
    expect(formatSlot('10:30 AM', 'en')).toBe('10:30 AM');
    expect(formatSlot('10:30 AM', 'ar')).toBe('10:30 ص');
    expect(formatSlot('12:00 PM', 'ar')).toBe('12:00 م');
    expect(formatSlot('12:00 AM', 'ar')).toBe('12:00 ص');
    expect(formatSlot('11:30 PM', 'ar')).toBe('11:30 م');
    expect(formatSlot('not a time', 'ar')).toBe('not a time');
    expect(formatTime(start, 'Asia/Dubai', 'en')).toBe('10:30 AM');
    expect(formatTime(start, 'Asia/Dubai', 'ar')).toBe('10:30 ص');
    expect(formatTime(end, 'Europe/London', 'ar')).toBe('09:00 ص');
  });

  it('follows the current locale when none is given', () => {
    setLocaleSource(() => 'ar');
    expect(formatSlot('02:00 PM')).toBe('02:00 م');
    expect(formatDuration(90)).toBe('ساعة ونصف');
    setLocaleSource(() => 'en');
    expect(formatDuration(90)).toBe('1 hr 30 min');
  });

  it('writes a time range as one unit', () => {
    expect(formatTimeRange(start, end, 'Asia/Dubai', 'en')).toBe('10:30 AM – 12:00 PM');
    expect(formatTimeRange(start, end, 'Asia/Dubai', 'ar')).toBe('10:30 ص – 12:00 م');
    expect(formatSlotRange('09:30 AM', '06:00 PM', 'ar')).toBe('09:30 ص – 06:00 م');
  });

  it('names both days when a range crosses midnight in its zone', () => {
    // Monday 29 March 2027, 23:30–00:30 in Dubai (19:30–20:30 UTC): the same range in London stays on Monday.
    const lateStart = new Date('2027-03-29T19:30:00Z');
    const lateEnd = new Date('2027-03-29T20:30:00Z');
    expect(formatTimeRange(lateStart, lateEnd, 'Asia/Dubai', 'en')).toBe('Mon 11:30 PM – Tue 12:30 AM');
    expect(formatTimeRange(lateStart, lateEnd, 'Asia/Dubai', 'ar')).toBe('الاثنين 11:30 م – الثلاثاء 12:30 ص');
    expect(formatTimeRange(lateStart, lateEnd, 'Europe/London', 'en')).toBe('08:30 PM – 09:30 PM');
  });

  it('writes dates with month names and Latin digits in both languages', () => {
    expect(formatDate('2027-03-28', {}, 'en')).toBe('28 March 2027');
    expect(formatDate('2027-03-28', {}, 'ar')).toBe('28 مارس 2027');
    expect(formatDate(start, { timeZone: 'Asia/Dubai', weekday: true }, 'en')).toBe('Sunday, 28 March 2027');
    expect(formatDate(start, { timeZone: 'Asia/Dubai', weekday: true }, 'ar')).toBe('الأحد، 28 مارس 2027');
    expect(formatDate('Anytime', {}, 'ar')).toBe('Anytime');
    expect(formatDateTime(start, 'Asia/Dubai', 'ar')).toBe('28 مارس 2027، 10:30 ص');
    expect(formatDateTime(start, 'Asia/Dubai', 'en')).toBe('28 March 2027, 10:30 AM');
  });

  it("names a conversation's day Today, Yesterday or by its date, in the viewer's zone", () => {
    const now = new Date('2027-03-28T21:30:00Z'); // 00:30 on 29 March in Riyadh
    expect(formatDayHeading('2027-03-28T21:00:00Z', 'Asia/Riyadh', now, 'en')).toBe('Today');
    expect(formatDayHeading('2027-03-28T20:00:00Z', 'Asia/Riyadh', now, 'en')).toBe('Yesterday');
    expect(formatDayHeading('2027-03-28T20:00:00Z', 'UTC', now, 'ar')).toBe('اليوم');
    expect(formatDayHeading('2027-03-27T10:00:00Z', 'UTC', now, 'ar')).toBe('أمس');
    expect(formatDayHeading('2027-02-28T10:00:00Z', 'UTC', new Date('2027-03-01T10:00:00Z'), 'en')).toBe('Yesterday');
    expect(formatDayHeading('2027-03-26T10:00:00Z', 'UTC', now, 'en')).toBe('Friday, 26 March 2027');
  });

  it('reads a typed date back in either language, with digits of any set, as YYYY-MM-DD', () => {
    expect(readDate('26 November 2026')).toBe('2026-11-26');
    expect(readDate('26 نوفمبر 2026')).toBe('2026-11-26');
    expect(readDate('٢٦ نوفمبر ٢٠٢٦')).toBe('2026-11-26');
    expect(readDate('٢٦/١١/٢٠٢٦')).toBe('2026-11-26');
    expect(readDate('26/11/2026')).toBe('2026-11-26');
    expect(readDate('1.3.2027')).toBe('2027-03-01');
    expect(readDate('Nov 26, 2026')).toBe('2026-11-26');
    expect(readDate('sept 3 2026')).toBe('2026-09-03');
    expect(readDate('2026-11-26')).toBe('2026-11-26');
    expect(readDate(formatDate('2027-05-09', {}, 'ar'))).toBe('2027-05-09');
    expect(readDate(formatDate('2027-05-09', {}, 'en'))).toBe('2027-05-09');
    for (const unreadable of ['', '26 November', '31/02/2027', '26/13/2026', '26/11/26', 'Smarch 3 2026', '26 November 2026 12']) expect(readDate(unreadable)).toBeNull();
  });

  it('writes durations with the plural forms of each language', () => {
    expect(formatDuration(30, 'en')).toBe('30 min');
    expect(formatDuration(60, 'en')).toBe('1 hr');
    expect(formatDuration(90, 'en')).toBe('1 hr 30 min');
    expect(formatDuration(120, 'en')).toBe('2 hrs');
    expect(formatDuration(510, 'en')).toBe('8 hrs 30 min');
    expect(formatDuration(45, 'en')).toBe('45 min');
    expect(formatDuration(0, 'en')).toBe('0 min');
    expect(formatDuration(90, 'ar')).toBe('ساعة ونصف');
    expect(formatDuration(150, 'ar')).toBe('ساعتان ونصف');
    expect(formatDuration(30, 'ar')).toBe('نصف ساعة');
    expect(formatDuration(60, 'ar')).toBe('ساعة');
    expect(formatDuration(75, 'ar')).toBe('ساعة و15 دقيقة');
    expect(formatDuration(2, 'ar')).toBe('دقيقتان');
    expect(formatDuration(1, 'ar')).toBe('دقيقة');
    expect(formatDuration(5, 'ar')).toBe('5 دقائق');
    expect(formatDuration(45, 'ar')).toBe('45 دقيقة');
    expect(formatDuration(300, 'ar')).toBe('5 ساعات');
    expect(formatDuration(11 * 60 + 2, 'ar')).toBe('11 ساعة ودقيقتان');
  });

  it('writes money, fees and rates through Intl, NIL and Negotiable in words', () => {
    expect(formatMoney(60, 'USD', 'en')).toBe('$60');
    expect(formatMoney(62.5, 'USD', 'en')).toBe('$62.50');
    // One style in Arabic: the symbol first, never 'US$' (which a right-to-left line shows as "$US 60").
    expect(formatMoney(60, 'USD', 'ar')).toBe('$60');
    expect(formatMoney(62.5, 'USD', 'ar')).toBe('$62.50');
    expect(formatFees('$62.50', 'en')).toBe('$62.50');
    expect(formatFees('$60', 'ar')).toBe(formatMoney(60, 'USD', 'ar'));
    expect(formatFees('NIL', 'en')).toBe('NIL');
    expect(formatFees('NIL', 'ar')).toBe('يُتفق عليه');
    expect(formatRate('Negotiable', 'en')).toBe('Negotiable');
    expect(formatRate('Negotiable', 'ar')).toBe('قابل للتفاوض');
    expect(formatRate('$40', 'ar')).toBe(formatMoney(40, 'USD', 'ar'));
  });

  it("writes the console's counts, shares, spans and weeks with Latin digits in both languages", () => {
    expect([formatCount(12345, 'en'), formatCount(12345, 'ar'), formatCount(0, 'ar')]).toEqual(['12,345', '12,345', '0']);
    expect(formatPercent(0.425, 'en')).toBe('42.5%');
    expect(formatPercent(0.75, 'ar')).toMatch(/^75\D*%\D*$/u);
    expect([formatElapsed(5 * 3600 + 20 * 60, 'en'), formatElapsed(4.5 * 86_400, 'en'), formatElapsed(3 * 86_400, 'ar')]).toEqual(['5 hrs 20 min', '4.5 days', '3 أيام']);
    expect([formatDayRange('2026-11-23', '2026-11-29', 'en'), formatDayRange('2026-11-23', '2026-11-29', 'ar')]).toEqual(['23 Nov – 29 Nov', '23 نوفمبر – 29 نوفمبر']);
  });

  it('joins lists and places with the comma of each language', () => {
    expect(formatList(['Arabic', 'English'], 'unit', 'en')).toBe('Arabic, English');
    expect(formatList(['العربية', 'الإنجليزية'], 'unit', 'ar')).toBe('العربية والإنجليزية');
    expect(formatList(['العربية', 'الإنجليزية'], 'unit', 'ar')).not.toContain(',');
    expect(formatParts(['دبي', 'الإمارات'], 'ar')).toBe('دبي، الإمارات');
    expect(formatParts(['Dubai', 'UAE'], 'en')).toBe('Dubai, UAE');
  });

  it('names time zones by their shipped city and country, never the IANA id', () => {
    expect(formatTimeZone('Asia/Dubai', 'en')).toBe('Dubai (United Arab Emirates)');
    expect(formatTimeZone('Asia/Dubai', 'ar')).toBe('دبي (الإمارات العربية المتحدة)');
    expect(formatTimeZone('Asia/Calcutta', 'ar')).toBe(formatTimeZone('Asia/Kolkata', 'ar'));
    setLocaleSource(() => 'ar');
    expect(formatTimeZone('Asia/Riyadh')).toBe('الرياض (السعودية)');
    // A zone with no shipped name reads as its city, not its id.
    expect(formatTimeZone('Mars/Olympus_Mons', 'en')).toBe('Olympus Mons');
  });
});

type FormatterName = 'NumberFormat' | 'DateTimeFormat' | 'ListFormat';

/** Counts the formatters of one kind made from now on (a subclass in Intl's place, put back by restore). */
function countMade(name: FormatterName): { made: () => number; restore: () => void } {
  const original = Intl[name];
  let made = 0;
  const Base = original as unknown as new (...args: unknown[]) => object;
  class Counted extends Base {
    constructor(...args: unknown[]) {
      super(...args);
      made += 1;
    }
  }
  Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
  return { made: () => made, restore: () => Object.defineProperty(Intl, name, { value: original, configurable: true, writable: true }) };
}

describe('format: Intl formatters', () => {
  // Making one costs about a millisecond; a list page formats several values per card on every render.
  it('makes one formatter per locale and options, and formats each value with it', () => {
    const counters = (['NumberFormat', 'DateTimeFormat', 'ListFormat'] as const).map(countMade);
    try {
      const made = () => counters.map((counter) => counter.made());
      formatMoney(1.5, 'EUR', 'ar');
      formatDate('2031-01-01T08:00:00Z', { weekday: true, timeZone: 'Asia/Muscat' }, 'en');
      formatList(['Arabic'], 'disjunction', 'ar');
      const first = made();
      const money = [62.5, 17.25, 40.1].map((amount) => formatMoney(amount, 'EUR', 'ar'));
      const dates = ['2031-03-28T08:00:00Z', '2031-04-02T08:00:00Z'].map((instant) => formatDate(instant, { weekday: true, timeZone: 'Asia/Muscat' }, 'en'));
      const lists = [['Arabic', 'English'], ['French', 'German']].map((items) => formatList(items, 'disjunction', 'ar'));
      // The same locale and options again: no formatter made.
      expect(made()).toEqual(first);
      expect(money.every((text) => text.includes('€'))).toBe(true);
      expect(new Set(money).size).toBe(3);
      expect(dates[0]).toMatch(/Friday.*28 March 2031/);
      expect(dates[1]).toMatch(/Wednesday.*2 April 2031/);
      expect(lists.every((text) => text.includes(' أو '))).toBe(true);
      // Other options are another formatter: a whole amount has no decimals.
      expect(formatMoney(40, 'GBP', 'en')).toBe('£40');
    } finally {
      counters.forEach((counter) => counter.restore());
    }
  });
});
