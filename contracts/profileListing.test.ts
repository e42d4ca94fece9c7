import { COMPLETENESS_ITEMS, listingStatus, missingForComplete } from './profileListing';
import type { Freelancer } from './freelancer';

const experience: Freelancer['experience'] = {
  totalExperience: '5-10 years',
  degree: 'Masters',
  nationality: 'JO',
  residencyVisa: 'Yes',
  firstLanguage: 'Arabic',
  publish: 'yes',
  availability: 'Full time',
  workStation: 'Remote',
  travelWillingness: 'Yes',
  hourlyRate: '$50-$100',
  startDate: 'Anytime',
};

const profile = (over: Partial<Pick<Freelancer, 'experience' | 'skills' | 'resume' | 'complete' | 'isUpdate'>> = {}) => ({
  experience,
  skills: ['Leadership'],
  resume: { fileName: 'cv.pdf', size: 10 },
  complete: true,
  isUpdate: { mailVerified: true, approve: true, applied: true },
  ...over,
});

describe('missingForComplete', () => {
  it('is empty for every required field, a skill and a résumé', () => {
    expect(missingForComplete({ fields: experience, skills: ['x'], hasResume: true })).toEqual([]);
  });

  it('names each missing item in checklist order, and ignores the optional second language', () => {
    expect(missingForComplete({ fields: { ...experience, degree: '  ', hourlyRate: '' }, skills: [], hasResume: false })).toEqual([
      'degree',
      'hourlyRate',
      'skills',
      'resume',
    ]);
    expect(COMPLETENESS_ITEMS).not.toContain('secondLanguage');
    expect(COMPLETENESS_ITEMS).not.toContain('publish');
  });
});

describe('listingStatus', () => {
  it('is listed when published, complete and approved', () => {
    expect(listingStatus(profile())).toEqual({ listed: true, reasons: [], missing: [] });
  });

  it('is not listed with Publish = No, even when complete and approved', () => {
    expect(listingStatus(profile({ experience: { ...experience, publish: 'no' } }))).toEqual({ listed: false, reasons: ['unpublished'], missing: [] });
  });

  it('says incomplete and what is missing, not unapproved, when the rule fails', () => {
    const status = listingStatus(profile({ resume: null, complete: false, isUpdate: { mailVerified: true, approve: false, applied: true } }));
    expect(status).toEqual({ listed: false, reasons: ['incomplete'], missing: ['resume'] });
  });

  it('waits for approval when complete but not approved', () => {
    expect(listingStatus(profile({ isUpdate: { mailVerified: false, approve: false, applied: true } })).reasons).toEqual(['unapproved']);
  });

  it('lists everything as missing before a profile is saved', () => {
    expect(listingStatus(null)).toEqual({ listed: false, reasons: ['incomplete'], missing: [...COMPLETENESS_ITEMS] });
  });
});
