import { multipart, API, createFreelancer, createMember, type FilePart, type Member } from './freelancers';
import type { TestApp } from './app';
import { postVacancy } from './vacancies';

/** Helpers of the operator console's tests: things of members an operator hides, and where others may find them. */

export interface Owned {
  freelancer: Member & { id: string };
  business: Member;
  vacancyId: string;
  companyId: string;
}

/** A freelancer with a listed profile, and a business with a listed vacancy and a company page. */
export async function ownersOfEverything(t: TestApp, name: string): Promise<Owned> {
  const freelancer = await createFreelancer(t, { firstName: name, lastName: 'Freelancer' }, { profileHeader: `${name} coaching` });
  const business = await createMember(t, { firstName: name, lastName: 'Business', iam: ['Business'] });
  const vacancyId = (await postVacancy(t, business.token, { title: `${name} programme lead` })).id;
  const body = multipart({ name: `${name} Holdings`, about: 'A company.', industry: 'Banking', size: '11-50', country: 'Oman', city: 'Muscat', website: '', foundedYear: '' }, [] as FilePart[]);
  const res = await t.app.inject({ method: 'PUT', url: `${API}/company`, headers: { ...body.headers, authorization: business.token }, payload: body.payload });
  if (res.statusCode !== 200) throw new Error(`company save failed: ${res.statusCode} ${res.body}`);
  return { freelancer, business, vacancyId, companyId: (res.json() as { data: { id: string } }).data.id };
}

const get = (t: TestApp, url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: token } : {} });

/**
 * Where a visitor and a member (`viewer`, who has the freelancer among their favourites) find each item: every list,
 * search, page and sitemap that could show it. true where it is found.
 */
export async function whereFound(t: TestApp, viewer: string, item: { freelancerId?: string; vacancyId?: string; companyId?: string }): Promise<Record<string, boolean>> {
  const found: Record<string, boolean> = {};
  const shows = async (place: string, url: string, id: string, token?: string) => {
    found[place] = (await get(t, url, token)).body.includes(id);
  };
  const opens = async (place: string, url: string, token?: string) => {
    found[place] = (await get(t, url, token)).statusCode === 200;
  };
  const { freelancerId, vacancyId, companyId } = item;
  if (freelancerId) {
    await shows('freelancer list (visitor)', `${API}/unauth/freelancers`, freelancerId);
    await shows('freelancer list (member)', `${API}/freelancer/page?page=0`, freelancerId, viewer);
    await shows('freelancer search', `${API}/unauth/freelancers?q=coaching`, freelancerId);
    await shows('favourites', `${API}/freelancer/favorite?page=0`, freelancerId, viewer);
    await opens('freelancer page (visitor)', `${API}/unauth/freelancer/${freelancerId}`);
    await opens('freelancer page (member)', `${API}/freelancer/${freelancerId}`, viewer);
    await shows('freelancer sitemap', '/sitemaps/freelancers-1.xml', freelancerId);
  }
  if (vacancyId) {
    await shows('vacancy list (visitor)', `${API}/unauth/vacancies?page=0`, vacancyId);
    await shows('vacancy list (member)', `${API}/vacancy/all?page=0`, vacancyId, viewer);
    await opens('vacancy page (visitor)', `${API}/unauth/vacancy/${vacancyId}`);
    await opens('vacancy page (member)', `${API}/vacancy/${vacancyId}`, viewer);
    await shows('vacancy sitemap', '/sitemaps/vacancies-1.xml', vacancyId);
  }
  if (companyId) {
    await opens('company page (visitor)', `${API}/unauth/company/${companyId}`);
    await opens('company page (member)', `${API}/unauth/company/${companyId}`, viewer);
    await shows('company sitemap', '/sitemaps/companies-1.xml', companyId);
    if (vacancyId) await shows('company on its vacancies', `${API}/vacancy/all?page=0`, companyId, viewer);
  }
  return found;
}

/** Every place of whereFound with the same answer. */
export const everywhere = (found: Record<string, boolean>, value: boolean): Record<string, boolean> => Object.fromEntries(Object.keys(found).map((place) => [place, value]));
