import { screen, waitFor, within } from '@testing-library/react';
import type { ReviewState } from '@contracts/review';
import { makeReview } from '@/entities/review/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { ReviewButton } from './ReviewButton';
import { ReviewPanel } from './ReviewPanel';

afterEach(() => jest.restoreAllMocks());

const review = makeReview;
const open = (overrides: Partial<ReviewState> = {}): ReviewState => ({ canReview: true, opensAt: '2026-11-20T09:00:00.000Z', closesAt: '2026-12-04T09:00:00.000Z', mine: null, theirs: null, theyWrote: false, ...overrides });

describe('ReviewPanel', () => {
  it('sends the stars, the aspects of the person reviewed (null where not rated) and the words; then says the review stays hidden', async () => {
    let state = open();
    const api = stubApi({
      'GET /econsultancybooking/b1/review': () => ({ body: { data: state } }),
      'POST /econsultancybooking/b1/review': (request) => {
        state = open({ mine: review({ text: (request.body as { text: string }).text }) });
        return { body: { data: state } };
      },
    });
    const { user } = renderWithProviders(<ReviewPanel subject={{ kind: 'booking', bookingId: 'b1' }} reviews="freelancer" otherName="Hana" ownName="Karim" />);
    const panel = await screen.findByRole('region', { name: 'Your review' });
    expect(within(panel).getByText('You can review until 4 December 2026.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send review' }));
    expect(await within(panel).findByText('Please rate from 1 to 5 stars.')).toBeInTheDocument();
    await user.click(within(within(panel).getByRole('group', { name: 'Overall' })).getByRole('radio', { name: '4 stars' }));
    await user.click(within(within(panel).getByRole('group', { name: 'Communication' })).getByRole('radio', { name: '5 stars' }));
    await user.type(within(panel).getByRole('textbox', { name: /How did it go/ }), 'Clear, practical advice on our plan.');
    await user.click(within(panel).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(api.calls('POST /econsultancybooking/b1/review')).toHaveLength(1));
    expect(api.calls('POST /econsultancybooking/b1/review')[0].body).toEqual({ rating: 4, communication: 5, expertise: null, value: null, text: 'Clear, practical advice on our plan.' });
    expect(await within(panel).findByText(/Your review stays hidden until the other party writes theirs or until 4 December 2026/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it("says the other party wrote, without their words, and shows both once published", async () => {
    stubApi({ 'GET /econsultancybooking/b1/review': { body: { data: open({ theyWrote: true }) } } });
    renderWithProviders(<ReviewPanel subject={{ kind: 'booking', bookingId: 'b1' }} reviews="client" otherName="Karim" ownName="Hana" />);
    expect(await screen.findByText('Waiting for your review')).toBeInTheDocument();
    expect(screen.getByText(/The other party has reviewed you/)).toBeInTheDocument();
    // A freelancer rates a client's clarity and punctuality.
    expect(screen.getByRole('group', { name: 'Clarity' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Expertise' })).not.toBeInTheDocument();
  });

  it('offers the business to end a hire, and shows both reviews once published', async () => {
    stubApi({ 'GET /vacancy/v1/applications/a1/review': { body: { data: { ...open(), canReview: false, opensAt: null, closesAt: null } } } });
    renderWithProviders(<ReviewPanel subject={{ kind: 'vacancy', vacancyId: 'v1', applicationId: 'a1' }} reviews="freelancer" otherName="Layla" ownName="Gulf Bank" endHire={{ vacancyId: 'v1', applicationId: 'a1' }} />);
    expect(await screen.findByRole('button', { name: 'Mark the engagement ended' })).toBeInTheDocument();
  });

  it('in a dialog, has one heading: the dialog title, which names it', async () => {
    stubApi({ 'GET /vacancy/v1/applications/a1/review': { body: { data: open({ theyWrote: true }) } } });
    const { user } = renderWithProviders(<ReviewButton subject={{ kind: 'vacancy', vacancyId: 'v1', applicationId: 'a1' }} reviews="client" otherName="Gulf Bank" ownName="Layla" />);
    await user.click(screen.getByRole('button', { name: 'Reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your work with Gulf Bank' });
    expect(await within(dialog).findByText('Waiting for your review')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Your work with Gulf Bank']);
  });

  it('offers the hired freelancer to end the engagement too (POST …/end), and then the review form', async () => {
    let state: ReviewState = { ...open(), canReview: false, opensAt: null, closesAt: null };
    const api = stubApi({
      'GET /vacancy/v1/applications/a1/review': () => ({ body: { data: state } }),
      'POST /vacancy/v1/applications/a1/end': () => {
        state = open();
        return { body: { data: state } };
      },
    });
    const { user } = renderWithProviders(<ReviewPanel subject={{ kind: 'vacancy', vacancyId: 'v1', applicationId: 'a1' }} reviews="client" otherName="Gulf Bank" ownName="Layla" endHire={{ vacancyId: 'v1', applicationId: 'a1' }} />);
    expect(await screen.findByText('You and the business can then review each other for 14 days.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark the engagement ended' }));
    expect(await screen.findByRole('button', { name: 'Send review' })).toBeInTheDocument();
    expect(api.calls('POST /vacancy/v1/applications/a1/end')).toHaveLength(1);
  });
});
