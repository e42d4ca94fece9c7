import { zoneOffsetMinutes } from '@contracts/econsultation/zoned-time';
import { formatTimeZone, timeZoneNames as namesOf, zoneCity } from '@contracts/format-time';
import { currentLocale } from '@contracts/locale';
import { ZONE_CITIES } from '@contracts/names/zoneCities';
import { foldSearch } from '@contracts/text';

/** One IANA zone as the picker offers it: value 'Asia/Dubai', label '(UTC+04:00) Dubai (United Arab Emirates)'. */
export interface TimeZoneChoice {
  value: string;
  label: string;
  /** What a search looks in: the zone's names in English and Arabic, the other places on its clock (ZONE_CITIES) and its IANA name, as searchForm writes them. */
  searchText: string;
  /** Offset from UTC at the time the list was made, in minutes. */
  offset: number;
}

/** '+04:00', '-03:30', '+00:00'. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export { zoneCity };

/**
 * Text as the zone search compares it: folded as the name search folds it
 * (foldSearch), without spaces, dashes, apostrophes or underscores, so
 * «أبو ظبي» finds «أبوظبي» and 'abu-dhabi' finds 'Abu Dhabi'.
 */
const searchForm = (text: string): string => foldSearch(text).replace(/[\s_\-'’]+/g, '');

/** A zone by its city and country in the page's language: 'Riyadh (Saudi Arabia)', «الرياض (السعودية)» (the formatting module's). */
export const timeZoneName = (zone: string): string => formatTimeZone(zone);

/** One collator per language: localeCompare with a locale makes one per comparison (about 60 ms to sort the 440 zones, against 1 ms). */
const collators = new Map<string, Intl.Collator>();

function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale);
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * The zones as "(UTC+04:00) Dubai (United Arab Emirates)" — the offset now, then the shipped name — sorted
 * by offset, then by label; names the platform does not know are left out.
 */
export function timeZoneChoices(zones: readonly string[], now: Date = new Date()): TimeZoneChoice[] {
  const choices: TimeZoneChoice[] = [];
  for (const value of new Set(zones)) {
    try {
      const offset = zoneOffsetMinutes(now.getTime(), value);
      const names = namesOf(value);
      const places = ZONE_CITIES[value];
      choices.push({
        value,
        offset,
        label: `(UTC${offsetText(offset)}) ${timeZoneName(value)}`,
        searchText: searchForm([names?.en, names?.ar, ...(places?.en ?? []), ...(places?.ar ?? []), zoneCity(value), value].filter(Boolean).join('|')),
      });
    } catch {
      // Not a zone this browser knows: not offered.
    }
  }
  const collator = collatorFor(currentLocale());
  return choices.sort((a, b) => a.offset - b.offset || collator.compare(a.label, b.label));
}

/** '+4', 'UTC-3', 'gmt+05:30', '+0530': an offset typed as a search. */
const OFFSET_QUERY = /^(?:utc|gmt)?\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?$/i;

/**
 * The choices matching what was typed: a city, country or zone name in
 * English or Arabic (any part, with or without its spaces; folded as the name
 * search folds, so «الرياض» and «دبي» are found however typed), a place on
 * the zone's clock («أبوظبي», 'Jeddah': ZONE_CITIES), or an offset ('+4' finds +04:00 and +04:30; '+04:30' only
 * that one). `keep` (the current value) is always kept, so the field never
 * loses its value while filtering.
 */
export function filterTimeZones(choices: readonly TimeZoneChoice[], query: string, keep?: string): TimeZoneChoice[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...choices];
  const folded = searchForm(text);
  const offset = OFFSET_QUERY.exec(text);
  const matches = (choice: TimeZoneChoice): boolean => {
    if (offset) {
      const sign = offset[1] === '+' ? 1 : -1;
      const hours = Number(offset[2]);
      if (offset[3] !== undefined) return choice.offset === sign * (hours * 60 + Number(offset[3]));
      return Math.trunc(choice.offset / 60) === sign * hours && (hours === 0 || Math.sign(choice.offset) === sign);
    }
    return choice.searchText.includes(folded);
  };
  return choices.filter((choice) => choice.value === keep || matches(choice));
}
