import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleSource } from '@contracts/locale';
import { SKILL_NAMES_AR } from '@contracts/skills-ar';
import { loadMessages } from '@/shared/i18n';
import { TagPicker, browseLetters, filterTags, initialOf, type TagPickerText } from './TagPicker';

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

describe('the skill picker of an Arabic page', () => {
  const ARABIC_SKILLS = ['Educational Leadership', 'Arbitration', 'Team Building', 'Time Management', 'Training of Trainers (TOT)', 'AutoCAD', 'Teacher Training', 'Women in Leadership'];
  const nameOf = (option: string) => SKILL_NAMES_AR[option];

  it('finds «القيادة» typed «قياده» or «القياده» (ة/ه, hamza and diacritics folded as the name search does)', () => {
    expect(SKILL_NAMES_AR['Educational Leadership']).toBe('القيادة التربوية');
    expect(filterTags(ARABIC_SKILLS, 'قياده', null, nameOf)).toEqual(['Educational Leadership', 'Women in Leadership']);
    expect(filterTags(ARABIC_SKILLS, 'القياده', null, nameOf)).toEqual(['Educational Leadership', 'Women in Leadership']);
    expect(filterTags(ARABIC_SKILLS, 'المرأة', null, nameOf)).toEqual(['Women in Leadership']);
    expect(filterTags(ARABIC_SKILLS, 'اداره الوقت', null, nameOf)).toEqual(['Time Management']);
    expect(filterTags(ARABIC_SKILLS, 'تدريب', null, nameOf)).toEqual(['Training of Trainers (TOT)', 'Teacher Training']);
  });

  it('browses by the Arabic alphabet, filing a name under its first letter past the article ال', () => {
    expect(initialOf('التحكيم')).toBe('ت');
    expect(initialOf('إدارة الوقت')).toBe('ا');
    expect(initialOf('AutoCAD')).toBe('A');
    expect(browseLetters(ARABIC_SKILLS.map(nameOf), 'ar')).toEqual(['ا', 'ب', 'ت', 'ق', 'م', 'A']);
    expect(browseLetters(ARABIC_SKILLS, 'en')).toEqual('ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    expect(filterTags(ARABIC_SKILLS, '', 'ت', nameOf).map(nameOf)).toEqual(['التحكيم', 'تدريب المدربين', 'تدريب المعلمين']);
  });

  it('shows the Arabic letters in the browse bar and lists the skills under one', async () => {
    setLocaleSource(() => 'ar');
    await loadMessages('ar');
    try {
      const user = userEvent.setup();
      render(<TagPicker label="المهارات" options={ARABIC_SKILLS} value={[]} onChange={() => undefined} max={10} text={text} />);
      await user.click(screen.getByRole('button', { name: text.browse }));
      const bar = within(screen.getByRole('group', { name: text.letters }));
      expect(bar.getAllByRole('button').map((button) => button.textContent)).toEqual(['All', 'ا', 'ب', 'ت', 'ق', 'م', 'A']);
      await user.click(bar.getByRole('button', { name: 'ق' }));
      const listed = within(screen.getByRole('list', { name: text.options })).getAllByRole('button');
      expect(listed.map((button) => button.textContent)).toEqual(['+القيادة التربوية']);
    } finally {
      setLocaleSource(() => 'en');
    }
  });
});
