/** Test fixtures of the booking entity, for tests in any layer (index.ts stays free of them). */
export { makeBooking, makeProposal, makeSettings } from './lib/test/fixtures';
export { slotsRoute } from './lib/test/slotsStub';
