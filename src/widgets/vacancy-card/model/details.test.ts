import { asVisitorSees, makeVacancy } from '@/entities/vacancy/testing';
import { vacancyDetailGroups } from './details';

const contactOf = (groups: ReturnType<typeof vacancyDetailGroups>) => groups.find((group) => group.title === 'vacancies.card.contact')?.rows.map((row) => row.value);

describe('vacancyDetailGroups', () => {
  it('lists candidate, location, time, payment and contact with the values in words', () => {
    const groups = vacancyDetailGroups(makeVacancy(), true);
    expect(groups.map((group) => group.title)).toEqual([
      'vacancies.card.candidate',
      'vacancies.card.location',
      'vacancies.card.time',
      'vacancies.card.payment',
      'vacancies.card.contact',
    ]);
    expect(groups[0].rows).toEqual([
      { label: 'vacancies.card.minExperience', value: { kind: 'text', text: '12 years' } },
      { label: 'vacancies.card.languages', value: { kind: 'text', text: 'Arabic, English' } },
      { label: 'vacancies.card.nationality', value: { kind: 'text', text: 'Any nationality' } },
    ]);
    expect(groups[3].rows.map((row) => row.value)).toEqual([
      { kind: 'text', text: '$75 - $100' },
      { kind: 'text', text: 'Daily' },
      { kind: 'text', text: 'Paid' },
      { kind: 'text', text: 'Not Paid' },
    ]);
  });

  it("gives a member the contact as links, and says when the phone is not available", () => {
    expect(contactOf(vacancyDetailGroups(makeVacancy(), true))).toEqual([
      { kind: 'text', text: 'Omar Said' },
      { kind: 'email', email: 'omar@example.com' },
      { kind: 'phone', phone: '+966500000002' },
    ]);
    expect(contactOf(vacancyDetailGroups(makeVacancy({ contact: { name: 'Omar Said', email: 'omar@example.com' } }), true))?.[2]).toEqual({
      kind: 'muted',
      text: 'Phone number not available.',
    });
  });

  it('masks a visitor the name, the e-mail and a phone the poster did not show to visitors; shows one they did', () => {
    const masked = { kind: 'mask' };
    expect(contactOf(vacancyDetailGroups(asVisitorSees(makeVacancy()), false))).toEqual([masked, masked, masked]);
    expect(contactOf(vacancyDetailGroups({ ...asVisitorSees(makeVacancy()), contact: { phone: '+96270000000' } }, false))).toEqual([
      masked,
      masked,
      { kind: 'phone', phone: '+96270000000' },
    ]);
  });
});
