import { screen, waitFor, within } from '@testing-library/react';
import { makeCompany } from '@/entities/company/testing';
import { makeProfile } from '@/entities/freelancer/testing';
import { makeReview } from '@/entities/review/testing';
import { makeVacancy } from '@/entities/vacancy/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { CompanyPage } from './CompanyPage';

const company = makeCompany({ openVacancies: [makeVacancy({ company: { id: 'c1', name: 'Gulf Bank', logo: null, verified: true, verifiedDomain: 'gulfbank.com', rating: null } })] });

const render = () => renderWithProviders(<CompanyPage />, { route: '/company/c1', path: '/company/:companyId' });

describe('/company/{id}', () => {
  it('shows who is hiring: the profile, the verified badge, the counts and the open vacancies', async () => {
    stubApi({ 'GET /unauth/company/c1': { body: { data: company } } });
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Gulf Bank' })).toBeInTheDocument();
    // The badge names the domain proven, on the page and wherever it shows (who is hiring on its vacancies).
    const badges = screen.getAllByTitle('This company proved it owns the domain gulfbank.com, by an e-mail address there or a DNS record.');
    expect(badges).toHaveLength(2);
    for (const badge of badges) expect(badge).toHaveTextContent(/^✓ Verified: gulfbank\.com$/);
    expect(within(screen.getByRole('article', { name: 'Leadership trainer for a bank' })).getByTitle(/proved it owns the domain gulfbank\.com/)).toBeInTheDocument();
    expect(screen.getByText('Banking', { selector: 'bdi' }).parentElement).toHaveTextContent('Banking · \u2068201-1000\u2069 employees · Muscat, Oman');
    expect(screen.getByRole('link', { name: 'gulfbank.com' })).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(screen.getByText('6 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Freelancers hired on Khibra').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('article', { name: 'Leadership trainer for a bank' })).toBeInTheDocument();
    // The vacancy names who is hiring, linking to this page.
    expect(screen.getAllByRole('link', { name: 'Gulf Bank' })[0]).toHaveAttribute('href', '/company/c1');
  });

  it('shows no badge for a company without a proven domain', async () => {
    stubApi({ 'GET /unauth/company/c1': { body: { data: makeCompany({ verified: false, verifiedDomain: null }) } } });
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Gulf Bank' })).toBeInTheDocument();
    expect(screen.queryByText(/Verified:/)).not.toBeInTheDocument();
  });

  const DAY = 86_400_000;
  const ofBusiness = (id: string, days: number, text: string) =>
    makeReview({ id, reviewedRole: 'client', published: true, publishedAt: new Date(Date.now() - days * DAY).toISOString(), text, author: { firstName: 'Layla', company: '', country: 'Oman' }, subject: { kind: 'vacancy', title: 'Coach' } });
  const rated = makeCompany({
    rating: { average: 4.2, count: 3 },
    reviews: [ofBusiness('r1', 1, 'A clear brief and a kind team.'), ofBusiness('r2', 30, 'Paid on time, every time.')],
    openVacancies: [makeVacancy({ company: { id: 'c1', name: 'Gulf Bank', logo: null, verified: true, verifiedDomain: 'gulfbank.com', rating: { average: 4.2, count: 3 } } })],
  });

  it('shows what freelancers said: the rating by the name and beside "Hiring:", the reviews; the business replies within the window', async () => {
    const api = stubApi({
      'GET /unauth/company/c1': { body: { data: rated } },
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-bank', Iam: ['Business'] } }) } },
      'GET /company': { body: { data: rated } },
      'POST /reviews/r1/reply': { body: { data: { ...rated.reviews[0], reply: { text: 'Thank you, Layla.', at: new Date().toISOString() } } } },
    });
    const { user } = renderWithProviders(<CompanyPage />, { route: '/company/c1', path: '/company/:companyId', token: 'token' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Gulf Bank' });
    expect(heading.parentElement).toHaveTextContent('★ 4.2 · Rated 4.2 out of 5 by freelancers, 3 reviews');
    const hiring = screen.getByText('Hiring:').closest('p') as HTMLElement;
    expect(hiring).toHaveTextContent('Hiring: Gulf Bank');
    expect(hiring).toHaveTextContent('4.2');
    expect(hiring).toHaveTextContent('3 reviews');

    const reviews = screen.getByRole('region', { name: 'What freelancers say' });
    const recent = within(reviews).getByText('A clear brief and a kind team.').closest('article') as HTMLElement;
    const box = await within(recent).findByRole('textbox', { name: 'Your public reply' });
    expect(within(recent).getByText(/^You can reply until /)).toBeInTheDocument();
    // Thirty days after publication a reply would be refused: none is offered; the business does not report its own reviews.
    expect(within(within(reviews).getByText('Paid on time, every time.').closest('article') as HTMLElement).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await user.type(box, 'Thank you, Layla.');
    await user.click(within(recent).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.calls('POST /reviews/r1/reply')).toHaveLength(1));
    expect(api.calls('POST /reviews/r1/reply')[0].body).toEqual({ text: 'Thank you, Layla.' });
  });

  it('lets another member report a review there, and offers no reply', async () => {
    stubApi({
      'GET /unauth/company/c1': { body: { data: rated } },
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-other', Iam: ['Trainer'] } }) } },
    });
    renderWithProviders(<CompanyPage />, { route: '/company/c1', path: '/company/:companyId', token: 'token' });
    const reviews = await screen.findByRole('region', { name: 'What freelancers say' });
    expect(await within(reviews).findAllByRole('button', { name: 'Report' })).toHaveLength(2);
    expect(within(reviews).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("offers no report (and no reply) on the review the signed-in freelancer wrote; the others they may report", async () => {
    const withMine = makeCompany({ ...rated, reviews: [{ ...rated.reviews[0], mine: true }, rated.reviews[1]] });
    stubApi({
      'GET /unauth/company/c1': { body: { data: withMine } },
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-layla', Iam: ['Trainer'] } }) } },
    });
    renderWithProviders(<CompanyPage />, { route: '/company/c1', path: '/company/:companyId', token: 'token' });
    const reviews = await screen.findByRole('region', { name: 'What freelancers say' });
    const others = within(within(reviews).getByText('Paid on time, every time.').closest('article') as HTMLElement);
    expect(await others.findByRole('button', { name: 'Report' })).toBeInTheDocument();
    const own = within(within(reviews).getByText('A clear brief and a kind team.').closest('article') as HTMLElement);
    expect(own.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(within(reviews).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the company does not exist', async () => {
    stubApi({ 'GET /unauth/company/c1': { status: 404, body: { message: 'Company not found.', errors: { message: 'Company not found.', error: 'notFound' } } } });
    render();
    expect(await screen.findByText('This company page does not exist.')).toBeInTheDocument();
  });
});
