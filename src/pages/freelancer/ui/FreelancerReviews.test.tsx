import { screen, within } from '@testing-library/react';
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
});
