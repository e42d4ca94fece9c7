/** Test fixtures of the review entity, for tests in any layer (index.ts stays free of them). */
export { makeReview } from './lib/test/fixtures';
