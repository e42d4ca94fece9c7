import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('gives the page its one h1, the introduction, the action and the way back', () => {
    render(
      <MemoryRouter>
        <main>
          <section aria-labelledby="the-title">
            <PageHeader titleId="the-title" title="Vacancy" intro="One vacancy in full." back={{ to: '/vacancies', label: 'All vacancies' }} action={<button type="button">Apply</button>} />
          </section>
        </main>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vacancy' })).toHaveAttribute('id', 'the-title');
    expect(screen.getByRole('region', { name: 'Vacancy' })).toBeInTheDocument();
    expect(screen.getByText('One vacancy in full.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All vacancies' })).toHaveAttribute('href', '/vacancies');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    // The site header stays the only banner.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('leaves out what it is not given', () => {
    render(<PageHeader title="About Us" />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('paragraph')).not.toBeInTheDocument();
  });
});
