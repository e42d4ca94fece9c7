import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, SELECT_DIVIDER_TEXT, type SelectOption } from './Select';

const countries: SelectOption[] = [
  { value: 'SA', label: 'Saudi Arabia' },
  { value: 'YE', label: 'Yemen' },
  { divider: true },
  { value: 'FR', label: 'France' },
  { value: 'XX', label: 'Nowhere', disabled: true },
];

describe('Select', () => {
  it('renders options, a placeholder and a disabled divider', () => {
    render(<Select label="Country" placeholder="Choose a country" options={countries} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose a country',
      'Saudi Arabia',
      'Yemen',
      SELECT_DIVIDER_TEXT,
      'France',
      'Nowhere',
    ]);
    expect(screen.getByRole('option', { name: SELECT_DIVIDER_TEXT })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Nowhere' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'France' })).toBeEnabled();
  });

  it('selects a value and reports it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Select label="Country" options={countries} onChange={(e) => onChange(e.target.value)} />);
    await user.selectOptions(screen.getByLabelText('Country'), 'France');
    expect(onChange).toHaveBeenCalledWith('FR');
  });

  it('wires hint and error', () => {
    render(<Select label="Country" options={countries} hint="Where you live" error="Choose a country" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Where you live Choose a country');
  });
});
