import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles through its label, which may hold a link', async () => {
    const user = userEvent.setup();
    render(
      <Checkbox
        name="terms"
        label={
          <>
            I accept the <a href="/terms">terms</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText(/I accept the/));
    expect(box).toBeChecked();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
  });

  it('wires hint and error', () => {
    render(<Checkbox label="Subscribe" hint="Monthly" error="You must accept" />);
    const box = screen.getByRole('checkbox', { name: 'Subscribe' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Monthly You must accept');
  });
});
