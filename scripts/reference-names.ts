/**
 * Generates the names of the reference lists (contracts/names/*.ts) once, at
 * development time: the Arabic names of the countries and languages, and the
 * English and Arabic names of the time zones offered. The app never asks the
 * runtime's Intl for a name: Node's and each browser's tables differ (the
 * server's HTML would not be the browser's, and React would throw it away),
 * so the names ship as data, the same on both sides.
 *
 * Sources: Node's full ICU (Intl.DisplayNames, CLDR) for countries and
 * languages; the exemplar cities of CLDR's time-zone names (the
 * cldr-dates-full package, not a dependency: unpack it anywhere) and the
 * system's tzdata (zone.tab) for the country of each zone; the corrections
 * below, reviewed by hand, where the usual Arabic name differs from CLDR's.
 *
 *   npm pack cldr-dates-full@48.2.0 && tar xzf cldr-dates-full-48.2.0.tgz
 *   npx tsx scripts/reference-names.ts ./package
 *
 * Run again after changing a list (server/src/modules/reference/lists/*.ts) or a
 * correction; commit the generated files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MENA_COUNTRIES, OTHER_COUNTRIES } from '../server/src/modules/reference/lists/countries';
import { LANGUAGES } from '../server/src/modules/reference/lists/languages';

const cldrDir = process.argv[2];
if (!cldrDir || !fs.existsSync(path.join(cldrDir, 'main/ar/timeZoneNames.json'))) {
  console.error('usage: npx tsx scripts/reference-names.ts <unpacked cldr-dates-full directory>');
  process.exit(1);
}
const out = path.resolve('contracts/names');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** English names of the lists that Intl writes differently ('Palestinian Territories', 'St. Lucia', '&'), by code. */
const ENGLISH_ALIASES: Record<'region' | 'language', Record<string, string>> = {
  region: {
    Palestine: 'PS',
    'Antigua and Barbuda': 'AG',
    'Bonaire, Sint Eustatius and Saba': 'BQ',
    'Bosnia and Herzegovina': 'BA',
    'Cabo Verde': 'CV',
    Congo: 'CG',
    'Congo (Democratic Republic)': 'CD',
    "Côte d'Ivoire": 'CI',
    'Heard Island and McDonald Islands': 'HM',
    'Holy See': 'VA',
    'Hong Kong': 'HK',
    Macao: 'MO',
    Myanmar: 'MM',
    'Saint Barthélemy': 'BL',
    'Saint Helena, Ascension and Tristan da Cunha': 'SH',
    'Saint Kitts and Nevis': 'KN',
    'Saint Lucia': 'LC',
    'Saint Martin (French part)': 'MF',
    'Saint Pierre and Miquelon': 'PM',
    'Saint Vincent and the Grenadines': 'VC',
    'Sao Tome and Principe': 'ST',
    'Sint Maarten (Dutch part)': 'SX',
    'South Georgia and the South Sandwich Islands': 'GS',
    'Svalbard and Jan Mayen': 'SJ',
    'Trinidad and Tobago': 'TT',
    'Turks and Caicos Islands': 'TC',
    'United States Minor Outlying Islands': 'UM',
    'United States Virgin Islands': 'VI',
    'Wallis and Futuna': 'WF',
  },
  language: { Bengali: 'bn', Chichewa: 'ny', 'Church Slavonic': 'cu', Fulah: 'ff', Kirundi: 'rn', Maori: 'mi', Ojibwe: 'oj', Ossetian: 'os', Tagalog: 'tl', Twi: 'tw' },
};

/** Where the usual Arabic name differs from CLDR's (reviewed by hand): the common short names of the region, as the English list has them. */
const ARABIC_CORRECTIONS: Record<'region' | 'language', Record<string, string>> = {
  region: {
    PS: 'فلسطين',
    SA: 'السعودية',
    HK: 'هونغ كونغ',
    MO: 'ماكاو',
    CD: 'الكونغو الديمقراطية',
    CG: 'الكونغو',
    VA: 'الفاتيكان',
    MM: 'ميانمار',
  },
  language: {
    tl: 'التاغالوغية',
    tw: 'التوية',
    ny: 'الشيشيوا',
    vo: 'الفولابوك',
    ia: 'الإنترلينغوا',
    cu: 'السلافية الكنسية',
    os: 'الأوسيتية',
    ku: 'الكردية',
  },
};

function codes(kind: 'region' | 'language'): Map<string, string> {
  const byName = new Map(Object.entries(ENGLISH_ALIASES[kind]));
  const english = new Intl.DisplayNames(['en'], { type: kind, fallback: 'none' });
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = kind === 'region' ? `${first}${second}` : `${first}${second}`.toLowerCase();
      const name = english.of(code);
      if (name && !byName.has(name)) byName.set(name, code);
    }
  }
  return byName;
}

/** Each English name of `list` with its code and Arabic name; fails on a name it cannot place. */
function arabicNames(kind: 'region' | 'language', list: readonly string[]): Map<string, { code: string; ar: string }> {
  const byName = codes(kind);
  const arabic = new Intl.DisplayNames(['ar'], { type: kind, fallback: 'none' });
  const names = new Map<string, { code: string; ar: string }>();
  const missing: string[] = [];
  for (const name of list) {
    const code = byName.get(name);
    const ar = code && (ARABIC_CORRECTIONS[kind][code] ?? arabic.of(code));
    if (!code || !ar || ar === code) missing.push(name);
    else names.set(name, { code, ar });
  }
  if (missing.length) throw new Error(`no ${kind} code or Arabic name for: ${missing.join(', ')} (add an alias or a correction)`);
  return names;
}

const countries = arabicNames('region', [...MENA_COUNTRIES, ...OTHER_COUNTRIES]);
const languages = arabicNames('language', LANGUAGES);

/** The older zone names ICU still uses (and so offers), with the country and today's name in tzdata's zone.tab. */
const LEGACY_ZONES: Record<string, [country: string, current: string]> = {
  'Africa/Asmera': ['ER', 'Africa/Asmara'],
  'America/Buenos_Aires': ['AR', 'America/Argentina/Buenos_Aires'],
  'America/Catamarca': ['AR', 'America/Argentina/Catamarca'],
  'America/Coral_Harbour': ['CA', 'America/Atikokan'],
  'America/Cordoba': ['AR', 'America/Argentina/Cordoba'],
  'America/Godthab': ['GL', 'America/Nuuk'],
  'America/Indianapolis': ['US', 'America/Indiana/Indianapolis'],
  'America/Jujuy': ['AR', 'America/Argentina/Jujuy'],
  'America/Louisville': ['US', 'America/Kentucky/Louisville'],
  'America/Mendoza': ['AR', 'America/Argentina/Mendoza'],
  'Asia/Calcutta': ['IN', 'Asia/Kolkata'],
  'Asia/Katmandu': ['NP', 'Asia/Kathmandu'],
  'Asia/Rangoon': ['MM', 'Asia/Yangon'],
  'Asia/Saigon': ['VN', 'Asia/Ho_Chi_Minh'],
  'Atlantic/Faeroe': ['FO', 'Atlantic/Faroe'],
  'Europe/Kiev': ['UA', 'Europe/Kyiv'],
  'Pacific/Enderbury': ['KI', 'Pacific/Kanton'],
  'Pacific/Ponape': ['FM', 'Pacific/Pohnpei'],
  'Pacific/Truk': ['FM', 'Pacific/Chuuk'],
};
const zoneCountry = new Map<string, string>(Object.entries(LEGACY_ZONES).map(([zone, [country]]) => [zone, country]));
for (const line of fs.readFileSync('/usr/share/zoneinfo/zone.tab', 'utf8').split('\n')) {
  if (!line || line.startsWith('#')) continue;
  const [code, , zone] = line.split('\t');
  if (!zoneCountry.has(zone)) zoneCountry.set(zone, code);
}
const countryByCode = new Map([...countries].map(([en, { code, ar }]) => [code, { en, ar }]));

type ZoneNames = Record<string, { exemplarCity?: string } | undefined>;
const cldrZones = (locale: string): unknown => JSON.parse(fs.readFileSync(path.join(cldrDir, `main/${locale}/timeZoneNames.json`), 'utf8')).main[locale].dates.timeZoneNames.zone;
const cldr = { en: cldrZones('en'), ar: cldrZones('ar') };
const exemplar = (locale: 'en' | 'ar', zone: string): string | undefined => {
  let node: unknown = cldr[locale];
  for (const part of zone.split('/')) node = (node as ZoneNames | undefined)?.[part];
  return (node as { exemplarCity?: string } | undefined)?.exemplarCity;
};

/** The zones offered: those of Node's ICU when generated (the ones offered so far) and UTC. */
const zones = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
const timeZones: Record<string, { en: string; ar: string }> = {};
const noCity: string[] = [];
for (const zone of zones) {
  if (zone === 'UTC') {
    // Its name in words ('(UTC+00:00) UTC' says the offset twice and names nothing), short enough for a select at
    // 375 px; the search still finds it by its ID.
    timeZones[zone] = { en: 'Universal Time', ar: 'التوقيت العالمي' };
    continue;
  }
  const cityEn = exemplar('en', zone) ?? (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  const cityAr = exemplar('ar', zone);
  if (!cityAr) noCity.push(zone);
  const country = countryByCode.get(zoneCountry.get(zone) ?? '');
  const named = (city: string, countryName: string | undefined) => (!countryName || city === countryName ? city : `${city} (${countryName})`);
  timeZones[zone] = { en: named(cityEn, country?.en), ar: named(cityAr ?? cityEn, country?.ar) };
}
if (noCity.length) console.warn(`time zones without an Arabic city in CLDR (the English one is used): ${noCity.join(', ')}`);

const HEADER = '// Generated by scripts/reference-names.ts (Node ICU/CLDR names and the corrections reviewed there): do not edit by hand.\n';
const write = (file: string, body: string) => fs.writeFileSync(path.join(out, file), `${HEADER}${body}`);
const entries = (map: Record<string, unknown>) =>
  Object.entries(map)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value).replace(/":"/g, '": "').replace(/","/g, '", "').replace(/^\{"/, '{ "').replace(/"\}$/, '" }')},`)
    .join('\n');

fs.mkdirSync(out, { recursive: true });
write(
  'countries.ts',
  `\n/** The Arabic name of each country of the reference list (and so of each nationality), by the English name it is stored as. */\nexport const COUNTRY_NAMES_AR: Readonly<Record<string, string>> = {\n${entries(Object.fromEntries([...countries].map(([en, { ar }]) => [en, ar])))}\n};\n`,
);
write(
  'languages.ts',
  `\n/** The Arabic name of each language of the reference list, by the English name it is stored as. */\nexport const LANGUAGE_NAMES_AR: Readonly<Record<string, string>> = {\n${entries(Object.fromEntries([...languages].map(([en, { ar }]) => [en, ar])))}\n};\n`,
);
const current = Object.fromEntries(Object.entries(LEGACY_ZONES).map(([legacy, [, name]]) => [name, legacy]));
write(
  'timeZones.ts',
  `\n/** The time zones offered (IANA names), each with its city and country in English and Arabic. */\nexport const TIME_ZONE_NAMES: Readonly<Record<string, { readonly en: string; readonly ar: string }>> = {\n${entries(timeZones)}\n};\n\n/** Today's names of the zones offered under an older one ('Asia/Kolkata' → 'Asia/Calcutta'): a browser may give either. */\nexport const TIME_ZONE_ALIASES: Readonly<Record<string, string>> = {\n${entries(current)}\n};\n`,
);
console.log(`countries ${countries.size}, languages ${languages.size}, time zones ${zones.length} → ${path.relative(process.cwd(), out)}`);
