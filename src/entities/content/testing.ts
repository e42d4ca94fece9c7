/** Test fixtures of the content entity, for tests in any layer (index.ts stays free of them). */
export { cmsFixture, cmsRoute } from './lib/test/fixtures';
