import type { ReferenceData } from '@contracts/reference';

const same = (list: string[]) => list.map((value) => ({ value, label: value }));

/** A small reference-data answer for component tests. */
export const referenceFixture: ReferenceData = {
  country: ['Jordan', 'Oman', 'Yemen', '---', 'France'],
  keySkills: ['Accounting', 'Agile', 'Budgeting', 'Coaching', 'Data analysis', 'Leadership', 'Marketing', 'Negotiation', 'Project management', 'Sales', 'Strategy', 'Team building'],
  language: ['Arabic', 'English', 'French'],
  experiences: [
    { value: '1', label: '1 year' },
    { value: '12', label: '12 years' },
  ],
  degree: same(["Bachelor's", "Master's"]),
  publishProfile: [
    { value: 'yes', label: 'Yes' },
    { value: 'no', label: 'No' },
  ],
  availability: same(['Full time', 'Part time']),
  workStation: same(['Onsite', 'Remote', 'Hybrid']),
  travelWillingness: same(['Yes', 'No', 'Within the GCC']),
  hourlyRate: same(['$25 - $50', '$75 - $100']),
  timePeriod: [],
  projectPhase: [],
  payType: [],
  timezones: ['UTC'],
};
