/**
 * Reference data (docs/reference.md#data "Reference data"): the lists behind every select box
 * in the app. Pure data, no I/O. `buildReferenceData()` returns fresh arrays on
 * each call so callers may mutate their copy safely.
 */
import type { Option, ReferenceData, ReferenceLists } from '@contracts/reference';
import { referenceLists } from '@contracts/reference';
import { COUNTRY_DIVIDER } from '@contracts/reference';
import { localizeMessage } from '@contracts/messages-ar';
import { COUNTRY_NAMES_AR } from '@contracts/names/countries';
import { LANGUAGE_NAMES_AR } from '@contracts/names/languages';
import { TIME_ZONE_NAMES } from '@contracts/names/timeZones';
import { SKILL_NAMES_AR } from '@contracts/skills-ar';
import { MENA_COUNTRIES, OTHER_COUNTRIES } from './lists/countries';
import { LANGUAGES } from './lists/languages';
import { KEY_SKILLS } from './lists/skills';

/** The lists themselves, one file each under lists/. */
export { LANGUAGES, MENA_COUNTRIES, OTHER_COUNTRIES };

const byEnglish = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });

const sorted = (list: readonly string[]): string[] => [...list].sort(byEnglish);

/** Value and label are the same text. */
const same = (labels: readonly string[]): Option[] => labels.map((label) => ({ value: label, label }));

function buildExperiences(): Option[] {
  const options: Option[] = [];
  for (let years = 1; years < 30; years += 1) {
    options.push({ value: String(years), label: years === 1 ? '1 year' : `${years} years` });
  }
  options.push({ value: '30+', label: '30+ years' });
  return options;
}

/** The country list: MENA first, the divider after 'Yemen', then everyone else. */
export function buildCountryList(): string[] {
  const mena = sorted(MENA_COUNTRIES);
  const menaSet = new Set(mena);
  const others = sorted(OTHER_COUNTRIES.filter((name) => !menaSet.has(name)));
  return [...mena, COUNTRY_DIVIDER, ...others];
}

/** The zones offered: those with shipped English and Arabic names (not the runtime's Intl list, which differs between Node versions). */
function buildTimezones(): string[] {
  return Object.keys(TIME_ZONE_NAMES);
}

export function buildReferenceData(): ReferenceData {
  return {
    country: buildCountryList(),
    keySkills: [...new Set(sorted(KEY_SKILLS))],
    language: sorted(LANGUAGES),
    experiences: buildExperiences(),
    degree: same([
      'High School',
      'Diploma',
      "Bachelor's",
      "Master's",
      'Doctorate (PhD)',
      'Professional certification',
    ]),
    publishProfile: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
    availability: same(['Full time', 'Part time', 'Weekends only', 'Evenings only', 'Few hours a week']),
    workStation: same(['Onsite', 'Remote', 'Hybrid']),
    travelWillingness: same(['Yes', 'No', 'Within my country', 'Within the GCC', 'Within MENA', 'Worldwide']),
    hourlyRate: same([
      'Less than $25',
      '$25 - $50',
      '$50 - $75',
      '$75 - $100',
      '$100 - $150',
      'More than $150',
      'Negotiable',
    ]),
    timePeriod: same([
      'Less than 1 week',
      '1-2 weeks',
      '2-4 weeks',
      '1-3 months',
      '3-6 months',
      'More than 6 months',
      'Ongoing',
    ]),
    projectPhase: same(['Planning', 'Design', 'Implementation', 'Training delivery', 'Evaluation', 'Ongoing support']),
    payType: same(['Hourly', 'Daily', 'Fixed price', 'Monthly']),
    timezones: buildTimezones(),
  };
}

/** Years of experience in Arabic: one, two, 3–10 (plural), 11 and more (singular), 30+. */
function arabicYears(value: string): string {
  if (value === '30+') return 'أكثر من 30 سنة';
  const years = Number(value);
  if (years === 1) return 'سنة واحدة';
  if (years === 2) return 'سنتان';
  return years <= 10 ? `${years} سنوات` : `${years} سنة`;
}

const arabicCollator = new Intl.Collator('ar');

/** `values` in the alphabetical order of their Arabic names (Intl.Collator('ar'): collation rules, not names, so any runtime agrees). */
function inArabicOrder(values: readonly string[], names: Readonly<Record<string, string>>): string[] {
  const nameOf = (value: string) => names[value] ?? value;
  return [...values].sort((a, b) => arabicCollator.compare(nameOf(a), nameOf(b)));
}

/**
 * The same lists for an Arabic page: the values stay the stored English
 * ones; the option labels are Arabic (contracts/messages-ar.ts); countries,
 * languages and skills come with their Arabic names (`names`, from the
 * shipped tables the SPA uses too) and in Arabic order: the MENA countries
 * first, then the divider and the rest; العربية first among languages.
 */
export function arabicReferenceData(data: ReferenceData): ReferenceData {
  const arabic = (options: Option[]): Option[] => options.map((option) => ({ ...option, label: localizeMessage(option.label, 'ar') }));
  const pick = (values: readonly string[], table: Readonly<Record<string, string>>) => Object.fromEntries(values.map((value) => [value, table[value] ?? value]));
  const divider = data.country.indexOf(COUNTRY_DIVIDER);
  const languages = inArabicOrder(data.language, LANGUAGE_NAMES_AR);
  return {
    ...data,
    country: [...inArabicOrder(data.country.slice(0, divider), COUNTRY_NAMES_AR), COUNTRY_DIVIDER, ...inArabicOrder(data.country.slice(divider + 1), COUNTRY_NAMES_AR)],
    language: languages.includes('Arabic') ? ['Arabic', ...languages.filter((language) => language !== 'Arabic')] : languages,
    keySkills: inArabicOrder(data.keySkills, SKILL_NAMES_AR),
    names: {
      country: pick(
        data.country.filter((country) => country !== COUNTRY_DIVIDER),
        COUNTRY_NAMES_AR,
      ),
      language: pick(data.language, LANGUAGE_NAMES_AR),
      keySkills: pick(data.keySkills, SKILL_NAMES_AR),
    },
    experiences: data.experiences.map((option) => ({ ...option, label: arabicYears(option.value) })),
    degree: arabic(data.degree),
    publishProfile: arabic(data.publishProfile),
    availability: arabic(data.availability),
    workStation: arabic(data.workStation),
    travelWillingness: arabic(data.travelWillingness),
    hourlyRate: arabic(data.hourlyRate),
    timePeriod: arabic(data.timePeriod),
    projectPhase: arabic(data.projectPhase),
    payType: arabic(data.payType),
  };
}

/** The lists every stored reference field is checked against: the same data GET /unauth/input serves. */
export const REFERENCE_LISTS: ReferenceLists = referenceLists(buildReferenceData());
