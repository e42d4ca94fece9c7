import { eq } from 'drizzle-orm';
import { alertMsg, type AlertSettings } from '@contracts/alerts';
import { localizeMessage } from '@contracts/messages-ar';
import { freelancers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createFreelancer, createMember, profileFields, saveProfile, type Member } from '../../test/freelancers';
import { request } from '../../test/vacancies';

describe('alert settings: GET / PUT /user/alerts, emailVacancies in step, every bad value a 400 in the member’s language', () => {
  let t: TestApp;
  let freelancer: Member & { id: string };
  let business: Member;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
    freelancer = await createFreelancer(t);
    business = await createMember(t, { iam: ['Business'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const settings = async (token: string) => (await request(t, 'GET', '/user/alerts', token)).json().data as AlertSettings;
  const put = (token: string, body: unknown, language = 'en') =>
    t.app.inject({ method: 'PUT', url: `${API}/user/alerts`, headers: { authorization: token, 'accept-language': language }, payload: body as object });
  const emailVacancies = async () => (await t.database.db.select({ on: freelancers.emailVacancies }).from(freelancers).where(eq(freelancers.id, freelancer.id)))[0].on;

  it('starts a freelancer at daily with invitations on; saves each frequency and the switch', async () => {
    expect(await settings(freelancer.token)).toEqual({ vacancies: 'daily', invitations: true });
    for (const vacancies of ['instant', 'weekly', 'daily'] as const) {
      const saved = await put(freelancer.token, { vacancies, invitations: vacancies !== 'weekly' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toEqual({ vacancies, invitations: vacancies !== 'weekly' });
      expect(await settings(freelancer.token)).toEqual({ vacancies, invitations: vacancies !== 'weekly' });
    }
    expect((await request(t, 'GET', '/user/alerts')).statusCode).toBe(401);
  });

  it('keeps vacancies and emailVacancies in step both ways: off ↔ false, and the profile switched on again restores daily', async () => {
    await put(freelancer.token, { vacancies: 'instant' });
    expect(await emailVacancies()).toBe(true);
    await put(freelancer.token, { vacancies: 'off' });
    expect(await emailVacancies()).toBe(false);
    expect((await request(t, 'GET', '/freelancer', freelancer.token)).json().data.emailVacancies).toBe(false);
    // The profile's own switch: on again → daily (not the instant chosen before); off → 'off'.
    expect((await saveProfile(t, freelancer.token, profileFields({ emailVacancies: 'true' }))).statusCode).toBe(200);
    expect((await settings(freelancer.token)).vacancies).toBe('daily');
    await put(freelancer.token, { vacancies: 'weekly' });
    // A profile save that leaves the switch on keeps the chosen frequency.
    expect((await saveProfile(t, freelancer.token, profileFields({ emailVacancies: 'true' }))).statusCode).toBe(200);
    expect((await settings(freelancer.token)).vacancies).toBe('weekly');
    expect((await saveProfile(t, freelancer.token, profileFields({ emailVacancies: 'false' }))).statusCode).toBe(200);
    expect((await settings(freelancer.token)).vacancies).toBe('off');
    expect((await saveProfile(t, freelancer.token, profileFields({ emailVacancies: 'true' }))).statusCode).toBe(200);
    expect((await settings(freelancer.token)).vacancies).toBe('daily');
  });

  it('refuses every bad value with a 400 in the member’s language and saves nothing of it', async () => {
    await put(freelancer.token, { vacancies: 'weekly', invitations: true });
    const cases: [unknown, string][] = [
      [{ vacancies: 'hourly' }, alertMsg.badFrequency],
      [{ vacancies: 'weekly', invitations: 'yes' }, alertMsg.badInvitationsSwitch],
      [{ vacancies: 'instant', invitations: false, proposals: 'daily' }, alertMsg.badProposalMails],
      [{ vacancies: null }, alertMsg.badFrequency],
      [[], alertMsg.badFrequency],
    ];
    for (const [body, message] of cases) {
      const refused = await put(freelancer.token, body);
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
      const arabic = await put(freelancer.token, body, 'ar');
      expect([arabic.statusCode, arabic.json().message]).toEqual([400, localizeMessage(message, 'ar')]);
      expect(localizeMessage(message, 'ar')).not.toBe(message);
    }
    expect(await settings(freelancer.token)).toEqual({ vacancies: 'weekly', invitations: true });
  });

  it('gives a business its proposal e-mails (instant at first, or daily); vacancies off and invitations false; refuses alerts', async () => {
    expect(await settings(business.token)).toEqual({ vacancies: 'off', invitations: false, proposals: 'instant' });
    const saved = await put(business.token, { vacancies: 'off', invitations: false, proposals: 'daily' });
    expect([saved.statusCode, saved.json().data]).toEqual([200, { vacancies: 'off', invitations: false, proposals: 'daily' }]);
    for (const [body, message] of [
      [{ proposals: 'weekly' }, alertMsg.badProposalMails],
      [{ vacancies: 'daily', proposals: 'instant' }, alertMsg.alertsForFreelancers],
      [{ invitations: true, proposals: 'instant' }, alertMsg.alertsForFreelancers],
    ] as const) {
      const refused = await put(business.token, body);
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }
    expect((await settings(business.token)).proposals).toBe('daily');
  });

  it('answers a freelancer without a profile the defaults, and a 400 to a save', async () => {
    const newcomer = await createMember(t);
    expect(await settings(newcomer.token)).toEqual({ vacancies: 'daily', invitations: true });
    const refused = await put(newcomer.token, { vacancies: 'weekly' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, alertMsg.alertsNeedProfile]);
  });
});
