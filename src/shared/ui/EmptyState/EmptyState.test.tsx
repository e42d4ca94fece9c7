import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('is a status with title, description and action', () => {
    render(
      <EmptyState
        title="No vacancies yet"
        description="Try another search."
        action={<button type="button">Clear filters</button>}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No vacancies yet');
    expect(status).toHaveTextContent('Try another search.');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
