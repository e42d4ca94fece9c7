import { EMPTY_FILTERS, type FreelancerFilters } from '@/entities/freelancer';
import { emptyCause } from './emptyCause';

const filters = (over: Partial<FreelancerFilters>): FreelancerFilters => ({ ...EMPTY_FILTERS, ...over });

describe('emptyCause', () => {
  it('names the only filter of the search', () => {
    expect(emptyCause(filters({ skills: ['Sales'] }))).toBe('skills');
    expect(emptyCause(filters({ title: 'Zed' }))).toBe('title');
    expect(emptyCause(filters({ city: 'Nowhere' }))).toBe('city');
  });

  it('names the name, not the skills, when only dropping the name finds freelancers', () => {
    expect(emptyCause(filters({ skills: ['Sales'], title: 'Zed' }), [{ drop: 'title', total: 4 }])).toBe('title');
  });

  it('names the skills when dropping one skill or the all-of rule finds freelancers', () => {
    const search = filters({ skills: ['Sales', 'Excel'], skillsMatch: 'all', country: 'Oman' });
    expect(emptyCause(search, [{ drop: 'skillsMatch', total: 3 }, { drop: 'skill', value: 'excel', total: 1 }])).toBe('skills');
  });

  it('names none when no single filter, or only the combination, emptied it', () => {
    expect(emptyCause(EMPTY_FILTERS)).toBeNull();
    expect(emptyCause(filters({ skills: ['Sales'], title: 'Zed' }))).toBeNull();
    expect(emptyCause(filters({ skills: ['Sales'], title: 'Zed' }), [{ drop: 'title', total: 4 }, { drop: 'skill', value: 'sales', total: 2 }])).toBeNull();
  });
});
