import { screen, waitFor, within } from '@testing-library/react';
import type { VacancyForYou } from '@contracts/alerts';
import { cmsFixture, cmsRoute } from '@/entities/content/testing';
import { makeProfile } from '@/entities/freelancer/testing';
import { makeVacancy } from '@/entities/vacancy/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { HomePage } from './HomePage';

afterEach(() => jest.restoreAllMocks());

const forYou: VacancyForYou[] = [
  { vacancy: makeVacancy({ id: 'v2', title: 'Risk consultant', postedDate: '2026-03-06T09:00:00.000Z' }), why: { skills: ['Risk Management', 'Coaching'] } },
  { vacancy: makeVacancy({ id: 'v1', title: 'Leadership trainer' }), why: { skills: ['Leadership'] } },
];

const renderHome = (token?: string) => renderWithProviders(<HomePage />, { route: '/', path: '/', token });

describe('Vacancies for you on the home page', () => {
  it('shows a signed-in freelancer the matching vacancies in the order given, each with why and Apply', async () => {
    stubApi({ ...cmsRoute(), 'GET /user/myprofile': { body: { data: makeProfile() } }, 'GET /vacancy/for-you': { body: { data: forYou } } });
    renderHome('tok');
    const section = await screen.findByRole('region', { name: 'Vacancies for you' });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Risk consultant', 'Leadership trainer']);
    expect(within(cards[0]!).getByText('2 of your skills: Risk Management, Coaching')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('1 of your skills: Leadership')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Apply to Risk consultant' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See all vacancies' })).toHaveAttribute('href', '/vacancies');
  });

  it('asks nothing for a visitor or a business, and shows nothing when none match', async () => {
    let api = stubApi(cmsRoute());
    const visitor = renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: cmsFixture.title })).toBeInTheDocument();
    expect(api.calls('GET /vacancy/for-you')).toHaveLength(0);
    visitor.unmount();

    jest.restoreAllMocks();
    api = stubApi({ ...cmsRoute(), 'GET /user/myprofile': { body: { data: makeProfile({ user: { Iam: ['Business'] } }) } } });
    const business = renderHome('tok');
    await waitFor(() => expect(api.calls('GET /user/myprofile')).toHaveLength(1));
    expect(api.calls('GET /vacancy/for-you')).toHaveLength(0);
    business.unmount();

    jest.restoreAllMocks();
    api = stubApi({ ...cmsRoute(), 'GET /user/myprofile': { body: { data: makeProfile() } }, 'GET /vacancy/for-you': { body: { data: [] } } });
    renderHome('tok');
    await waitFor(() => expect(api.calls('GET /vacancy/for-you')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Vacancies for you' })).not.toBeInTheDocument();
  });
});
