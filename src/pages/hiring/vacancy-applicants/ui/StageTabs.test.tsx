import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StageTabs } from './StageTabs';

const counts = { new: 4, viewed: 1, shortlisted: 2, hired: 0, declined: 3, filled: 1 };

function renderTabs(direction: 'ltr' | 'rtl') {
  const onChoose = jest.fn();
  render(
    <div dir={direction}>
      <StageTabs status="viewed" counts={counts} idPrefix="stages" panelId="panel" onChoose={onChoose} />
    </div>,
  );
  return onChoose;
}

describe('StageTabs', () => {
  it('names every status of the contracts after All, with the counts and All their sum; the chosen one alone is in the Tab order', () => {
    renderTabs('ltr');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([
      ['All 11', 'false', -1],
      ['New 4', 'false', -1],
      ['Viewed 1', 'true', 0],
      ['Shortlisted 2', 'false', -1],
      ['Hired 0', 'false', -1],
      ['Declined 3', 'false', -1],
      ['Position filled 1', 'false', -1],
    ]);
    expect(tabs.every((tab) => tab.getAttribute('aria-controls') === 'panel')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Viewed 1' })).toHaveAttribute('id', 'stages-viewed');
  });

  it('moves with the arrows in the direction of the script, and with Home and End', async () => {
    const user = userEvent.setup();
    const ltr = renderTabs('ltr');
    screen.getByRole('tab', { name: 'Viewed 1' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(ltr).toHaveBeenLastCalledWith('shortlisted');
    expect(screen.getByRole('tab', { name: 'Shortlisted 2' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(ltr).toHaveBeenLastCalledWith(undefined);
    document.body.innerHTML = '';

    const rtl = renderTabs('rtl');
    screen.getByRole('tab', { name: 'Viewed 1' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(rtl).toHaveBeenLastCalledWith('shortlisted');
    await user.keyboard('{ArrowRight}');
    expect(rtl).toHaveBeenLastCalledWith('new');
    await user.keyboard('{End}');
    expect(rtl).toHaveBeenLastCalledWith('filled');
    expect(screen.getByRole('tab', { name: 'Position filled 1' })).toHaveFocus();
  });
});
