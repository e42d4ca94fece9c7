import { DATE_RANGES, dateMsg, isRealDate, isoDayFrom } from './dates';
import { freelancerProfileSchemaFor } from './freelancer-schema';
import { notInList, referenceLists, unknownSkill, type ReferenceData } from './reference';
import { vacancySchema } from './vacancy-schema';

/** The issue-10 rules as the SPA runs them (the same schemas the server runs, with the fetched reference data). */

const same = (list: string[]) => list.map((value) => ({ value, label: value }));
const data: ReferenceData = {
  country: ['Jordan', '---', 'France'],
  keySkills: ['Coaching', 'Leadership'],
  language: ['Arabic', 'English'],
  experiences: same(['1', '12']),
  degree: same(["Master's"]),
  publishProfile: same(['yes', 'no']),
  availability: same(['Part time']),
  workStation: same(['Remote', 'Onsite']),
  travelWillingness: same(['No']),
  hourlyRate: same(['$25 - $50']),
  timePeriod: same(['1-2 weeks']),
  projectPhase: same(['Planning']),
  payType: same(['Daily']),
  timezones: ['UTC'],
};
const lists = referenceLists(data);
const now = new Date(2026, 10, 23);

const profile = (experience: Record<string, string> = {}, skills = ['Coaching']) => ({
  experience: {
    totalExperience: '12',
    degree: "Master's",
    nationality: 'Jordan',
    residencyVisa: 'Yes',
    firstLanguage: 'Arabic',
    secondLanguage: '',
    publish: 'yes',
    availability: 'Part time',
    workStation: 'Remote',
    travelWillingness: 'No',
    hourlyRate: '$25 - $50',
    startDate: 'Anytime',
    ...experience,
  },
  skills,
});

const firstError = async (promise: Promise<unknown>) => promise.then(() => null, (error: Error) => error.message);

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-30', '9999-99-99', '0000-01-01', '2027-13-01', '2027-1-1', 'someday', 20270101]) expect(isRealDate(bad)).toBe(false);
  });
});

describe('freelancer profile with reference lists', () => {
  const schema = freelancerProfileSchemaFor(lists, now);
  it('passes a profile of listed values', async () => {
    expect(await firstError(schema.validate(profile()))).toBeNull();
  });
  it.each([
    [{ nationality: 'Atlantis' }, notInList('Nationality')],
    [{ hourlyRate: 'free beer' }, notInList('Hourly Rate')],
    [{ totalExperience: '9999' }, notInList('Total Experience')],
    [{ nationality: '---' }, notInList('Nationality')],
    [{ startDate: '2027-02-30' }, dateMsg.notADate('Start Date')],
    [{ startDate: isoDayFrom(now, -DATE_RANGES.startDaysBack - 1) }, dateMsg.startTooEarly('Start Date')],
    [{ startDate: isoDayFrom(now, DATE_RANGES.startDaysAhead + 1) }, dateMsg.startTooLate('Start Date')],
  ])('refuses %j', async (experience, expected) => {
    expect(await firstError(schema.validate(profile(experience)))).toBe(expected);
  });
  it('refuses an unknown skill; without lists (not loaded yet) only the form rules apply', async () => {
    expect(await firstError(schema.validate(profile({}, ['Juggling'])))).toBe(unknownSkill);
    expect(await firstError(freelancerProfileSchemaFor(undefined, now).validate(profile({ nationality: 'Atlantis' }, ['Juggling'])))).toBeNull();
  });
});

describe('vacancy with reference lists', () => {
  const vacancy = (overrides: Record<string, unknown> = {}) => ({
    title: 'Trainer wanted',
    expiryDate: isoDayFrom(now, 30),
    requirements: 'Deliver a programme.',
    requiredSkills: ['Leadership'],
    candidate: { minExperience: '12', firstLanguage: 'Arabic', secondLanguage: '', nationality: 'Any nationality' },
    location: { city: 'Amman', country: 'Jordan', workstation: 'Onsite', travelRequired: 'No' },
    time: { startDate: isoDayFrom(now, 10), timePeriod: '1-2 weeks', minAvailability: 'Part time', projectPhase: 'Planning' },
    payment: { hourlyRate: '$25 - $50', payType: 'Daily', flights: 'Paid', hotel: 'Paid' },
    ...overrides,
  });
  const schema = vacancySchema('create', now, lists);
  it('passes listed values, Any and Anytime', async () => {
    expect(await firstError(schema.validate(vacancy()))).toBeNull();
    expect(await firstError(schema.validate(vacancy({ location: { city: 'Amman', country: 'Any', workstation: 'Any', travelRequired: 'No' } })))).toBeNull();
  });
  it('refuses unknown values, impossible dates, an expiry past a year and a start after the expiry', async () => {
    expect(await firstError(schema.validate(vacancy({ location: { city: 'Amman', country: 'Atlantis', workstation: 'Onsite', travelRequired: 'No' } })))).toBe(notInList('Country'));
    expect(await firstError(schema.validate(vacancy({ requiredSkills: ['Juggling'] })))).toBe(unknownSkill);
    expect(await firstError(schema.validate(vacancy({ expiryDate: '2027-02-30' })))).toBe(dateMsg.notADate('Expiry Date'));
    expect(await firstError(schema.validate(vacancy({ expiryDate: isoDayFrom(now, 366) })))).toBe(dateMsg.expiryWithinYear);
    expect(await firstError(schema.validate(vacancy({ expiryDate: isoDayFrom(now, 5) })))).toBe(dateMsg.startAfterExpiry);
  });
});
