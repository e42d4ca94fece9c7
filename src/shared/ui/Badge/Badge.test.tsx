import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it('renders its text with the tone class', () => {
    render(<Badge tone="success">Approved</Badge>);
    expect(screen.getByText('Approved')).toHaveClass('badge', 'success');
  });
});
