import { screen, waitFor } from '@testing-library/react';
import { makeProfile } from '@/entities/freelancer/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { clockYear, PageYear } from '@/shared/lib/year';
import { Footer } from './Footer';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const FREELANCER_LINKS = ['Build your profile', 'Offer e-Consultations', 'Applied vacancies'];
const shown = () => FREELANCER_LINKS.filter((name) => screen.queryByRole('link', { name }));

function renderFor(iam: string[]) {
  const api = stubApi({ 'GET /user/myprofile': { body: { data: makeProfile({ user: { Iam: iam } }) } } });
  renderWithProviders(<Footer />, { token: 't' });
  return api;
}

describe('Footer and the account roles (see docs/reference.md#screens, #roles)', () => {
  it('offers a business-only account no freelancer links', async () => {
    renderFor(['Business']);
    await waitFor(() => expect(shown()).toEqual([]));
    expect(screen.getByRole('link', { name: 'Find vacancies' })).toBeInTheDocument();
  });

  it('keeps them for freelancers', async () => {
    const api = renderFor(['Trainer']);
    await waitFor(() => expect(api.calls('GET /user/myprofile')).toHaveLength(1));
    expect(shown()).toEqual(FREELANCER_LINKS);
  });
});

describe('Footer copyright', () => {
  it("shows the year the server rendered the page in, the same when the page hydrates", () => {
    renderWithProviders(
      <PageYear value={2031}>
        <Footer />
      </PageYear>,
    );
    expect(screen.getByText(/^© 2031 Khibra\. All rights reserved\./)).toBeInTheDocument();
  });

  it('shows the current year on a page the browser renders alone', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(new RegExp(`^© ${clockYear()} Khibra\\.`))).toBeInTheDocument();
    expect(screen.queryByText(/© 2023/)).not.toBeInTheDocument();
  });
});

