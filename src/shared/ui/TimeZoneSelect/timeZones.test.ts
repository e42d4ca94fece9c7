import { setLocaleSource } from '@contracts/locale';
import { filterTimeZones, timeZoneChoices, timeZoneName, zoneCity } from './timeZones';

// A January instant: no daylight saving in the north (London +00:00, New York -05:00).
const JANUARY = new Date('2030-01-15T12:00:00.000Z');
const ZONES = ['Asia/Dubai', 'America/New_York', 'Europe/London', 'UTC', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires', 'Africa/Cairo', 'Asia/Muscat', 'America/St_Johns', 'Not/AZone'];

describe('timeZoneChoices', () => {
  it('labels each zone "(UTC±hh:mm) City (Country)", sorted by offset then name, and drops names the platform does not know', () => {
    expect(timeZoneChoices(ZONES, JANUARY).map((choice) => [choice.value, choice.label])).toEqual([
      ['America/New_York', '(UTC-05:00) New York (United States)'],
      ['America/St_Johns', '(UTC-03:30) St. John’s (Canada)'],
      ['America/Argentina/Buenos_Aires', '(UTC-03:00) Buenos Aires (Argentina)'],
      ['Europe/London', '(UTC+00:00) London (United Kingdom)'],
      ['UTC', '(UTC+00:00) Universal Time'],
      ['Africa/Cairo', '(UTC+02:00) Cairo (Egypt)'],
      ['Asia/Dubai', '(UTC+04:00) Dubai (United Arab Emirates)'],
      ['Asia/Muscat', '(UTC+04:00) Muscat (Oman)'],
      ['Asia/Kolkata', '(UTC+05:30) Kolkata (India)'],
    ]);
  });

  it('reads the offset at the given instant (summer time in London)', () => {
    expect(timeZoneChoices(['Europe/London'], new Date('2030-07-01T12:00:00.000Z'))[0].label).toBe('(UTC+01:00) London (United Kingdom)');
  });

  it('names the zones in Arabic on an Arabic page, from the shipped names', () => {
    setLocaleSource(() => 'ar');
    try {
      expect(timeZoneName('Asia/Riyadh')).toBe('الرياض (السعودية)');
      expect(timeZoneName('Asia/Qatar')).toBe('قطر');
      expect(timeZoneName('Asia/Kolkata')).toBe(timeZoneName('Asia/Calcutta'));
      expect(timeZoneChoices(['Asia/Dubai'], JANUARY)[0].label).toBe('(UTC+04:00) دبي (الإمارات العربية المتحدة)');
    } finally {
      setLocaleSource(() => 'en');
    }
    expect(timeZoneName('Asia/Riyadh')).toBe('Riyadh (Saudi Arabia)');
    expect(timeZoneName('Mars/Olympus_Mons')).toBe('Olympus Mons');
  });

  it('takes the city from the last part of the name, underscores as spaces', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(zoneCity('UTC')).toBe('UTC');
  });
});

describe('filterTimeZones', () => {
  const choices = timeZoneChoices(ZONES, JANUARY);
  const filter = (query: string, keep?: string) => filterTimeZones(choices, query, keep).map((choice) => choice.value);

  it('keeps everything for an empty search', () => {
    expect(filter('  ')).toHaveLength(choices.length);
  });

  it('finds a city or zone name in any case, with spaces or underscores', () => {
    expect(filter('dubai')).toEqual(['Asia/Dubai']);
    expect(filter('new york')).toEqual(['America/New_York']);
    expect(filter('new_york')).toEqual(['America/New_York']);
    expect(filter('argentina')).toEqual(['America/Argentina/Buenos_Aires']);
    expect(filter('asia/')).toEqual(['Asia/Dubai', 'Asia/Muscat', 'Asia/Kolkata']);
  });

  it('finds a city or country typed in Arabic, folded as the name search folds (hamza, ة/ه, ى/ي, diacritics)', () => {
    const arabic = timeZoneChoices([...ZONES, 'Asia/Riyadh', 'Asia/Qatar'], JANUARY);
    const find = (query: string) => filterTimeZones(arabic, query).map((choice) => choice.value);
    expect(find('الرياض')).toEqual(['Asia/Riyadh']);
    expect(find('دبي')).toEqual(['Asia/Dubai']);
    expect(find('دبى')).toEqual(['Asia/Dubai']);
    expect(find('السعوديه')).toEqual(['Asia/Riyadh']);
    expect(find('الامارات')).toEqual(['Asia/Dubai']);
    expect(find('عمان')).toEqual(['Asia/Muscat']);
    expect(find('saudi')).toEqual(['Asia/Riyadh']);
    expect(find('القاهرة')).toEqual(['Africa/Cairo']);
  });

  it('finds an offset: whole hours match every zone in that hour, hours and minutes only that offset', () => {
    expect(filter('+4')).toEqual(['Asia/Dubai', 'Asia/Muscat']);
    expect(filter('UTC+04:00')).toEqual(['Asia/Dubai', 'Asia/Muscat']);
    expect(filter('+5')).toEqual(['Asia/Kolkata']);
    expect(filter('+05:30')).toEqual(['Asia/Kolkata']);
    expect(filter('-3')).toEqual(['America/St_Johns', 'America/Argentina/Buenos_Aires']);
    expect(filter('-03:30')).toEqual(['America/St_Johns']);
    expect(filter('gmt+0')).toEqual(['Europe/London', 'UTC']);
  });

  it('always keeps the current value', () => {
    expect(filter('cairo', 'Asia/Dubai')).toEqual(['Africa/Cairo', 'Asia/Dubai']);
    expect(filter('nowhere', 'Asia/Dubai')).toEqual(['Asia/Dubai']);
  });

  it('finds a zone by another place on its clock, in English or Arabic, with or without the spaces: Abu Dhabi keeps Dubai\'s time', () => {
    const gulf = timeZoneChoices(['Asia/Dubai', 'Asia/Riyadh', 'Asia/Muscat', 'Africa/Casablanca', 'Asia/Aden'], JANUARY);
    const find = (query: string) => filterTimeZones(gulf, query).map((choice) => choice.value);
    for (const query of ['أبوظبي', 'أبو ظبي', 'ابوظبي', 'Abu Dhabi', 'abu-dhabi', 'abudhabi', 'الشارقه']) expect(find(query)).toEqual(['Asia/Dubai']);
    expect(find('جده')).toContain('Asia/Riyadh');
    expect(find('مكه المكرمه')).toEqual(['Asia/Riyadh']);
    expect(find('Jeddah')).toEqual(['Asia/Riyadh']);
    expect(find('مراكش')).toEqual(['Africa/Casablanca']);
    expect(find('اليمن')).toEqual(['Asia/Aden']);
    expect(find('صلالة')).toEqual(['Asia/Muscat']);
    expect(find('Atlantis')).toEqual([]);
  });
});
