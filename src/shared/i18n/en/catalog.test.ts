import { accounts } from './accounts';
import { common } from './common';
import { content } from './content';
import { econsultation } from './econsultation';
import { freelancers } from './freelancers';
import { layout } from './layout';
import { sessions } from './sessions';
import { ui } from './ui';
import { vacancies } from './vacancies';

describe('English catalog', () => {
  it('has no key defined by two areas (a later spread would silently win)', () => {
    const areas = { accounts, common, content, econsultation, freelancers, layout, sessions, ui, vacancies };
    const owners = new Map<string, string[]>();
    for (const [area, messages] of Object.entries(areas)) {
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    const collisions = [...owners].filter(([, inAreas]) => inAreas.length > 1).map(([key, inAreas]) => `${key}: ${inAreas.join(', ')}`);
    expect(collisions).toEqual([]);
  });
});
