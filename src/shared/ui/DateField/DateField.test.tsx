import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleSource } from '@contracts/locale';
import { loadMessages } from '@/shared/i18n';
import { DateField } from './DateField';

/** A date field that keeps its value, as a form does; `changes` records every value it was given. */
function Controlled({ initial = '', changes, error }: { initial?: string; changes: string[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Expiry Date"
      name="expiryDate"
      value={value}
      error={error}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

afterEach(() => setLocaleSource(() => 'en'));

describe('DateField', () => {
  it("shows a stored date the site's way, not mm/dd/yyyy, and says how to write one", () => {
    render(<Controlled initial="2026-11-26" changes={[]} />);
    const input = screen.getByRole('textbox', { name: 'Expiry Date' });
    expect(input).toHaveValue('26 November 2026');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAccessibleDescription('Day, month and year, for example 26 November 2026 or 26/11/2026.');
  });

  it('reads what is typed as YYYY-MM-DD and, once left, writes it back the site\'s way', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Controlled changes={changes} />);
    const input = screen.getByRole('textbox', { name: 'Expiry Date' });
    await user.type(input, '3/1/2027');
    expect(changes.at(-1)).toBe('2027-01-03');
    await user.tab();
    expect(input).toHaveValue('3 January 2027');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('says so, in words, when what is typed cannot be read, and gives the form no date', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Controlled changes={changes} />);
    const input = screen.getByRole('textbox', { name: 'Expiry Date' });
    await user.type(input, '31/02/2027');
    await user.tab();
    expect(changes.filter((value) => value !== '')).toEqual([]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/This is not a date that can be read\. Write the day, the month and the year, for example 26 November 2026 or 26\/11\/2026\./);
  });

  it('shows the form\'s own error once the date is read', () => {
    render(<Controlled initial="2020-01-01" changes={[]} error="Expiry date should be tomorrow or later." />);
    expect(screen.getByRole('textbox', { name: 'Expiry Date' })).toHaveAccessibleDescription(/Expiry date should be tomorrow or later\./);
  });

  it('reads in Arabic: Arabic month names, Arabic-Indic digits, the hint in Arabic', async () => {
    setLocaleSource(() => 'ar');
    await loadMessages('ar');
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Controlled changes={changes} />);
    const input = screen.getByRole('textbox', { name: 'Expiry Date' });
    expect(input).toHaveAccessibleDescription('اليوم والشهر والسنة، مثل 26 نوفمبر 2026 أو 26/11/2026.');
    await user.type(input, '٢٦/١١/٢٠٢٦');
    expect(changes.at(-1)).toBe('2026-11-26');
    await user.tab();
    expect(input).toHaveValue('26 نوفمبر 2026');
    await user.clear(input);
    await user.type(input, '9 مايو 2027');
    expect(changes.at(-1)).toBe('2027-05-09');
    await user.clear(input);
    await user.type(input, 'غدًا');
    await user.tab();
    expect(input).toHaveAccessibleDescription(/تعذّرت قراءة هذا التاريخ\./);
  });

  it('follows a value set from outside (a reset, a restored draft)', () => {
    const { rerender } = render(<DateField label="Start Date" value="2027-03-28" onChange={() => {}} />);
    rerender(<DateField label="Start Date" value="" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue('');
    rerender(<DateField label="Start Date" value="2027-04-02" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue('2 April 2027');
  });
});
