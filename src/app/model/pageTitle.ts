import { matchPath } from 'react-router';
import { formatParts } from '@contracts/locale';
import type { Freelancer } from '@contracts/freelancer';
import type { Vacancy } from '@contracts/vacancy';
import { baseApi } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import type { RootState } from './store';

/** The public pages with a fixed title and description (message keys). */
export const STATIC_PAGES: Record<string, [title: MessageKey, description: MessageKey]> = {
  [paths.home]: ['meta.home.title', 'meta.home.description'],
  [paths.about]: ['meta.about.title', 'meta.about.description'],
  [paths.freelancers]: ['meta.freelancers.title', 'meta.freelancers.description'],
  [paths.vacancies]: ['meta.vacancies.title', 'meta.vacancies.description'],
  [paths.terms]: ['meta.terms.title', 'meta.home.description'],
  [paths.privacy]: ['meta.privacy.title', 'meta.home.description'],
  [paths.help]: ['meta.help.title', 'meta.home.description'],
};

const known = (value: string | undefined | null) => {
  const text = (value ?? '').trim();
  return text && text !== 'Any' ? text : '';
};

/** A vacancy's place for titles: 'City, Country', or 'Any'. */
export const vacancyPlace = (vacancy: Vacancy): string => formatParts([known(vacancy.location?.city), known(vacancy.location?.country)].filter(Boolean)) || t('meta.vacancy.anyPlace');

export function freelancerTitle(freelancer: Pick<Freelancer, 'user' | 'profileHeader'>): string {
  const name = `${freelancer.user.firstName ?? ''} ${freelancer.user.lastName ?? ''}`.trim();
  const headline = freelancer.profileHeader.trim();
  return headline ? t('meta.freelancer.title', { name, headline }) : t('meta.freelancer.titleShort', { name });
}

export const vacancyTitle = (vacancy: Vacancy): string => t('meta.vacancy.title', { title: vacancy.title, place: vacancyPlace(vacancy) });

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

/**
 * The title of a page: the same words the server render puts in <title>
 * (ssr/head.ts), so a page reached by client-side navigation is named too;
 * the site's name where a page has no title of its own (members' pages,
 * a profile or vacancy not loaded yet).
 */
export function pageTitle(pathname: string, state: RootState): string {
  const fixed = STATIC_PAGES[pathname];
  if (fixed) return t(fixed[0]);
  const freelancerId = matchPath('/freelancer/:freelancerId', pathname)?.params.freelancerId;
  const freelancer = freelancerId ? cached<Freelancer>(state, 'getFreelancer', freelancerId) : undefined;
  if (freelancer) return freelancerTitle(freelancer);
  const vacancyId = matchPath('/vacancy/:vacancyId', pathname)?.params.vacancyId;
  const vacancy = vacancyId ? cached<Vacancy>(state, 'getPublicVacancy', vacancyId) : undefined;
  if (vacancy) return vacancyTitle(vacancy);
  return t('meta.siteName');
}
