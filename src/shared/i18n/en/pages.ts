/**
 * Server-rendered public pages (issue 12): page titles and descriptions for
 * search engines and link previews, the vacancy page and Share.
 */
export const pages = {
  'meta.siteName': 'Khibra',
  'meta.home.title': 'Khibra — freelance experts for the Middle East and North Africa',
  'meta.home.description': 'Khibra connects businesses in the Middle East and North Africa with trainers, consultants and e-consultants.',
  'meta.about.title': 'About Khibra',
  'meta.about.description': 'What Khibra is and how it brings businesses and freelance experts of the Middle East and North Africa together.',
  'meta.freelancers.title': 'Find freelancers — Khibra',
  'meta.freelancers.description': 'Trainers, consultants and e-consultants across the Middle East and North Africa: search by skill, country, language and more.',
  'meta.vacancies.title': 'Vacancies — Khibra',
  'meta.vacancies.description': 'Training and consulting vacancies across the Middle East and North Africa. Apply as a freelancer on Khibra.',
  'meta.terms.title': 'Terms and Conditions — Khibra',
  'meta.privacy.title': 'Privacy and Cookies — Khibra',
  'meta.help.title': 'Help and Support — Khibra',
  'meta.freelancer.title': '{name} — {headline} | Khibra',
  'meta.freelancer.titleShort': '{name} | Khibra',
  'meta.vacancy.title': '{title} — {place} | Khibra',
  'meta.vacancy.description': '{title} in {place}. Apply as a freelancer on Khibra.',
  'meta.notFound.title': 'Page not found — Khibra',

  'vacancyPage.title': 'Vacancy',
  'vacancyPage.back': 'All vacancies',
  'vacancyPage.notFound': 'This vacancy is not available.',
  'vacancyPage.notFoundHint': 'It may have expired or been removed. See the vacancies open now.',
  'vacancyPage.error': 'The vacancy could not be loaded.',
  'share.button': 'Share',
  'share.label': 'Share {title}',
  'share.copied': 'Link copied to the clipboard',
  'share.failed': 'The link could not be copied: {url}',
} as const;
