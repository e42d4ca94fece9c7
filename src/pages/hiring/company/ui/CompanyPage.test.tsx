import { screen } from '@testing-library/react';
import { makeCompany } from '@/entities/company/testing';
import { makeVacancy } from '@/entities/vacancy/testing';
import { renderWithProviders, stubApi } from '@/shared/lib/test';
import { CompanyPage } from './CompanyPage';

const company = makeCompany({ openVacancies: [makeVacancy({ company: { id: 'c1', name: 'Gulf Bank', logo: null, verified: true } })] });

const render = () => renderWithProviders(<CompanyPage />, { route: '/company/c1', path: '/company/:companyId' });

describe('/company/{id}', () => {
  it('shows who is hiring: the profile, the verified badge, the counts and the open vacancies', async () => {
    stubApi({ 'GET /unauth/company/c1': { body: { data: company } } });
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Gulf Bank' })).toBeInTheDocument();
    expect(screen.getAllByText('Verified')[0]).toBeInTheDocument();
    expect(screen.getByText('gulfbank.com', { selector: 'bdi' }).parentElement).toHaveTextContent('Confirmed an address at gulfbank.com');
    expect(screen.getByText('Banking', { selector: 'bdi' }).parentElement).toHaveTextContent('Banking · \u2068201-1000\u2069 employees · Muscat, Oman');
    expect(screen.getByRole('link', { name: 'gulfbank.com' })).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(screen.getByText('6 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Freelancers hired on Khibra').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('article', { name: 'Leadership trainer for a bank' })).toBeInTheDocument();
    // The vacancy names who is hiring, linking to this page.
    expect(screen.getAllByRole('link', { name: 'Gulf Bank' })[0]).toHaveAttribute('href', '/company/c1');
  });

  it('says when the company does not exist', async () => {
    stubApi({ 'GET /unauth/company/c1': { status: 404, body: { message: 'Company not found.', errors: { message: 'Company not found.', error: 'notFound' } } } });
    render();
    expect(await screen.findByText('This company page does not exist.')).toBeInTheDocument();
  });
});
