import type { Freelancer } from '@contracts/freelancer';
import type { Paged } from '@contracts/paging';
import type { MyProfile } from '@contracts/user';

/** A complete, published freelancer as a logged-in member receives it. Tests override what they check. */
export function makeFreelancer(overrides: Partial<Omit<Freelancer, 'user' | 'experience'>> & {
  user?: Partial<Freelancer['user']>;
  experience?: Partial<Freelancer['experience']>;
} = {}): Freelancer {
  const { user, experience, ...rest } = overrides;
  return {
    id: 'f1',
    user: {
      id: 'u-f1',
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@example.com',
      phone: '+971500000001',
      city: 'Dubai',
      country: 'United Arab Emirates',
      showPhoneRegistered: true,
      showPhonePublic: false,
      ...user,
    },
    experience: {
      totalExperience: '12',
      degree: "Master's",
      nationality: 'Jordan',
      residencyVisa: 'UAE residence visa',
      firstLanguage: 'Arabic',
      secondLanguage: 'English',
      publish: 'yes',
      availability: 'Part time',
      workStation: 'Hybrid',
      travelWillingness: 'Within the GCC',
      hourlyRate: '$75 - $100',
      startDate: '2030-03-12',
      ...experience,
    },
    profileHeader: 'Leadership trainer and HR consultant',
    profileSummary: 'I help teams across the Gulf build leaders.',
    companyName: 'Haddad Consulting',
    personalLink: 'https://haddad.example.com',
    linkedinLink: 'linkedin.com/in/layla',
    legalName: 'Layla Haddad',
    rating: null,
    skills: ['Leadership', 'Coaching'],
    resume: { fileName: 'cv.pdf', size: 2048, path: '/api/v1.0/freelancer/f1/resume' },
    profilePhoto: null,
    Iam: ['Trainer', 'Consultant'],
    emailVacancies: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-02-01T00:00:00.000Z',
    complete: true,
    isUpdate: { mailVerified: true, approve: true, applied: true },
    ...rest,
  };
}

export function makeProfile(overrides: Partial<Omit<MyProfile, 'user'>> & { user?: Partial<MyProfile['user']> } = {}): MyProfile {
  const { user, ...rest } = overrides;
  return {
    user: {
      id: 'u-viewer',
      firstName: 'Omar',
      lastName: 'Said',
      email: 'omar@example.com',
      phone: '+966500000002',
      country: 'Saudi Arabia',
      city: 'Riyadh',
      showPhonePublic: false,
      showPhoneRegistered: true,
      Iam: [],
      ...user,
    },
    profilePhoto: null,
    postedVacancies: [],
    appliedVacancies: [],
    favoriteFreelancers: [],
    isUpdate: { mailVerified: true, approve: true, applied: false },
    pendingEmail: null,
    mustChangePassword: false,
    language: 'en',
    operatorRole: null,
    ...rest,
  };
}

export function paged<T>(data: T[], page = 0, totalPages = 1, total = data.length): Paged<T> {
  return { data, page, totalPages, total };
}
