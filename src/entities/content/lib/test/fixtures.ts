import type { CmsContent } from '@contracts/content';

/** A small content document shaped like the shipped one (server/src/modules/content/default-content.ts). */
export const cmsFixture: CmsContent = {
  title: 'Expertise that works for the region',
  titleContent: 'Khibra connects businesses with trusted trainers, consultants and e-consultants.',
  works: {
    banners: [
      { img: '/content/banner-freelancers.svg', link: '/freelancers' },
      { img: '/content/banner-vacancies.svg', link: '/vacancies' },
      { img: '/content/banner-join.svg', link: '/signup' },
    ],
  },
  forBusiness: {
    title: 'How it works for business',
    content: 'Post a vacancy in a few minutes.',
    img: '/content/how-business.svg',
    video: '/media/how-business.mp4',
    poster: '/media/how-business.jpg',
  },
  forFreelancer: {
    title: 'How it works for freelancers',
    content: 'Create your profile once.',
    img: '/content/how-freelancer.svg',
    video: '/media/how-freelancer.mp4',
    poster: '/media/how-freelancer.jpg',
  },
  freelancerContent: {
    title: 'For freelancers',
    content: 'Put your expertise in front of the businesses that need it.',
    subContent: [
      { img: '/content/card-build-profile.svg', title: 'Build a profile', content: 'Present your skills.' },
      { img: '/content/card-apply-vacancies.svg', title: 'Apply to vacancies', content: 'Apply in one click.' },
    ],
  },
  eConsultant: {
    title: 'E-consultations',
    content: 'Book a paid video meeting with an E-Consultant.',
    subContent: [
      { img: '/content/card-expert-advice.svg', title: 'Expert advice on demand', content: 'Focused advice.' },
      { img: '/content/card-easy-booking.svg', title: 'Easy booking', content: 'Pick a date and time.' },
      { img: '/content/card-pay-after.svg', title: 'BOOKING made simple', content: 'Upper case still counts.' },
    ],
  },
  aboutus: {
    array: [
      { img: '/content/about-who.svg', title: 'Who we are', content: '<p><strong>Khibra</strong> means expertise.</p>' },
      { img: '/content/about-what.svg', title: 'What we do', content: '<ul><li>Businesses post vacancies.</li><li>Freelancers apply.</li></ul>' },
    ],
    story: { img: '/content/about-story.svg', title: 'Our story', content: '<p>Khibra started with a simple observation.</p>' },
  },
  slider2: {
    IndexPage: ['Find trusted trainers across MENA', 'Post a vacancy in minutes'],
    AboutPage: ['Khibra means expertise'],
  },
  termsAndConditions: '<h2>Terms and Conditions</h2><p>These terms explain how Khibra works.</p><h3>1. Who we are</h3><p>Read the <a href="/privacy-and-cookies">Privacy and Cookies</a> page.</p>',
  privacyAndCookies: {
    privacy: '<h2>Privacy</h2><p>We collect only what the marketplace needs.</p>',
    cookies: '<h2>Cookies</h2><p>Khibra does not use tracking cookies.</p>',
  },
  help: '<h2>Help and Support</h2><h3>How do I find a freelancer?</h3><p>Open the <a href="/freelancers">freelancers list</a>.</p>',
};

/** The stub route of the content service answering with `content` (docs/reference.md#api: data.data). */
export const cmsRoute = (content: CmsContent = cmsFixture) => ({ 'GET /unauth/getcms': { body: { data: content } } });
