import { pageFromParams } from '@/shared/lib/router';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, hasSearchInputs, searchQueryString, toSearchQuery, usesSearch } from './filters';

describe('freelancer filters', () => {
  it('needs a search input other than sort (docs/reference.md#reading-14)', () => {
    expect(hasSearchInputs(EMPTY_FILTERS)).toBe(false);
    expect(hasSearchInputs({ ...EMPTY_FILTERS, sort: 'name' })).toBe(false);
    expect(hasSearchInputs({ ...EMPTY_FILTERS, city: ' Doha ' })).toBe(true);
    expect(hasSearchInputs({ ...EMPTY_FILTERS, skills: ['Sales'] })).toBe(true);
  });

  it('uses the plain list without filters and the search with any filter or sort', () => {
    expect(usesSearch({ page: 3 })).toBe(false);
    expect(usesSearch({ page: 0, title: 'Layla' })).toBe(true);
    expect(usesSearch({ page: 0, sort: 'rate' })).toBe(true);
  });

  it('round-trips through the URL with a 1-based page', () => {
    const filters = { ...EMPTY_FILTERS, skills: ['Sales', 'Project management'], country: 'Oman', sort: 'name' };
    const params = filtersToParams(filters, 2);
    expect(params.toString()).toBe('skills=Sales%2CProject+management&country=Oman&sort=name&page=3');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(pageFromParams(params)).toBe(2);
  });

  it('carries keywords, rate, availability, work station and least years through the URL to the query', () => {
    const filters = { ...EMPTY_FILTERS, q: 'banks', hourlyRate: '$50 - $75', availability: 'Full time', workStation: 'Remote', yearsMin: '5' };
    expect(hasSearchInputs({ ...EMPTY_FILTERS, yearsMin: '5' })).toBe(true);
    const params = filtersToParams(filters);
    expect(filtersFromParams(params)).toEqual(filters);
    expect(searchQueryString(toSearchQuery(filters, 0))).toBe('q=banks&hourlyRate=%2450+-+%2475&availability=Full+time&workStation=Remote&yearsMin=5&page=0');
  });

  it('sends skills comma-separated with the zero-based page', () => {
    const query = toSearchQuery({ ...EMPTY_FILTERS, skills: ['a', 'b'], title: 'x' }, 0);
    expect(searchQueryString(query)).toBe('skills=a%2Cb&title=x&page=0');
  });

  it('keeps all-of skills in the URL and the query, and leaves the default any-of out', () => {
    const allOf = { ...EMPTY_FILTERS, skills: ['Sales', 'Kaizen'], skillsMatch: 'all' as const };
    const params = filtersToParams(allOf);
    expect(params.toString()).toBe('skills=Sales%2CKaizen&skillsMatch=all');
    expect(filtersFromParams(params)).toEqual(allOf);
    expect(searchQueryString(toSearchQuery(allOf, 1))).toBe('skills=Sales%2CKaizen&skillsMatch=all&page=1');
    expect(filtersToParams({ ...allOf, skillsMatch: 'any' }).toString()).toBe('skills=Sales%2CKaizen');
    // One skill (or none) is the same either way: no parameter.
    expect(filtersToParams({ ...allOf, skills: ['Sales'] }).toString()).toBe('skills=Sales');
    expect(filtersFromParams(new URLSearchParams('skills=a,b&skillsMatch=most')).skillsMatch).toBe('any');
  });
});
