import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces the catalog loading text', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes a custom label, or none when decorative', () => {
    const { rerender } = render(<Spinner label="Uploading photo" size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Uploading photo');
    rerender(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
