import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleSource } from '@contracts/locale';
import { loadMessages } from '@/shared/i18n';
import { CalendarGrid } from './CalendarGrid';

// March 2026 starts on a Sunday; the 13th has no free times.
const MARCH = '2026-03-01';
const APRIL = '2026-04-01';

function Harness({ onMonth = () => undefined, onPick = () => undefined }: { onMonth?: (month: string, by: 'turn' | 'focus') => void; onPick?: (date: string) => void }) {
  const [month, setMonth] = useState(MARCH);
  return (
    <CalendarGrid
      month={month}
      firstMonth={MARCH}
      lastMonth={APRIL}
      onMonth={(next, by) => {
        onMonth(next, by);
        setMonth(next);
      }}
      countOf={(date) => (date.endsWith('-13') ? 0 : 2)}
      activeDay={null}
      homeDay={`${month.slice(0, 7)}-10`}
      onPick={onPick}
    />
  );
}

const focusedDay = () => document.activeElement?.getAttribute('data-day');
const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-day="${date}"]`)!;

describe('CalendarGrid', () => {
  it('keeps one day in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    const tabbable = screen.getAllByRole('button').filter((button) => button.dataset.day && button.tabIndex === 0);
    expect(tabbable.map((button) => button.dataset.day)).toEqual(['2026-03-10']);
  });

  it('moves the focus by a day with the left and right arrows, by a week up and down, to the week’s ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(day('2026-03-10'));
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-03-11');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focusedDay()).toBe('2026-03-09');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2026-03-16');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(focusedDay()).toBe('2026-03-02');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('2026-03-07');
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('2026-03-01');
    expect(day('2026-03-01')).toHaveAttribute('tabindex', '0');
    expect(day('2026-03-10')).toHaveAttribute('tabindex', '-1');
  });

  it('follows the focus into the next month, and stops at the first and last months', async () => {
    const user = userEvent.setup();
    const onMonth = jest.fn();
    render(<Harness onMonth={onMonth} />);
    await user.click(day('2026-03-10'));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedDay()).toBe('2026-03-31');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-04-01');
    expect(onMonth).toHaveBeenLastCalledWith(APRIL, 'focus');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2026-04-01');
    await user.keyboard('{PageUp}');
    expect(focusedDay()).toBe('2026-03-01');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDay()).toBe('2026-03-01');
    expect(onMonth).toHaveBeenCalledTimes(2);
  });

  it('swaps left and right when the page reads right to left', async () => {
    setLocaleSource(() => 'ar');
    await loadMessages('ar');
    try {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(day('2026-03-10'));
      await user.keyboard('{ArrowLeft}');
      expect(focusedDay()).toBe('2026-03-11');
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(focusedDay()).toBe('2026-03-09');
    } finally {
      setLocaleSource(() => 'en');
    }
  });

  it('picks a day with free times on Enter, never one without', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    await user.click(day('2026-03-10'));
    expect(onPick).toHaveBeenLastCalledWith('2026-03-10');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(focusedDay()).toBe('2026-03-13');
    expect(day('2026-03-13')).toHaveAttribute('aria-disabled', 'true');
    expect(onPick).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('2026-03-14');
  });

  it('turns the month with its buttons, each disabled at its end', async () => {
    const user = userEvent.setup();
    const onMonth = jest.fn();
    render(<Harness onMonth={onMonth} />);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonth).toHaveBeenLastCalledWith(APRIL, 'turn');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });
});
