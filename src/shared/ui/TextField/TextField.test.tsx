import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleSource } from '@contracts/locale';
import { msg } from '@contracts/messages';
import { loadMessages } from '@/shared/i18n';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and passes native props through', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    render(
      <TextField ref={ref} label="Email" type="email" name="email" autoComplete="email" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await user.type(input, 'a@b.c');
    expect(onChange).toHaveBeenCalled();
    expect(input).toHaveValue('a@b.c');
  });

  it('marks required fields without changing the label text', () => {
    render(<TextField label="First name" required />);
    expect(screen.getByLabelText('First name')).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeInTheDocument();
  });

  it('wires hint and error with aria-describedby and aria-invalid', () => {
    const { rerender } = render(<TextField label="Password" hint="At least 8 characters" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 8 characters');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Password" hint="At least 8 characters" error="Password is too short" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters Password is too short');
    const errorId = input.getAttribute('aria-describedby')!.split(' ').pop()!;
    expect(document.getElementById(errorId)).toHaveTextContent('Password is too short');
  });

  it('treats a false error (Formik: touched && error) as no error', () => {
    render(<TextField label="City" error={false} />);
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a caller aria-describedby and a given id', () => {
    render(
      <>
        <p id="extra">Shown on your profile</p>
        <TextField id="city" label="City" error="Required" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByLabelText('City');
    expect(input).toHaveAttribute('id', 'city');
    expect(input).toHaveAccessibleDescription('Shown on your profile Required');
  });

  it('lets free text follow its own direction, and keeps e-mail, phone and URL left to right', () => {
    render(
      <>
        <TextField label="City" />
        <TextField label="Email" type="email" />
        <TextField label="Phone" type="tel" inputMode="tel" />
        <TextField label="Website" type="url" />
      </>,
    );
    expect(screen.getByLabelText('City')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Website')).toHaveAttribute('dir', 'ltr');
  });

  it('shows a shared rule\'s message in Arabic on an Arabic page', async () => {
    setLocaleSource(() => 'ar');
    try {
      await loadMessages();
      render(<TextField label="المدينة" error={msg.required('City')} />);
      expect(screen.getByText('يُرجى إدخال الحقل المطلوب: المدينة')).toBeInTheDocument();
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});
