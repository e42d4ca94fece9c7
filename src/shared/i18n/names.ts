import { currentLocale } from '@contracts/locale';

/**
 * Countries and languages are stored by their English name (the reference
 * lists, SPEC §3); in Arabic they show the name the platform's Intl gives
 * the same ISO code (issue 13). The English names are matched to codes once,
 * through Intl itself; a name Intl does not know stays as it is.
 */
type Kind = 'region' | 'language';
const codesByName: Partial<Record<Kind, Map<string, string>>> = {};
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Names of the reference lists that Intl writes differently ('Palestinian Territories', 'St. Lucia', '&'). */
const ALIASES: Record<Kind, Record<string, string>> = {
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

function codeOf(kind: Kind, englishName: string): string | undefined {
  let codes = codesByName[kind];
  if (!codes) {
    codes = new Map(Object.entries(ALIASES[kind]));
    const english = new Intl.DisplayNames(['en'], { type: kind, fallback: 'none' });
    for (const first of LETTERS) {
      for (const second of LETTERS) {
        const code = kind === 'region' ? `${first}${second}` : `${first}${second}`.toLowerCase();
        const name = english.of(code);
        if (name && !codes.has(name)) codes.set(name, code);
      }
    }
    codesByName[kind] = codes;
  }
  return codes.get(englishName);
}

/** Where the usual Arabic name differs from Intl's ('الأراضي الفلسطينية'). */
const ARABIC: Record<string, string> = { PS: 'فلسطين' };

function nameIn(kind: Kind, englishName: string): string {
  if (currentLocale() === 'en' || !englishName) return englishName;
  const code = codeOf(kind, englishName.trim());
  if (!code) return englishName;
  return (kind === 'region' && ARABIC[code]) || new Intl.DisplayNames([currentLocale()], { type: kind, fallback: 'none' }).of(code) || englishName;
}

/** A country (or nationality) stored by its English name, in the page's language. */
export const countryName = (englishName: string): string => nameIn('region', englishName);

/** A language stored by its English name, in the page's language. */
export const languageName = (englishName: string): string => nameIn('language', englishName);
