import { makeFreelancer } from '@/entities/freelancer/testing';
import { freelancerContact, freelancerDetailRows } from './details';

describe('freelancerDetailRows', () => {
  it('lists the details in words, with the profile rate or the booking rate', () => {
    const rows = freelancerDetailRows(makeFreelancer());
    expect(rows.map((row) => row.label)).toEqual([
      'freelancers.card.experience',
      'freelancers.card.degree',
      'freelancers.card.nationality',
      'freelancers.card.residencyVisa',
      'freelancers.card.languages',
      'freelancers.card.availability',
      'freelancers.card.workStation',
      'freelancers.card.travel',
      'freelancers.card.hourlyRate',
      'freelancers.card.startDate',
    ]);
    expect(rows.find((row) => row.label === 'freelancers.card.nationality')?.value).toBe('Jordan');
    expect(rows.find((row) => row.label === 'freelancers.card.hourlyRate')?.value).toBe('$75 - $100');
    expect(freelancerDetailRows(makeFreelancer(), '$40').find((row) => row.label === 'freelancers.card.hourlyRate')?.value).toBe('$40');
  });

  it('says UNKNOWN for what the profile leaves empty', () => {
    const rows = freelancerDetailRows(makeFreelancer({ experience: { residencyVisa: '', secondLanguage: '', firstLanguage: '' } }));
    expect(rows.find((row) => row.label === 'freelancers.card.residencyVisa')?.value).toBe('UNKNOWN');
    expect(rows.find((row) => row.label === 'freelancers.card.languages')?.value).toBe('UNKNOWN');
  });
});

describe('freelancerContact', () => {
  it('gives a member the e-mail and the phone as links, or says the phone is not available', () => {
    expect(freelancerContact(makeFreelancer(), true)).toEqual({
      email: { kind: 'email', email: 'layla@example.com' },
      phone: { kind: 'phone', phone: '+971500000001' },
    });
    expect(freelancerContact(makeFreelancer({ user: { phone: undefined } }), true).phone).toEqual({ kind: 'muted', text: 'Phone number not available.' });
  });

  it('masks a visitor the e-mail, and the phone members may see; shows one the server sends them', () => {
    expect(freelancerContact(makeFreelancer({ user: { email: undefined, phone: undefined } }), false)).toEqual({ email: { kind: 'mask' }, phone: { kind: 'mask' } });
    expect(freelancerContact(makeFreelancer({ user: { email: undefined, phone: undefined, showPhoneRegistered: false } }), false).phone).toEqual({
      kind: 'muted',
      text: 'Phone number not available.',
    });
    expect(freelancerContact(makeFreelancer({ user: { email: undefined } }), false).phone).toEqual({ kind: 'phone', phone: '+971500000001' });
  });
});
