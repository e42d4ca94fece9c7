import { COUNTRY_DIVIDER } from '@contracts/reference';
import { countryOptions } from './countryOptions';

describe('countryOptions', () => {
  it('turns the divider sentinel into a divider option and keeps the order', () => {
    expect(countryOptions(['Oman', 'Yemen', COUNTRY_DIVIDER, 'France'])).toEqual([
      { value: 'Oman', label: 'Oman' },
      { value: 'Yemen', label: 'Yemen' },
      { divider: true },
      { value: 'France', label: 'France' },
    ]);
  });

  it('gives no options while the list is loading', () => {
    expect(countryOptions(undefined)).toEqual([]);
  });
});
