import { screen, waitFor, within } from '@testing-library/react';
import { formatDate } from '@contracts/format';
import type { ReviewsPage } from '@contracts/review';
import { makeFreelancer, makeProfile } from '@/entities/freelancer/testing';
import { makeReview } from '@/entities/review/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { FreelancerReviews } from './FreelancerReviews';

afterEach(() => jest.restoreAllMocks());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe("a freelancer's reviews on their page", () => {
  it('offers the freelancer a reply only within the 14 days after publication, and says until when', async () => {
    const recent = makeReview({ id: 'r-recent', text: 'Published two days ago, still open.', published: true, publishedAt: daysAgo(2) });
    const old = makeReview({ id: 'r-old', text: 'Published twenty days ago, closed.', published: true, publishedAt: daysAgo(20) });
    const page: ReviewsPage = { data: [recent, old], page: 0, total: 2, hasMore: false, summary: { average: 5, count: 2, aspects: {} } };
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-f1' } }) } },
      'GET /unauth/freelancer/f1/reviews': { body: { data: page } },
    });
    renderWithProviders(<FreelancerReviews freelancer={makeFreelancer()} />, { token: 'token' });
    const open = (await screen.findByText('Published two days ago, still open.')).closest('article') as HTMLElement;
    expect(await within(open).findByRole('textbox', { name: 'Your public reply' })).toBeInTheDocument();
    const until = formatDate(new Date(Date.parse(recent.publishedAt) + 14 * DAY), { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(within(open).getByText(`You can reply until ${until}.`)).toBeInTheDocument();
    // Past the window the server answers 409: nothing is offered.
    const closed = screen.getByText('Published twenty days ago, closed.').closest('article') as HTMLElement;
    expect(within(closed).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  const byBusiness = makeReview({ id: 'r-mine', text: 'The business wrote this one.', published: true, publishedAt: daysAgo(2), mine: true });
  const byOther = makeReview({ id: 'r-other', text: 'Another business wrote this one.', published: true, publishedAt: daysAgo(3) });
  const twoReviews: ReviewsPage = { data: [byBusiness, byOther], page: 0, total: 2, hasMore: false, summary: { average: 5, count: 2, aspects: {} } };

  it('offers the business that wrote a review no report (and no reply) on it; the other reviews it may report', async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-business', Iam: ['Business'] } }) } },
      'GET /unauth/freelancer/f1/reviews': { body: { data: twoReviews } },
    });
    renderWithProviders(<FreelancerReviews freelancer={makeFreelancer()} />, { token: 'token' });
    const other = within((await screen.findByText('Another business wrote this one.')).closest('article') as HTMLElement);
    // The members' review forms are a lazy chunk: the button shows once it has loaded.
    expect(await other.findByRole('button', { name: 'Report' })).toBeInTheDocument();
    const own = within(screen.getByText('The business wrote this one.').closest('article') as HTMLElement);
    expect(own.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("says a refused report once: the app's toast, not the dialog again", async () => {
    const refusal = 'You cannot report your own review.';
    const api = stubApi({
      'GET /user/myprofile': { body: { data: makeProfile({ user: { id: 'u-business', Iam: ['Business'] } }) } },
      'GET /unauth/freelancer/f1/reviews': { body: { data: twoReviews } },
      'POST /reviews/r-other/report': { status: 403, body: { message: refusal, errors: { message: refusal, error: 'forbidden' }, _code: 403, _message: refusal } },
    });
    const { user } = renderWithProviders(<FreelancerReviews freelancer={makeFreelancer()} />, { token: 'token' });
    const other = within((await screen.findByText('Another business wrote this one.')).closest('article') as HTMLElement);
    await user.click(await other.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Looks fake.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(api.calls('POST /reviews/r-other/report')).toHaveLength(1));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    // The form's own message would have shown by now: the refusal is said once.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(dialog).toBeVisible();
  });
});
