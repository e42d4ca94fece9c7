import { screen, waitFor } from '@testing-library/react';
import { makeProfile } from '@/entities/freelancer/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { MyCompanyPage } from './MyCompanyPage';

const business = makeProfile({ user: { Iam: ['Business'] } });
const saved = { id: 'c1', name: 'Gulf Bank', logo: null, verified: false, verifiedDomain: null, about: '', industry: '', size: '', country: '', city: '', website: 'https://gulfbank.com', foundedYear: 1998 };

describe('/my-company', () => {
  it('saves the company page (digits of any set) and sends a verification link to an address at the domain', async () => {
    const api = stubApi({
      'GET /user/myprofile': { body: { data: business } },
      'GET /unauth/input': { body: { data: { country: ['Oman'] } } },
      'GET /company': { body: { data: null } },
      'PUT /company': { body: { data: saved } },
      'POST /company/verify': { body: { data: { sentTo: 'hr@gulfbank.com' } } },
    });
    const { user } = renderWithProviders(<MyCompanyPage />, { route: '/my-company', token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Save company page' }));
    expect(await screen.findByText('Please enter the name of your company')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Gulf Bank');
    await user.type(screen.getByRole('textbox', { name: /Website/ }), 'https://gulfbank.com');
    await user.type(screen.getByRole('textbox', { name: /Founded in/ }), '١٩٩٨');
    await user.click(screen.getByRole('button', { name: 'Save company page' }));
    expect(await screen.findByText('Company page saved')).toBeInTheDocument();
    const body = String(api.calls('PUT /company')[0].body);
    for (const [name, value] of [['name', 'Gulf Bank'], ['website', 'https://gulfbank.com'], ['foundedYear', '1998']]) expect(body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
  });

  it('offers verification once the page has a website, and tells a freelancer the page is for businesses', async () => {
    const api = stubApi({
      'GET /user/myprofile': { body: { data: business } },
      'GET /unauth/input': { body: { data: { country: ['Oman'] } } },
      'GET /company': { body: { data: saved } },
      'POST /company/verify': { body: { data: { sentTo: 'hr@gulfbank.com' } } },
    });
    const { user, unmount } = renderWithProviders(<MyCompanyPage />, { route: '/my-company', token: 't' });
    expect(await screen.findByRole('link', { name: 'View the public page' })).toHaveAttribute('href', '/company/c1');
    await user.type(screen.getByRole('textbox', { name: 'An address at gulfbank.com' }), 'hr@gulfbank.com');
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('We sent a link to hr@gulfbank.com. Open it to verify your company.')).toBeInTheDocument();
    expect(api.calls('POST /company/verify')[0].body).toEqual({ email: 'hr@gulfbank.com' });
    unmount();

    stubApi({ 'GET /user/myprofile': { body: { data: makeProfile({ user: { Iam: ['Trainer'] } }) } } });
    renderWithProviders(<MyCompanyPage />, { route: '/my-company', token: 't' });
    await waitFor(() => expect(screen.getByText('Only business accounts have a company page.')).toBeInTheDocument());
  });
});
