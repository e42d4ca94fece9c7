/** Messages used across the whole app shell. Keys say what the text means. */
export const common = {
  'app.name': 'Khibra',
  'app.tagline': 'Freelance experts for the Middle East and North Africa',
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to the home page',
  'error.generic': 'Something went wrong. Please try again.',
  'error.reload': 'Reload the page',
  'error.vacancyExpired': 'Vacancy expired 4 weeks ago',
  'loading': 'Loading…',
} as const;
