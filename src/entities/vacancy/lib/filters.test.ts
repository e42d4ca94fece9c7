import { pageFromParams } from '@/shared/lib/router';
import {
  hasMatchFilters,
  toVacancySearchBody,
  usesVacancySearch,
  vacancyFiltersFromParams,
  vacancyFiltersToParams,
  EMPTY_VACANCY_FILTERS,
} from './filters';

describe('vacancy filters in the URL', () => {
  it('round-trips the filters and shows the page 1-based', () => {
    const filters = { ...EMPTY_VACANCY_FILTERS, keywords: 'trainer', country: 'Oman', sortBy: '-1' };
    const params = vacancyFiltersToParams(filters, 2);
    expect(params.toString()).toBe('keywords=trainer&country=Oman&sortBy=-1&page=3');
    expect(vacancyFiltersFromParams(params)).toEqual(filters);
    expect(pageFromParams(params)).toBe(2);
  });

  it('sends only the filters that are set; a sort order needs the search endpoint but is no match query', () => {
    const sortOnly = { ...EMPTY_VACANCY_FILTERS, sortBy: 'isTrainer' };
    expect(toVacancySearchBody(sortOnly)).toEqual({ sortBy: 'isTrainer' });
    expect(usesVacancySearch(toVacancySearchBody(sortOnly))).toBe(true);
    expect(hasMatchFilters(sortOnly)).toBe(false);
    expect(usesVacancySearch({})).toBe(false);
    expect(hasMatchFilters({ ...EMPTY_VACANCY_FILTERS, city: 'Doha' })).toBe(true);
  });
});
