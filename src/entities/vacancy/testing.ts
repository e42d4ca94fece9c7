/** Test fixtures of the vacancy entity, for tests in any layer (index.ts stays free of them). */
export { asVisitorSees, isoInDays, makeApplication, makeVacancy, vacancyReference } from './lib/test/fixtures';
