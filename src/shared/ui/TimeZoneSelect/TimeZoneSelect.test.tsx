import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleSource } from '@contracts/locale';
import { TimeZoneSelect } from './TimeZoneSelect';

const JANUARY = new Date('2030-01-15T12:00:00.000Z');
const ZONES = ['Europe/London', 'Asia/Dubai', 'Africa/Cairo', 'America/New_York', 'Asia/Kolkata'];

function Harness({ initial = 'Asia/Dubai' }: { initial?: string }) {
  const [zone, setZone] = useState(initial);
  return (
    <>
      <TimeZoneSelect label="Your time zone" required zones={ZONES} now={JANUARY} value={zone} onChange={(event) => setZone(event.target.value)} />
      <output data-testid="value">{zone}</output>
    </>
  );
}

const select = () => screen.getByRole('combobox', { name: /^Your time zone/ });
const optionLabels = () => within(select()).getAllByRole('option').map((option) => option.textContent);

describe('TimeZoneSelect', () => {
  it('offers "(UTC±hh:mm) City" choices sorted by offset, valued by the IANA name', () => {
    render(<Harness />);
    expect(optionLabels()).toEqual(['(UTC-05:00) New York (United States)', '(UTC+00:00) London (United Kingdom)', '(UTC+02:00) Cairo (Egypt)', '(UTC+04:00) Dubai (United Arab Emirates)', '(UTC+05:30) Kolkata (India)']);
    expect(select()).toHaveValue('Asia/Dubai');
    expect(screen.getByRole('option', { name: '(UTC+04:00) Dubai (United Arab Emirates)' })).toHaveAttribute('value', 'Asia/Dubai');
  });

  it('names the chosen zone in full in its title, for a name cut short on a phone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(select()).toHaveAttribute('title', '(UTC+04:00) Dubai (United Arab Emirates)');
    await user.selectOptions(select(), 'America/New_York');
    expect(select()).toHaveAttribute('title', '(UTC-05:00) New York (United States)');
  });

  it('names it in Arabic on an Arabic page', () => {
    setLocaleSource(() => 'ar');
    try {
      render(<Harness />);
      expect(select()).toHaveAttribute('title', '\u200E(UTC+04:00) دبي (الإمارات العربية المتحدة)');
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('offers the current value even when the list lacks it', () => {
    render(<Harness initial="Asia/Muscat" />);
    expect(optionLabels()).toContain('(UTC+04:00) Muscat (Oman)');
    expect(select()).toHaveValue('Asia/Muscat');
  });

  it('narrows the list as the user types a city or an offset, keeping the chosen zone, and the choice stays the IANA name', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = screen.getByRole('searchbox', { name: 'Search time zones' });
    expect(search).toHaveAttribute('aria-controls', select().id);

    await user.type(search, 'cai');
    expect(optionLabels()).toEqual(['(UTC+02:00) Cairo (Egypt)', '(UTC+04:00) Dubai (United Arab Emirates)']);
    await user.selectOptions(select(), 'Africa/Cairo');
    expect(screen.getByTestId('value')).toHaveTextContent('Africa/Cairo');

    await user.clear(search);
    await user.type(search, '+5');
    expect(optionLabels()).toEqual(['(UTC+02:00) Cairo (Egypt)', '(UTC+05:30) Kolkata (India)']);
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Search time zones' }), 'Atlantis');
    expect(screen.getByText('No time zone matches “\u2068Atlantis\u2069”.')).toBeInTheDocument();
    expect(optionLabels()).toEqual(['(UTC+04:00) Dubai (United Arab Emirates)']);
  });

  it('finds «الرياض» and «دبي» on an English page too, however the hamza or ta marbuta is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = screen.getByRole('searchbox', { name: 'Search time zones' });
    await user.type(search, 'القاهره');
    expect(optionLabels()).toEqual(['(UTC+02:00) Cairo (Egypt)', '(UTC+04:00) Dubai (United Arab Emirates)']);
    await user.clear(search);
    await user.type(search, 'الهند');
    expect(optionLabels()).toEqual(['(UTC+04:00) Dubai (United Arab Emirates)', '(UTC+05:30) Kolkata (India)']);
  });

  it('keeps "(UTC+04:00) Dubai" left to right on an Arabic page (a left-to-right mark before the parenthesis)', () => {
    setLocaleSource(() => 'ar');
    try {
      render(<Harness />);
      expect(screen.getByRole('option', { name: '\u200E(UTC+04:00) دبي (الإمارات العربية المتحدة)' })).toHaveValue('Asia/Dubai');
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('finds the chosen zone itself without saying nothing matches: a Dubai consultant types «دبي», then «أبوظبي»', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const search = screen.getByRole('searchbox', { name: 'Search time zones' });
    await user.type(search, 'دبي');
    expect(optionLabels()).toEqual(['(UTC+04:00) Dubai (United Arab Emirates)']);
    expect(screen.queryByText(/No time zone matches/)).not.toBeInTheDocument();
    expect(screen.getByText('Type a city, a zone name or an offset such as +04:00.')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'أبوظبي');
    expect(optionLabels()).toEqual(['(UTC+04:00) Dubai (United Arab Emirates)']);
    expect(screen.queryByText(/No time zone matches/)).not.toBeInTheDocument();
  });
});
