import type { ApplicationView, Proposal } from '@contracts/application';
import type { ReferenceData } from '@contracts/reference';
import type { Vacancy } from '@contracts/vacancy';
import { referenceFixture } from '@/entities/freelancer/testing';

type VacancyOverrides = Partial<Omit<Vacancy, 'candidate' | 'location' | 'time' | 'payment' | 'contact'>> & {
  candidate?: Partial<Vacancy['candidate']>;
  location?: Partial<Vacancy['location']>;
  time?: Partial<Vacancy['time']>;
  payment?: Partial<Vacancy['payment']>;
  contact?: Vacancy['contact'];
};

/** YYYY-MM-DD, `days` from today in the local calendar. */
export function isoInDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A published, approved, open vacancy as a logged-in member receives it. Tests override what they check. */
export function makeVacancy(overrides: VacancyOverrides = {}): Vacancy {
  const { candidate, location, time, payment, contact, ...rest } = overrides;
  return {
    id: 'v1',
    title: 'Leadership trainer for a bank',
    publish: true,
    expiryDate: isoInDays(30),
    postedDate: '2026-03-05T09:30:00.000Z',
    file: '/api/v1.0/vacancy/v1/file',
    fileName: 'brief.pdf',
    hasFile: true,
    requiredSkills: ['Leadership', 'Coaching'],
    requirements: 'Deliver a two-day leadership programme to 20 branch managers.',
    candidate: { minExperience: '12', firstLanguage: 'Arabic', secondLanguage: 'English', nationality: '', ...candidate },
    location: { city: 'Amman', country: 'Jordan', workstation: 'Onsite', travelRequired: 'No', ...location },
    time: { startDate: '2030-03-12', timePeriod: '1-2 weeks', minAvailability: 'Part time', projectPhase: 'Training delivery', ...time },
    payment: { hourlyRate: '$75 - $100', payType: 'Daily', flights: 'Paid', hotel: 'Not Paid', ...payment },
    contact: contact ?? { name: 'Omar Said', email: 'omar@example.com', phone: '+966500000002' },
    isTrainer: true,
    isConsultant: false,
    isPhonePublic: false,
    isPhoneRegistered: true,
    isApproved: true,
    appliedCount: 0,
    user: { id: 'u-poster' },
    company: null,
    ...rest,
  };
}

/** The vacancy as a visitor receives it: no contact details, no file path or name, only hasFile. */
export function asVisitorSees(vacancy: Vacancy): Vacancy {
  return { ...vacancy, contact: {}, file: null, fileName: null, hasFile: Boolean(vacancy.file) };
}

const same = (list: string[]) => list.map((value) => ({ value, label: value }));

/** Reference data with every list the vacancy form uses. */
export const vacancyReference: ReferenceData = {
  ...referenceFixture,
  timePeriod: same(['1-2 weeks', '1-3 months']),
  projectPhase: same(['Planning', 'Training delivery']),
  payType: same(['Hourly', 'Daily']),
};

/** An application as its vacancy's owner reads it: new, with a proposal. */
export function makeApplication(overrides: Partial<Omit<ApplicationView, 'proposal'>> & { proposal?: Partial<Proposal> } = {}): ApplicationView {
  const { proposal, ...rest } = overrides;
  return {
    id: 'a1',
    appliedAt: '2026-03-06T09:00:00.000Z',
    status: 'new',
    statusAt: null,
    statusMessage: '',
    file: null,
    ...rest,
    proposal: { coverLetter: 'I have run this programme for three banks.', proposedRate: 60, availableFrom: '2026-04-01', ...proposal },
  };
}
