export { referenceApi, useGetReferenceDataQuery } from './api/referenceApi';
export { countryOptions, type CountryOption } from './lib/countryOptions';
