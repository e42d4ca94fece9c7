/**
 * The home page, the slider, the side banner, About Us and the content pages.
 * The content-service text itself (titles, cards, HTML) comes from the server;
 * these are the words the SPA adds around it.
 */
export const content = {
  'home.needFreelancer': 'I NEED A FREELANCER',
  'home.amFreelancer': 'I AM A FREELANCER',
  'home.notice':
    'Khibra only connects the two sides. It is not liable for quality or financial issues; e-consultation fees are paid directly to the consultant after completion, based on actual hours.',
  'home.noticeTitle': 'Please note',
  'home.newFreelancerSignUp': 'New Freelancer Sign Up',
  'home.newFreelancerText': 'Trainer, consultant or e-consultant? Create your free profile and let businesses across the region find you.',
  'home.banners': 'Explore Khibra',
  'home.banner.freelancers': 'Find freelancers',
  'home.banner.vacancies': 'Browse vacancies',
  'home.banner.signup': 'Join Khibra',
  'home.banner.other': 'Open {link}',
  'home.howItWorks': 'How it works',
  'home.forBusiness': 'For business',
  'home.forFreelancers': 'For freelancers',
  'home.bookingLink': 'Find an e-consultant',

  'content.error': 'error',
  'content.loading': 'Loading content…',

  'slider.label': 'Highlights',
  'slider.loading': 'Please Wait the page is Loading',
  'slider.slide': 'Slide {n} of {total}',
  'slider.pause': 'Pause the slideshow',
  'slider.play': 'Play the slideshow',

  'video.pause': 'Pause the video',
  'video.play': 'Play the video',

  'sideBanner.label': 'Khibra',
  'sideBanner.title': 'Expertise across MENA',
  'sideBanner.textVisitor': 'Trainers, consultants and e-consultants from Casablanca to Muscat, onsite or online.',
  'sideBanner.textMember': 'Search freelancers by skill, language and country, or book a paid e-consultation.',
  'sideBanner.ctaVisitor': 'Join Khibra',
  'sideBanner.ctaMember': 'Find freelancers',

  'about.cards': 'About Khibra',
  'privacy.privacy': 'Privacy',
  'privacy.cookies': 'Cookies',
} as const;
