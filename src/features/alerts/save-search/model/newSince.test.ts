import { NEW_SINCE_PARAM } from '@contracts/alerts';
import { NEW_SINCE, isNewSince } from './newSince';

describe('newSince', () => {
  it('is the parameter of the contract', () => {
    expect(NEW_SINCE).toBe(NEW_SINCE_PARAM);
  });

  it('marks only what came strictly after the moment, and nothing without one', () => {
    const since = Date.parse('2026-03-05T09:30:00.000Z');
    expect(isNewSince('2026-03-05T09:30:00.001Z', since)).toBe(true);
    expect(isNewSince('2026-03-05T09:30:00.000Z', since)).toBe(false);
    expect(isNewSince('2026-03-01T00:00:00.000Z', since)).toBe(false);
    expect(isNewSince(undefined, since)).toBe(false);
    expect(isNewSince('2026-03-06T00:00:00.000Z', null)).toBe(false);
  });
});
