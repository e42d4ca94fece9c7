export { renderWithProviders, setupTestStore, type TestStore, type RenderOptions } from './renderWithProviders';
export { stubApi, robotRoutes, deferred, type StubRequest, type StubReply, type StubRoute } from './fetchStub';
export { browserInZone } from './timeZone';
