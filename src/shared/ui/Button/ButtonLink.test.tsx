import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link with the button look of its variant and size', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/vacancies/create" variant="outline" size="sm" className="extra">
          Post Vacancy
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Post Vacancy' });
    expect(link).toHaveAttribute('href', '/vacancies/create');
    expect(link).toHaveClass('button', 'outline', 'sm', 'extra');
  });
});
