import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('counts characters as the person types and turns danger at the limit', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Message" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText('0/5')).toBeInTheDocument();

    await user.type(box, 'abc');
    expect(screen.getByText('3/5')).toBeInTheDocument();
    expect(screen.getByText('3/5').parentElement).not.toHaveClass('counterLimit');

    await user.type(box, 'defgh');
    expect(box).toHaveValue('abcde');
    const counter = screen.getByText('5/5');
    expect(counter.parentElement).toHaveClass('counterLimit');
    expect(box).toHaveAccessibleDescription('5 of 5 characters used');
  });

  it('counts a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('hello');
      return (
        <TextArea label="About" maxLength={20} value={value} onChange={(e) => setValue(e.target.value)} />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('5/20')).toBeInTheDocument();
    await user.type(screen.getByLabelText('About'), '!!');
    expect(screen.getByText('7/20')).toBeInTheDocument();
  });

  it('shows no counter without maxLength and wires hint and error', () => {
    render(<TextArea label="Notes" hint="Optional" error="Too short" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(screen.queryByText(/\/\d+$/)).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Optional Too short');
  });

  it('only counts past the limit when enforceMaxLength is false', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Inquiry" maxLength={3} enforceMaxLength={false} />);
    const box = screen.getByRole('textbox', { name: 'Inquiry' });
    expect(box).not.toHaveAttribute('maxlength');
    await user.type(box, 'abcd');
    expect(box).toHaveValue('abcd');
    expect(screen.getByText('4/3').parentElement).toHaveClass('counterLimit');
  });
});
