import type { PublicCompany } from '@contracts/company';
import { bayesianRating } from '@contracts/review';
import type { Vacancy } from '@contracts/vacancy';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createFreelancer, createMember, get, multipart, type Member } from '../../test/freelancers';
import { postVacancy, request } from '../../test/vacancies';

const DAY = 86_400_000;
const TEXT = 'A clear brief and a kind, responsive team throughout.';

describe("a company's rating: the Bayesian average of what freelancers said, beside who is hiring", () => {
  let t: TestApp;
  const clock = { shift: 0 };
  let business: Member;
  let companyId: string;
  let openVacancyId: string;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', VISITOR_CACHE_MS: '0' }, { now: () => new Date(Date.now() + clock.shift) });
    business = await createMember(t, { firstName: 'Omar', iam: ['Business'] });
    const body = multipart({ name: 'Gulf Bank' });
    const saved = await t.app.inject({ method: 'PUT', url: `${API}/company`, headers: { ...body.headers, authorization: business.token }, payload: body.payload });
    expect(saved.statusCode).toBe(200);
    companyId = (saved.json() as { data: { id: string } }).data.id;
    openVacancyId = (await postVacancy(t, business.token, { title: 'Risk workshop lead' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A freelancer hired on a vacancy of the business, the engagement ended: both may review. */
  async function hire(firstName: string): Promise<{ freelancer: Member; path: string }> {
    const vacancy = await postVacancy(t, business.token, { title: `Coach ${firstName}` });
    const freelancer = await createFreelancer(t, { firstName });
    await request(t, 'PUT', '/vacancy/apply', freelancer.token, { vacancyId: vacancy.id, coverLetter: 'Happy to help.' });
    const applicants = (await request(t, 'GET', `/vacancy/freelancers/${vacancy.id}?page=1`, business.token)).json().data as { data: { application: { id: string } }[] };
    const path = `/vacancy/${vacancy.id}/applications/${applicants.data[0].application.id}`;
    expect((await request(t, 'POST', `${path}/status`, business.token, { status: 'hired' })).statusCode).toBe(200);
    expect((await request(t, 'POST', `${path}/end`, business.token)).statusCode).toBe(200);
    return { freelancer, path };
  }
  const review = async (token: string, path: string, rating: number, aspects: Record<string, number> = {}) => expect((await request(t, 'POST', `${path}/review`, token, { rating, text: TEXT, ...aspects })).statusCode).toBe(200);
  const companyPage = async () => (await get(t, `/unauth/company/${companyId}`)).json().data as PublicCompany;
  const listed = async () => ((await get(t, '/unauth/vacancies?page=0')).json() as { data: Vacancy[] }).data.find((v) => v.id === openVacancyId)?.company;
  const one = async () => ((await get(t, `/unauth/vacancy/${openVacancyId}`)).json().data as Vacancy).company;
  /** The same rating on the company page, in the vacancy list, on the vacancy's page and in the business's editor. */
  const ratingEverywhere = async () => {
    const ratings = [(await companyPage()).rating, (await listed())?.rating, (await one())?.rating, ((await request(t, 'GET', '/company', business.token)).json().data as PublicCompany).rating];
    for (const rating of ratings.slice(1)) expect(rating).toEqual(ratings[0]);
    return ratings[0];
  };

  it('is the Bayesian average of "Top rated" (4 stars, weight 5), to one decimal, with how many', () => {
    expect(bayesianRating(0, 0)).toBeNull();
    // (5 + 20) / 6 = 4.17; (5 + 2 + 20) / 7 = 3.86; (1 + 20) / 6 = 3.5.
    expect(bayesianRating(1, 5)).toEqual({ average: 4.2, count: 1 });
    expect(bayesianRating(2, 7)).toEqual({ average: 3.9, count: 2 });
    expect(bayesianRating(1, 1)).toEqual({ average: 3.5, count: 1 });
    expect(bayesianRating(40, 192)).toEqual({ average: 4.7, count: 40 });
  });

  it('counts only published reviews: a lone review stays out until the business writes back or the window closes', async () => {
    expect(await ratingEverywhere()).toBeNull();
    const { freelancer, path } = await hire('Layla');
    await review(freelancer.token, path, 5, { clarity: 5 });
    // Double-blind: unpublished, so it shows nowhere, in no number.
    expect(await ratingEverywhere()).toBeNull();
    await review(business.token, path, 4, { value: 4 });
    expect(await ratingEverywhere()).toEqual({ average: 4.2, count: 1 });
  });

  it("takes in each published review, never the business's own reviews of freelancers, and leaves hidden ones out", async () => {
    const { freelancer, path } = await hire('Salma');
    await review(freelancer.token, path, 2);
    await review(business.token, path, 5);
    // 5 and 2 of the business; the business's 4 and 5 of its freelancers count for them, not for it.
    expect(await ratingEverywhere()).toEqual({ average: 3.9, count: 2 });
    const [newest] = (await companyPage()).reviews;
    expect(newest.rating).toBe(2);
    await t.app.services.reviews.setHidden(newest.id, true, 'Checked.');
    expect(await ratingEverywhere()).toEqual({ average: 4.2, count: 1 });
    await t.app.services.reviews.setHidden(newest.id, false);
    expect(await ratingEverywhere()).toEqual({ average: 3.9, count: 2 });
  });

  it('takes in a lone review once its window has closed', async () => {
    const { freelancer, path } = await hire('Noor');
    await review(freelancer.token, path, 1);
    expect(await ratingEverywhere()).toEqual({ average: 3.9, count: 2 });
    clock.shift = 14 * DAY + 60_000;
    // (5 + 2 + 1 + 20) / 8 = 3.5.
    expect(await ratingEverywhere()).toEqual({ average: 3.5, count: 3 });
    clock.shift = 0;
  });

  it("marks a review as the viewer's own only for its signed-in author: never for a visitor, another member or the business", async () => {
    const { freelancer, path } = await hire('Rania');
    await review(freelancer.token, path, 4);
    await review(business.token, path, 4);
    const pageFor = async (token?: string) => {
      const res = await get(t, `/unauth/company/${companyId}`, token);
      expect(res.statusCode).toBe(200);
      return res;
    };
    const author = await pageFor(freelancer.token);
    const reviews = (author.json().data as PublicCompany).reviews;
    expect(reviews.filter((r) => r.mine).map((r) => r.author.firstName)).toEqual(['Rania']);
    expect(reviews.length).toBeGreaterThan(1);
    // A member's answer is theirs alone: never stored by a browser or a shared cache.
    expect(author.headers['cache-control']).toBe('private, no-store');
    const other = await createFreelancer(t, { firstName: 'Dana' });
    for (const token of [undefined, other.token, business.token]) expect((await pageFor(token)).body).not.toContain('"mine"');
  });
});
