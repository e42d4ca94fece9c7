import { createTestApp, type TestApp } from '../../test/app';
import { createMember, get } from '../../test/freelancers';
import { insertVacancy } from '../../test/vacancies';

/** GET /unauth/vacancy/{id}: the vacancy page as a visitor sees it. */
describe('public vacancy page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a published vacancy with the contact and the file masked', async () => {
    const poster = await createMember(t);
    const id = await insertVacancy(t, poster.user.id, { publish: true, title: 'Negotiation trainer', isPhonePublic: false });
    const res = await get(t, `/unauth/vacancy/${id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { title: string; file: unknown; contact: Record<string, unknown> } };
    expect(data.title).toBe('Negotiation trainer');
    expect(data.file).toBeNull();
    // The contact is the poster's account: a visitor gets neither the e-mail nor the phone.
    expect(res.body).not.toContain(poster.user.email);
    expect(data.contact.email).toBeUndefined();
    expect(data.contact.phone).toBeUndefined();
  });

  it('answers 404 for an unpublished, deleted or unknown vacancy, and for a malformed id', async () => {
    const poster = await createMember(t);
    const draft = await insertVacancy(t, poster.user.id, { publish: false });
    const removed = await insertVacancy(t, poster.user.id, { publish: true, deletedAt: new Date() });
    for (const id of [draft, removed, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await get(t, `/unauth/vacancy/${id}`)).statusCode).toBe(404);
    }
  });
});
