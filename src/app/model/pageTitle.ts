import { matchPath } from 'react-router';
import { freelancerApi, freelancerName, type Freelancer } from '@/entities/freelancer';
import { vacancyApi, type Vacancy } from '@/entities/vacancy';
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
export const vacancyPlace = (vacancy: Vacancy): string => [known(vacancy.location?.city), known(vacancy.location?.country)].filter(Boolean).join(', ') || t('vacancies.card.any');

export function freelancerTitle(freelancer: Freelancer): string {
  const name = freelancerName(freelancer);
  const headline = freelancer.profileHeader.trim();
  return headline ? t('meta.freelancer.title', { name, headline }) : t('meta.freelancer.titleShort', { name });
}

export const vacancyTitle = (vacancy: Vacancy): string => t('meta.vacancy.title', { title: vacancy.title, place: vacancyPlace(vacancy) });

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
  if (freelancerId) {
    const { data } = freelancerApi.endpoints.getFreelancer.select(freelancerId)(state);
    if (data) return freelancerTitle(data);
  }
  const vacancyId = matchPath('/vacancy/:vacancyId', pathname)?.params.vacancyId;
  if (vacancyId) {
    const { data } = vacancyApi.endpoints.getPublicVacancy.select(vacancyId)(state);
    if (data) return vacancyTitle(data);
  }
  return t('meta.siteName');
}
