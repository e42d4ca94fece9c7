import { eq } from 'drizzle-orm';
import { freelancerMsg, type Freelancer } from '@contracts/freelancer';
import type { Paged } from '@contracts/paging';
import { freelancers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { API, storedPdf, createFreelancer, createMember, get, post, profileFields, saveProfile, resumeFile } from '../../test/freelancers';
import { UsersRepository } from '../users/repository';

const notFound = { message: freelancerMsg.notFound, errors: { message: freelancerMsg.notFound, error: 'notFound' } };

describe('freelancer visibility and masking (APPROVAL=auto)', () => {
  let t: TestApp;
  // A: phone for members only. P: phone for visitors only.
  let a: Awaited<ReturnType<typeof createFreelancer>>;
  let p: Awaited<ReturnType<typeof createFreelancer>>;
  let viewer: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'auto' });
    a = await createFreelancer(t, { firstName: 'Amira', lastName: 'Haddad', email: 'amira@example.test', phone: '+971501112233', showPhonePublic: false, showPhoneRegistered: true });
    p = await createFreelancer(t, { firstName: 'Omar', lastName: 'Saleh', email: 'omar@example.test', phone: '+20100200300', showPhonePublic: true, showPhoneRegistered: false, country: 'Egypt', city: 'Cairo' });
    viewer = await createMember(t, { firstName: 'Business', lastName: 'Viewer', iam: ['Business'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const userOf = (body: { data: Freelancer }) => body.data.user;

  it('visitors get neither e-mail nor résumé path, and the phone only with showPhonePublic', async () => {
    const resA = await get(t, `/unauth/freelancer/${a.id}`);
    expect(resA.statusCode).toBe(200);
    expect(userOf(resA.json())).toEqual({ id: a.user.id, firstName: 'Amira', lastName: 'Haddad', city: 'Dubai', country: 'United Arab Emirates', showPhonePublic: false, showPhoneRegistered: true });
    expect(resA.json().data.resume).toEqual({ fileName: 'Amira-Haddad-Khibra.pdf', size: (await storedPdf()).length });
    expect(userOf((await get(t, `/unauth/freelancer/${p.id}`)).json())).toEqual({ id: p.user.id, firstName: 'Omar', lastName: 'Saleh', phone: '+20100200300', city: 'Cairo', country: 'Egypt', showPhonePublic: true, showPhoneRegistered: false });
    expect(resA.body).not.toContain('amira@example.test');
  });

  it('members get the e-mail and résumé path, and the phone only with showPhoneRegistered', async () => {
    const resA = await get(t, `/freelancer/${a.id}`, viewer.token);
    expect(userOf(resA.json())).toEqual({ id: a.user.id, firstName: 'Amira', lastName: 'Haddad', email: 'amira@example.test', phone: '+971501112233', city: 'Dubai', country: 'United Arab Emirates', showPhonePublic: false, showPhoneRegistered: true });
    expect(resA.json().data.resume).toEqual({ fileName: 'Amira-Haddad-Khibra.pdf', size: (await storedPdf()).length, path: `${API}/freelancer/${a.id}/resume` });
    expect(userOf((await get(t, `/freelancer/${p.id}`, viewer.token)).json())).toEqual({ id: p.user.id, firstName: 'Omar', lastName: 'Saleh', email: 'omar@example.test', city: 'Cairo', country: 'Egypt', showPhonePublic: true, showPhoneRegistered: false });
  });

  it('the owner gets everything', async () => {
    expect(userOf((await get(t, `/freelancer/${p.id}`, p.token)).json())).toEqual({ id: p.user.id, firstName: 'Omar', lastName: 'Saleh', email: 'omar@example.test', phone: '+20100200300', city: 'Cairo', country: 'Egypt', showPhonePublic: true, showPhoneRegistered: false });
  });

  it('lists are masked the same way', async () => {
    const visitorList = (await get(t, '/unauth/freelancers/page?page=0')).json() as Paged<Freelancer>;
    const omar = visitorList.data.find((f) => f.id === p.id)!;
    const amira = visitorList.data.find((f) => f.id === a.id)!;
    expect(amira.user.email).toBeUndefined();
    expect(amira.user.phone).toBeUndefined();
    expect(amira.resume?.path).toBeUndefined();
    expect(omar.user.phone).toBe('+20100200300');
    const memberList = (await get(t, '/freelancer/search?country=Egypt', viewer.token)).json() as Paged<Freelancer>;
    expect(memberList.data.map((f) => [f.user.email, f.user.phone])).toEqual([['omar@example.test', undefined]]);
  });

  it('/freelancer/{id} needs a login; unknown ids are 404 No freelancer found.', async () => {
    expect((await get(t, `/freelancer/${a.id}`)).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await get(t, `/unauth/freelancer/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });

  it('an unpublished profile is shown to its owner only', async () => {
    const hidden = await createFreelancer(t, { firstName: 'Hidden', lastName: 'Person' }, { 'experience.publish': 'no' });
    expect((await get(t, `/unauth/freelancer/${hidden.id}`)).json()).toEqual(notFound);
    expect((await get(t, `/freelancer/${hidden.id}`, viewer.token)).statusCode).toBe(404);
    const own = (await get(t, `/freelancer/${hidden.id}`, hidden.token)).json().data as Freelancer;
    expect(own.experience.publish).toBe('no');
    expect(own.isUpdate.approve).toBe(true);
    const lists = [await get(t, '/unauth/freelancers/page'), await get(t, '/unauth/freelancers?title=hidden'), await get(t, '/freelancer/page', hidden.token)];
    for (const list of lists) expect((list.json() as Paged<Freelancer>).data.map((f) => f.id)).not.toContain(hidden.id);
  });

  it('an incomplete profile is neither approved nor listed', async () => {
    const partial = await createFreelancer(t, { firstName: 'Partial', lastName: 'Profile' });
    await t.database.db.update(freelancers).set({ complete: false }).where(eq(freelancers.id, partial.id));
    const own = (await get(t, '/freelancer', partial.token)).json().data as Freelancer;
    expect(own.complete).toBe(false);
    expect(own.isUpdate.approve).toBe(false);
    expect((await get(t, `/unauth/freelancer/${partial.id}`)).statusCode).toBe(404);
    expect(((await get(t, '/unauth/freelancers?title=partial')).json() as Paged<Freelancer>).total).toBe(0);
  });

  describe('résumé download', () => {
    it('needs a login', async () => {
      const res = await get(t, `/freelancer/${a.id}/resume`);
      expect(res.statusCode).toBe(401);
    });

    it("streams the PDF as an attachment named '{First}-{Last}-Khibra.pdf'", async () => {
      const res = await get(t, `/freelancer/${a.id}/resume`, viewer.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Amira-Haddad-Khibra.pdf"; filename*=UTF-8''Amira-Haddad-Khibra.pdf`);
      expect(res.rawPayload.equals(await storedPdf())).toBe(true);
    });

    it('names with spaces and non-Latin letters stay readable', async () => {
      const arabic = await createFreelancer(t, { firstName: 'Mary Ann', lastName: 'حداد' });
      const res = await get(t, `/freelancer/${arabic.id}/resume`, viewer.token);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Mary-Ann-____-Khibra.pdf"; filename*=UTF-8''${encodeURIComponent('Mary-Ann-حداد-Khibra.pdf')}`);
    });

    it('404 for profiles the caller may not see', async () => {
      const hidden = await createFreelancer(t, {}, { 'experience.publish': 'no' });
      expect((await get(t, `/freelancer/${hidden.id}/resume`, viewer.token)).statusCode).toBe(404);
      expect((await get(t, `/freelancer/${hidden.id}/resume`, hidden.token)).statusCode).toBe(200);
    });
  });
});

describe('approval follows APPROVAL=email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'email' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a complete profile is approved and listed once the address is verified', async () => {
    const f = await createFreelancer(t, { mailVerified: false, firstName: 'Unverified' });
    const own = (await get(t, '/freelancer', f.token)).json().data as Freelancer;
    expect(own.isUpdate).toEqual({ mailVerified: false, approve: false, applied: true });
    expect((await get(t, `/unauth/freelancer/${f.id}`)).statusCode).toBe(404);
    await new UsersRepository(t.database.db).update(f.user.id, { mailVerified: true });
    expect((await get(t, `/unauth/freelancer/${f.id}`)).statusCode).toBe(200);
    expect(((await get(t, '/freelancer', f.token)).json().data as Freelancer).isUpdate).toEqual({ mailVerified: true, approve: true, applied: true });
  });
});

describe('approval follows APPROVAL=manual', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'manual' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('an administrator approves a complete profile; others may not', async () => {
    const f = await createFreelancer(t, { firstName: 'Manual' });
    const admin = await createMember(t, { isAdmin: true });
    expect((await get(t, '/freelancer', f.token)).json().data.isUpdate.approve).toBe(false);
    expect((await get(t, `/unauth/freelancer/${f.id}`)).statusCode).toBe(404);

    const refused = await post(t, `/admin/freelancers/${f.id}/approve`, {}, f.token);
    expect(refused.statusCode).toBe(403);
    const res = await post(t, `/admin/freelancers/${f.id}/approve`, {}, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isUpdate.approve).toBe(true);
    expect((await get(t, `/unauth/freelancer/${f.id}`)).statusCode).toBe(200);
  });

  it('an incomplete profile cannot be approved', async () => {
    const f = await createFreelancer(t);
    await t.database.db.update(freelancers).set({ complete: false }).where(eq(freelancers.id, f.id));
    const admin = await createMember(t, { isAdmin: true });
    const res = await post(t, `/admin/freelancers/${f.id}/approve`, {}, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This freelancer profile is not complete yet.');
  });

  it('a later save keeps the approval', async () => {
    const f = await createFreelancer(t);
    const admin = await createMember(t, { isAdmin: true });
    await post(t, `/admin/freelancers/${f.id}/approve`, {}, admin.token);
    await saveProfile(t, f.token, profileFields({ profileHeader: 'New header' }), [resumeFile()]);
    expect((await get(t, `/unauth/freelancer/${f.id}`)).json().data.profileHeader).toBe('New header');
  });
});
