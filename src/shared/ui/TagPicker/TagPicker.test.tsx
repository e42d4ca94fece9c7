import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagPicker, filterTags, type TagPickerText } from './TagPicker';

const text: TagPickerText = {
  filter: 'Type to filter skills',
  browse: 'Browse A–Z',
  hide: 'Hide list',
  letters: 'Filter skills by first letter',
  allLetters: 'All',
  options: 'Available skills',
  selected: 'Selected skills',
  remove: (tag) => `Remove ${tag}`,
  count: (count, max) => `${count} of ${max} selected`,
  noMatch: (query) => `No skill matches "${query}".`,
  limit: '10 skills selected already',
};

const SKILLS = ['Accounting', 'Agile', 'Budgeting', 'Coaching', 'Data analysis', 'Leadership', 'Marketing', 'Negotiation', 'Project management', 'Sales', 'Strategy', 'Team building'];

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return <TagPicker label="Skills" options={SKILLS} value={value} onChange={setValue} max={10} text={text} />;
}

describe('filterTags', () => {
  it('lists prefix matches before substring matches, case-insensitively', () => {
    expect(filterTags(['Management', 'Project management', 'Sales'], 'man', null)).toEqual(['Management', 'Project management']);
  });
  it('filters by first letter', () => {
    expect(filterTags(SKILLS, '', 'A')).toEqual(['Accounting', 'Agile']);
  });
});

describe('TagPicker', () => {
  it("refuses an 11th skill with '10 skills selected already'", async () => {
    const user = userEvent.setup();
    render(<Harness initial={SKILLS.slice(0, 10)} />);
    expect(screen.getByText('10 of 10 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse A–Z' }));
    await user.click(screen.getByRole('button', { name: /Team building/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('10 skills selected already');
    expect(within(screen.getByRole('list', { name: 'Selected skills' })).queryByText('Team building')).not.toBeInTheDocument();
    // Removing one makes room again.
    await user.click(screen.getByRole('button', { name: 'Remove Agile' }));
    await user.click(screen.getByRole('button', { name: /Team building/ }));
    expect(within(screen.getByRole('list', { name: 'Selected skills' })).getByText('Team building')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('filters by typed text and by letter, and Enter picks the best match', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('searchbox', { name: 'Type to filter skills' }), 'man');
    const options = within(screen.getByRole('list', { name: 'Available skills' }));
    expect(options.getAllByRole('button').map((b) => b.textContent?.slice(1))).toEqual(['Project management']);
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('list', { name: 'Selected skills' })).getByText('Project management')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Browse A–Z' }));
    await user.click(screen.getByRole('button', { name: 'S' }));
    expect(within(screen.getByRole('list', { name: 'Available skills' })).getAllByRole('button').map((b) => b.textContent?.slice(1))).toEqual([
      'Sales',
      'Strategy',
    ]);
  });
});

describe('filterTags in Arabic', () => {
  it('matches the stored name or the name shown', () => {
    const shown: Record<string, string> = { 'Team Building': 'بناء الفرق', Kaizen: 'كايزن' };
    const nameOf = (option: string) => shown[option] ?? option;
    expect(filterTags(['Kaizen', 'Team Building'], 'بناء', null, nameOf)).toEqual(['Team Building']);
    expect(filterTags(['Kaizen', 'Team Building'], 'team', null, nameOf)).toEqual(['Team Building']);
  });
});
