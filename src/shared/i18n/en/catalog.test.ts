import accounts from './accounts.json';
import common from './common.json';
import content from './content.json';
import econsultation from './econsultation.json';
import freelancers from './freelancers.json';
import layout from './layout.json';
import sessions from './sessions.json';
import ui from './ui.json';
import vacancies from './vacancies.json';

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
