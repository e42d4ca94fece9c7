import { screen, waitFor, within } from '@testing-library/react';
import { companyMsg } from '@contracts/company';
import { makeProfile } from '@/entities/freelancer/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { MyCompanyPage } from './MyCompanyPage';

const business = makeProfile({ user: { Iam: ['Business'] } });
const saved = { id: 'c1', name: 'Gulf Bank', logo: null, verified: false, verifiedDomain: null, domain: 'gulfbank.com', rating: null, about: '', industry: '', size: '', country: '', city: '', website: 'https://www.gulfbank.com', foundedYear: 1998 };
const record = { domain: 'gulfbank.com', value: 'khibra-verification=Zk3pQ9x' };

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
      'GET /company/verify/dns': { body: { data: record } },
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

  it('offers the DNS proof: the TXT record to copy, and "Check now" saying why it failed, then the badge naming the domain', async () => {
    let company: Record<string, unknown> = saved;
    const verified = { ...saved, verified: true, verifiedDomain: 'gulfbank.com' };
    let answer = 0;
    const api = stubApi({
      'GET /user/myprofile': { body: { data: business } },
      'GET /unauth/input': { body: { data: { country: ['Oman'] } } },
      'GET /company': () => ({ body: { data: company } }),
      'GET /company/verify/dns': { body: { data: record } },
      'POST /company/verify/dns': () => {
        answer += 1;
        if (answer === 1) return { status: 400, body: { message: companyMsg.dnsNotFound, errors: { message: companyMsg.dnsNotFound, error: 'dnsNotFound' } } };
        company = verified;
        return { body: { data: verified } };
      },
    });
    const { user } = renderWithProviders(<MyCompanyPage />, { route: '/my-company', token: 't' });
    const dns = await screen.findByRole('region', { name: 'Verify by DNS' });
    expect(within(dns).getByText(/Add this TXT record to the DNS of gulfbank\.com/)).toBeInTheDocument();
    const value = await within(dns).findByText('khibra-verification=Zk3pQ9x');
    expect(value).toHaveAttribute('dir', 'ltr');
    expect(within(dns).getByText('TXT')).toBeInTheDocument();
    expect(within(dns).getByText('@ (the domain itself: gulfbank.com)')).toBeInTheDocument();
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dns).getByRole('button', { name: 'Copy the value' }));
    expect(write).toHaveBeenCalledWith('khibra-verification=Zk3pQ9x');
    expect(await screen.findByText('The value is copied')).toBeInTheDocument();
    // E-mail stays offered beside it.
    expect(screen.getByRole('region', { name: 'Verify by e-mail' })).toBeInTheDocument();

    await user.click(within(dns).getByRole('button', { name: 'Check now' }));
    expect(await within(dns).findByRole('alert')).toHaveTextContent(companyMsg.dnsNotFound);
    expect(screen.queryByText(/Verified:/)).not.toBeInTheDocument();

    await user.click(within(dns).getByRole('button', { name: 'Check now' }));
    const badge = await screen.findByTitle('This company proved it owns the domain gulfbank.com, by an e-mail address there or a DNS record.');
    expect(badge).toHaveTextContent(/^✓ Verified: gulfbank\.com$/);
    expect(screen.getByText('Your company is verified.')).toBeInTheDocument();
    expect(screen.getByText(/Your company is verified for gulfbank\.com\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify by DNS' })).not.toBeInTheDocument();
    expect(api.calls('POST /company/verify/dns')).toHaveLength(2);
  });

  it('says under the website why the server refused it (a domain ending many share)', async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: business } },
      'GET /unauth/input': { body: { data: { country: ['Oman'] } } },
      'GET /company': { body: { data: null } },
      'PUT /company': { status: 400, body: { message: companyMsg.sharedDomain, errors: { message: companyMsg.sharedDomain, error: 'sharedDomain' } } },
    });
    const { user } = renderWithProviders(<MyCompanyPage />, { route: '/my-company', token: 't' });
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Aramco');
    const website = screen.getByRole('textbox', { name: /Website/ });
    await user.type(website, 'https://com.sa');
    await user.click(screen.getByRole('button', { name: 'Save company page' }));
    await waitFor(() => expect(website).toHaveAccessibleDescription(expect.stringContaining(companyMsg.sharedDomain)));
    expect(website).toHaveAttribute('aria-invalid', 'true');
  });

  it("quotes the team's note when Khibra's team hid the company page", async () => {
    stubApi({
      'GET /user/myprofile': { body: { data: business } },
      'GET /unauth/input': { body: { data: { country: ['Oman'] } } },
      'GET /company': { body: { data: { ...saved, operatorHidden: { hiddenAt: '2026-11-20T08:00:00.000Z', note: 'The logo belongs to another bank.' } } } },
    });
    renderWithProviders(<MyCompanyPage />, { route: '/my-company', token: 't' });
    expect(await screen.findByText('The logo belongs to another bank.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText("Khibra's team hid your company page from everyone but you. Their note:")).toBeInTheDocument();
  });
});
