import { currentLocale, type Locale } from './locale';
import { TIME_ZONE_ALIASES, TIME_ZONE_NAMES } from './names/timeZones';

/** The main city of a zone name: its last part, underscores as spaces ('America/Argentina/Buenos_Aires' → 'Buenos Aires'). */
export const zoneCity = (zone: string): string => (zone.split('/').pop() ?? zone).replace(/_/g, ' ');

/** The shipped names of a zone (contracts/names/timeZones.ts), also under today's name of a zone offered under an older one. */
export const timeZoneNames = (zone: string): { readonly en: string; readonly ar: string } | undefined =>
  TIME_ZONE_NAMES[zone] ?? TIME_ZONE_NAMES[TIME_ZONE_ALIASES[zone] ?? ''];

/**
 * A time zone as people read it, never its IANA id: 'Riyadh (Saudi Arabia)' /
 * «الرياض (السعودية)» from the names the app ships (identical on the server and
 * in every browser); the city of the IANA name when none is shipped.
 */
export const formatTimeZone = (zone: string, locale: Locale = currentLocale()): string => timeZoneNames(zone)?.[locale] ?? zoneCity(zone);
