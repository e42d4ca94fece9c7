import type { Params } from 'react-router';
import type { RouteName, SERVING } from '@contracts/routes';
import { companyApi } from '@/entities/company';
import { contentApi } from '@/entities/content';
import { filtersFromParams, freelancerApi, toSearchQuery } from '@/entities/freelancer';
import { referenceApi } from '@/entities/reference';
import { reviewApi } from '@/entities/review';
import { toVacancySearchBody, vacancyApi, vacancyFiltersFromParams } from '@/entities/vacancy';
import { pageFromParams } from '@/shared/lib/router';
import type { AppStore } from '../model/store';

/** The routes rendered on the server (`ssr` in the table). */
export type SsrRouteName = { [Name in RouteName]: (typeof SERVING)[Name] extends { ssr: true } ? Name : never }[RouteName];

/** Where a page is: its address's parameters and search. */
export interface PageAddress {
  params: Params;
  search: URLSearchParams;
}

/** The queries a page starts, as the page itself would start them (same endpoints, same arguments). */
type RouteData = (dispatch: AppStore['dispatch'], address: PageAddress) => PromiseLike<unknown>[];

const cms: RouteData = (dispatch) => [dispatch(contentApi.endpoints.getCms.initiate())];

/**
 * The data of each server-rendered route (the table's "data" column, kept
 * here because it names the entities' endpoints, which only the server
 * renderer may pull in): the renderer fetches it first, then renders the
 * page once with every answer in the store.
 */
export const ROUTE_DATA: Record<SsrRouteName, RouteData> = {
  home: cms,
  about: cms,
  terms: cms,
  privacy: cms,
  help: cms,
  freelancers: (dispatch, { search }) => [
    dispatch(referenceApi.endpoints.getReferenceData.initiate()),
    dispatch(freelancerApi.endpoints.findFreelancers.initiate(toSearchQuery(filtersFromParams(search), pageFromParams(search)))),
  ],
  freelancer: (dispatch, { params }) =>
    params.freelancerId
      ? [
          dispatch(freelancerApi.endpoints.getFreelancer.initiate(params.freelancerId)),
          dispatch(reviewApi.endpoints.getFreelancerReviews.initiate({ freelancerId: params.freelancerId, page: 0 })),
        ]
      : [],
  vacancies: (dispatch, { search }) => [
    dispatch(referenceApi.endpoints.getReferenceData.initiate()),
    dispatch(vacancyApi.endpoints.findVacancies.initiate({ page: pageFromParams(search), search: toVacancySearchBody(vacancyFiltersFromParams(search)) })),
  ],
  vacancy: (dispatch, { params }) => (params.vacancyId ? [dispatch(vacancyApi.endpoints.getPublicVacancy.initiate(params.vacancyId))] : []),
  company: (dispatch, { params }) => (params.companyId ? [dispatch(companyApi.endpoints.getPublicCompany.initiate(params.companyId))] : []),
  notFound: () => [],
};
