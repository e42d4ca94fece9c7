import { screen, within } from '@testing-library/react';
import { cmsRoute } from '@/entities/content/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { HelpPage, PrivacyPage, TermsPage } from './ContentPages';

describe('content pages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('/terms-and-conditions renders the terms HTML under one title', async () => {
    stubApi(cmsRoute());
    renderWithProviders(<TermsPage />, { route: '/terms-and-conditions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(await screen.findByText('These terms explain how Khibra works.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '1. Who we are' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Terms and Conditions' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Privacy and Cookies' })).toHaveAttribute('href', '/privacy-and-cookies');
  });

  it('/privacy-and-cookies renders its two parts, privacy and cookies', async () => {
    stubApi(cmsRoute());
    renderWithProviders(<PrivacyPage />, { route: '/privacy-and-cookies' });
    const privacy = await screen.findByRole('region', { name: 'Privacy' });
    const cookies = screen.getByRole('region', { name: 'Cookies' });
    expect(await within(privacy).findByText('We collect only what the marketplace needs.')).toBeInTheDocument();
    expect(await within(cookies).findByText('Khibra does not use tracking cookies.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '#cookies');
  });

  it('/help-and-support renders the help HTML, with the side banner for members', async () => {
    stubApi(cmsRoute());
    renderWithProviders(<HelpPage />, { route: '/help-and-support', token: 'token-1' });
    expect(await screen.findByRole('heading', { level: 3, name: 'How do I find a freelancer?' })).toBeInTheDocument();
    const banner = screen.getByRole('complementary', { name: 'Expertise across MENA' });
    expect(within(banner).getByRole('link', { name: 'Find freelancers' })).toHaveAttribute('href', '/freelancers');
  });

  it("shows 'error', what to do and Try again when the content service fails; trying again loads the text", async () => {
    let answers = 0;
    stubApi({
      'GET /unauth/getcms': () => (++answers === 1 ? { status: 500, body: { message: 'boom', errors: { message: 'boom', error: 'internal' } } } : cmsRoute()['GET /unauth/getcms']),
    });
    const { user } = renderWithProviders(<TermsPage />, { route: '/terms-and-conditions' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^error /);
    expect(alert).toHaveTextContent("The page's text could not be loaded. Please check your connection and try again.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('These terms explain how Khibra works.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
