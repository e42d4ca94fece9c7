/** Every route of SPEC §2, in one place. */
export const paths = {
  home: '/',
  signup: '/signup',
  login: '/login',
  forgot: '/forgot',
  contactUs: '/contactus',
  invite: '/invite',
  about: '/about',
  freelancers: '/freelancers',
  freelancer: (id: string) => `/freelancer/${encodeURIComponent(id)}`,
  favoriteFreelancers: '/favorite-freelancers',
  econsultationSettings: '/econsultationsettings',
  freelancerProfile: '/freelancerprofile',
  profile: '/profile',
  vacancies: '/vacancies',
  vacancyCreate: '/vacancies/create',
  vacancyEdit: (id: string) => `/vacancies/${encodeURIComponent(id)}`,
  vacanciesPosted: '/vacancies-posted',
  vacancyApplicants: (vacancyId: string) => `/vacancies-posted/freelancers/${encodeURIComponent(vacancyId)}`,
  vacanciesApplied: '/vacancies-applied',
  booking: (freelancerId: string) => `/econsultancy/booking/${encodeURIComponent(freelancerId)}`,
  bookings: '/econsultancy/bookings',
  bookingPreview: (id: string) => `/econsultancy/booking/preview/${encodeURIComponent(id)}`,
  terms: '/terms-and-conditions',
  privacy: '/privacy-and-cookies',
  help: '/help-and-support',
} as const;

/** The company's page on the professional network (footer "Follow us"). */
export const FOLLOW_US_URL = 'https://www.linkedin.com/company/khibra';
