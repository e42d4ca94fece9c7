/** Test fixtures of the freelancer entity, for tests in any layer (index.ts stays free of them). */
export { makeFreelancer, makeProfile, paged } from './lib/test/fixtures';
export { referenceFixture } from './lib/test/reference';
