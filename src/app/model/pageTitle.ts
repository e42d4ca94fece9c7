import { formatParts } from '@contracts/locale';
import type { PublicCompany } from '@contracts/company';
import type { Freelancer } from '@contracts/freelancer';
import { ROUTES, type RouteName } from '@contracts/routes';
import type { Vacancy } from '@contracts/vacancy';
import { baseApi } from '@/shared/api';
import { countryName, t as translate, type PageKey as MessageKey, type PageTranslator } from '@/shared/i18n';
import type { RootState } from './store';

// Titles and descriptions come from every page's group (contracts/routes.ts).
const t = translate as PageTranslator;

/** A place part as a title or the search engines' data may show it: trimmed, '' for none or 'Any'. */
export const known = (value: string | undefined | null) => {
  const text = (value ?? '').trim();
  return text && text !== 'Any' ? text : '';
};

/**
 * A vacancy's place for titles: 'City, Country', or 'Any', in the page's
 * language: the country by its shipped name (contracts/names), the city as
 * the business wrote it, joined as the language writes a place.
 */
export const vacancyPlace = (vacancy: Vacancy): string => {
  const country = known(vacancy.location?.country);
  return formatParts([known(vacancy.location?.city), country && countryName(country)].filter(Boolean)) || t('meta.vacancy.anyPlace');
};

export function freelancerTitle(freelancer: Pick<Freelancer, 'user' | 'profileHeader'>): string {
  const name = `${freelancer.user.firstName ?? ''} ${freelancer.user.lastName ?? ''}`.trim();
  const headline = freelancer.profileHeader.trim();
  return headline ? t('meta.freelancer.title', { name, headline }) : t('meta.freelancer.titleShort', { name });
}

export const vacancyTitle = (vacancy: Vacancy): string => t('meta.vacancy.title', { title: vacancy.title, place: vacancyPlace(vacancy) });

export const companyTitle = (company: Pick<PublicCompany, 'name'>): string => t('meta.company.title', { name: company.name });

/**
 * The data of a fulfilled query in the RTK Query cache, read by endpoint name
 * so that the app shell does not import the freelancer and vacancy entities
 * (6 KB of the home page's JavaScript).
 */
function cached<T>(state: RootState, endpointName: string, arg: string): T | undefined {
  const queries = state[baseApi.reducerPath].queries as Record<string, { endpointName?: string; originalArgs?: unknown; status?: string; data?: unknown } | undefined>;
  const entry = Object.values(queries).find((query) => query?.endpointName === endpointName && query.originalArgs === arg);
  return entry?.status === 'fulfilled' ? (entry.data as T) : undefined;
}

/** Where a page is: its route in the table (contracts/routes.ts) and the parameters of its address. */
export interface PagePlace {
  route: RouteName;
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The title of a page: the same words the server render puts in <title>
 * (ssr/head.ts), so a page reached by client-side navigation is named too.
 * A profile or vacancy is titled by its own name and place once loaded;
 * every other page by its route's title in the table.
 */
export function pageTitle({ route, params }: PagePlace, state: RootState): string {
  const freelancer = route === 'freelancer' ? cached<Freelancer>(state, 'getFreelancer', params.freelancerId ?? '') : undefined;
  if (freelancer) return freelancerTitle(freelancer);
  const vacancy = route === 'vacancy' ? cached<Vacancy>(state, 'getPublicVacancy', params.vacancyId ?? '') : undefined;
  if (vacancy) return vacancyTitle(vacancy);
  const company = route === 'company' ? cached<PublicCompany>(state, 'getPublicCompany', params.companyId ?? '') : undefined;
  if (company) return companyTitle(company);
  return t(routeTitle(route));
}

/** The message key of a route's title (the compiler checks each title of the table is in the catalogs). */
export const routeTitle = (route: RouteName): MessageKey => ROUTES[route].title;
