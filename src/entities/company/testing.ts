/** Test fixtures of the company entity, for tests in any layer (index.ts stays free of them). */
export { makeCompany } from './lib/test/fixtures';
