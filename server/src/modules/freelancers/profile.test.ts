import fs from 'node:fs/promises';
import path from 'node:path';
import { EXPERIENCE_TITLES, FREELANCER_LIMITS, freelancerMsg, type Freelancer } from '@contracts/freelancer';
import { msg } from '@contracts/messages';
import { createTestApp, type TestApp } from '../../test/app';
import sharp from 'sharp';
import { API, EXPERIENCE, HTML_PDF, JPEG, PDF, storedPdf, PNG, createMember, get, multipart, photoFile, profileFields, resumeFile, saveProfile, uploadedFiles } from '../../test/freelancers';
import { cameraJpeg, claimSize, paddedPng } from '../../test/images';

describe('freelancer profile: GET and POST /freelancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a login', async () => {
    expect((await get(t, '/freelancer')).statusCode).toBe(401);
    expect((await saveProfile(t, '', profileFields(), [resumeFile()])).statusCode).toBe(401);
  });

  it('answers {data: null} before the first save', async () => {
    const { token } = await createMember(t);
    const res = await get(t, '/freelancer', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('saves a multipart profile: dotted names nested, JSON lists, booleans, files stored by content', async () => {
    const { user, token } = await createMember(t, { showPhonePublic: false, showPhoneRegistered: true });
    const res = await saveProfile(t, token, profileFields({ emailVacancies: 'false', personalLink: 'amira.example.com', 'isUpdate.applied': 'true' }), [resumeFile(PDF, 'My CV.pdf'), photoFile()]);
    expect(res.statusCode).toBe(200);
    const saved = (res.json() as { data: Freelancer }).data;
    expect(saved).toEqual({
      id: expect.any(String),
      user: {
        id: user.id,
        firstName: 'Amira',
        lastName: 'Haddad',
        email: user.email,
        phone: '+971501112233',
        city: 'Dubai',
        country: 'United Arab Emirates',
        showPhonePublic: false,
        showPhoneRegistered: true,
      },
      experience: {
        ...EXPERIENCE,
        startDate: 'Anytime',
      },
      profileHeader: 'Leadership trainer',
      profileSummary: 'Fifteen years of leadership programmes across the GCC.',
      rating: null,
      companyName: 'Levant Excellence',
      personalLink: 'http://amira.example.com/',
      linkedinLink: 'https://www.linkedin.com/in/amira',
      legalName: 'Amira Haddad',
      skills: ['Leadership Development', 'Change Management'],
      // Uploaded as 'My CV.pdf': shown and saved under the server's name only.
      resume: { fileName: 'Amira-Haddad-Khibra.pdf', size: (await storedPdf()).length, path: `${API}/freelancer/${saved.id}/resume` },
      profilePhoto: expect.stringMatching(new RegExp(`^${API}/uploads/photos/[0-9a-f-]{36}\\.webp$`)),
      Iam: ['Trainer', 'Consultant'],
      emailVacancies: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      complete: true,
      isUpdate: { mailVerified: true, approve: true, applied: true },
    });
    expect((await get(t, '/freelancer', token)).json()).toEqual({ data: saved });

    // The photo is public, served by content type with a long cache, no sniffing; the PNG came back as the server's WebP of it.
    const photo = await t.app.inject({ method: 'GET', url: saved.profilePhoto! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 8, height: 8 });
    const files = await uploadedFiles(t);
    expect(files).toEqual(expect.arrayContaining([`photos/${path.basename(saved.profilePhoto!)}`]));
    expect(files.filter((f) => f.startsWith('tmp'))).toEqual([]);
  });

  it('reads lists from repeated fields or comma-separated text, and strings sent as JSON text', async () => {
    const { token } = await createMember(t);
    const fields = profileFields({ skills: ['Project Management', 'PRINCE2'], Iam: 'E-Consultant,Trainer', 'experience.degree': JSON.stringify('Doctorate (PhD)'), linkedinLink: '' });
    delete fields.linkedinLink;
    const res = await saveProfile(t, token, { ...fields, linkedin: 'linkedin.com/in/amira' }, [resumeFile()]);
    expect(res.statusCode).toBe(200);
    const saved = (res.json() as { data: Freelancer }).data;
    expect(saved.skills).toEqual(['Project Management', 'PRINCE2']);
    expect(saved.Iam).toEqual(['Trainer', 'E-Consultant']);
    expect(saved.experience.degree).toBe('Doctorate (PhD)');
    expect(saved.linkedinLink).toBe('http://linkedin.com/in/amira');
  });

  it('keeps the stored résumé, roles and e-mail preference when a later save does not send them', async () => {
    const { token } = await createMember(t);
    const first = (await saveProfile(t, token, profileFields({ emailVacancies: 'false' }), [resumeFile()])).json().data as Freelancer;
    const fields = profileFields({ profileHeader: 'Updated header' });
    delete fields.Iam;
    delete fields.emailVacancies;
    const second = await saveProfile(t, token, fields);
    expect(second.statusCode).toBe(200);
    const saved = (second.json() as { data: Freelancer }).data;
    expect(saved.profileHeader).toBe('Updated header');
    expect(saved.resume).toEqual(first.resume);
    expect(saved.Iam).toEqual(first.Iam);
    expect(saved.emailVacancies).toBe(false);
    expect(saved.createdAt).toBe(first.createdAt);
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.updatedAt).getTime());
  });

  it('accepts a JSON body (no files) for a profile that already has a résumé', async () => {
    const { token } = await createMember(t);
    await saveProfile(t, token, profileFields(), [resumeFile()]);
    const body = { experience: { ...Object.fromEntries(Object.entries(profileFields()).filter(([k]) => k.startsWith('experience.')).map(([k, v]) => [k.slice(11), v])) }, skills: ['Kaizen'], profileHeader: 'JSON' };
    const res = await t.app.inject({ method: 'POST', url: `${API}/freelancer`, payload: body, headers: { authorization: token } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.skills).toEqual(['Kaizen']);
  });

  describe('rules and messages (see docs/reference.md#validation)', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await createMember(t));
    });
    const refuses = async (fields: Record<string, string | string[]>, message: string, files = [resumeFile()]) => {
      const res = await saveProfile(t, token, fields, files);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    };

    it.each(Object.entries(EXPERIENCE_TITLES).filter(([k]) => k !== 'secondLanguage' && k !== 'publish'))('%s is required', async (key, title) => {
      await refuses(profileFields({ [`experience.${key}`]: '' }), `${title} is required`);
    });

    it('secondLanguage is optional', async () => {
      expect((await saveProfile(t, token, profileFields({ 'experience.secondLanguage': '' }), [resumeFile()])).statusCode).toBe(200);
    });

    it('checks links, skills, lengths and the résumé', async () => {
      await refuses(profileFields({ linkedinLink: 'not a link' }), freelancerMsg.linkedin);
      await refuses(profileFields({ personalLink: 'http://' }), freelancerMsg.personal);
      await refuses(profileFields({ skills: '[]' }), freelancerMsg.atLeastOneSkill);
      await refuses(profileFields({ skills: JSON.stringify(Array.from({ length: 11 }, (_, i) => `Skill ${i}`)) }), freelancerMsg.tooManySkills);
      await refuses(profileFields({ profileHeader: 'x'.repeat(61) }), freelancerMsg.maxLength('Profile Header', 60));
      await refuses(profileFields({ profileSummary: 'x'.repeat(801) }), freelancerMsg.maxLength('Profile Summary', 800));
      await refuses(profileFields({ companyName: 'x'.repeat(61) }), freelancerMsg.maxLength('Company Name', 60));
      await refuses(profileFields({ 'experience.startDate': 'soon' }), 'Start Date is required');
    });

    it("'Resume is required.' on a first save without one", async () => {
      const member = await createMember(t);
      const res = await saveProfile(t, member.token, profileFields());
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: freelancerMsg.resumeRequired });
      expect((await get(t, '/freelancer', member.token)).json()).toEqual({ data: null });
    });

    it("'Resume is required.' when the stored résumé is marked for deletion and no new one comes", async () => {
      const member = await createMember(t);
      await saveProfile(t, member.token, profileFields(), [resumeFile()]);
      const before = (await get(t, '/freelancer', member.token)).json();
      const res = await saveProfile(t, member.token, profileFields({ deleteResume: 'true' }));
      expect(res.json().message).toBe(freelancerMsg.resumeRequired);
      expect((await get(t, '/freelancer', member.token)).json()).toEqual(before);
      // Replacing it in the same request is fine.
      expect((await saveProfile(t, member.token, profileFields({ deleteResume: 'true' }), [resumeFile()])).statusCode).toBe(200);
    });

    it('removes the stored résumé when the profile is not published (SPEC-DECISIONS 20), and the file goes', async () => {
      const member = await createMember(t);
      await saveProfile(t, member.token, profileFields(), [resumeFile()]);
      const stored = await uploadedFiles(t);
      const res = await saveProfile(t, member.token, profileFields({ deleteResume: 'true', 'experience.publish': 'no' }));
      expect(res.statusCode).toBe(200);
      const saved = res.json().data as Freelancer;
      expect(saved.resume).toBeNull();
      expect(saved.experience.publish).toBe('no');
      expect((await get(t, `/freelancer/${saved.id}/resume`, member.token)).statusCode).toBe(404);
      expect((await uploadedFiles(t)).length).toBe(stored.length - 1);
    });
  });

  describe('uploads are checked by content and size while streaming; a refusal changes nothing', () => {
    let token: string;
    let before: unknown;
    let filesBefore: string[];
    beforeAll(async () => {
      ({ token } = await createMember(t));
      await saveProfile(t, token, profileFields(), [resumeFile(), photoFile()]);
      before = (await get(t, '/freelancer', token)).json();
    });
    beforeEach(async () => {
      filesBefore = await uploadedFiles(t);
    });
    const unchanged = async () => {
      expect((await get(t, '/freelancer', token)).json()).toEqual(before);
      expect(await uploadedFiles(t)).toEqual(filesBefore);
    };
    const oversized = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

    it('413 for a photo over 5342880 bytes', async () => {
      const res = await saveProfile(t, token, profileFields({ profileHeader: 'changed' }), [photoFile(oversized(PNG, FREELANCER_LIMITS.photoBytes + 1))]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Profile picture should be less than 5MB in size.');
      await unchanged();
    });

    it('413 for a résumé over 5242880 bytes', async () => {
      const res = await saveProfile(t, token, profileFields({ profileHeader: 'changed' }), [resumeFile(oversized(PDF, FREELANCER_LIMITS.resumeBytes + 1))]);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('Resume should be less than 5MB in size.');
      await unchanged();
    });

    it('400 for a photo that is not an image, whatever its name and type say', async () => {
      const res = await saveProfile(t, token, profileFields({ profileHeader: 'changed' }), [resumeFile(), photoFile(PDF, 'me.png', 'image/png')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(freelancerMsg.photoNotImage);
      await unchanged();
    });

    it('400 for a résumé that is not a PDF', async () => {
      const res = await saveProfile(t, token, profileFields({ profileHeader: 'changed' }), [resumeFile(PNG, 'cv.pdf', 'application/pdf')]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(freelancerMsg.resumeNotPdf);
      await unchanged();
    });

    it('400 for a résumé that only begins like a PDF (an HTML page with a script)', async () => {
      const res = await saveProfile(t, token, profileFields({ profileHeader: 'changed' }), [resumeFile(HTML_PDF)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(msg.pdfUnreadable);
      await unchanged();
    });

    it('valid files are not kept when a field is refused', async () => {
      const res = await saveProfile(t, token, profileFields({ skills: '[]' }), [resumeFile(), photoFile(JPEG, 'me.jpg', 'image/jpeg')]);
      expect(res.json().message).toBe(freelancerMsg.atLeastOneSkill);
      await unchanged();
    });

    it('refuses an unexpected file field', async () => {
      const res = await saveProfile(t, token, profileFields(), [{ field: 'other', filename: 'x.pdf', contentType: 'application/pdf', content: PDF }]);
      expect(res.statusCode).toBe(400);
      await unchanged();
    });

    it('accepts files of exactly the limits', async () => {
      const member = await createMember(t);
      const res = await saveProfile(t, member.token, profileFields(), [resumeFile(oversized(PDF, FREELANCER_LIMITS.resumeBytes)), photoFile(paddedPng(PNG, FREELANCER_LIMITS.photoBytes), 'big.png', 'image/png')]);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.profilePhoto).toMatch(/\.webp$/);
      // The 5 MB of metadata did not travel: only the 8×8 picture, re-encoded.
      const photo = await t.app.inject({ method: 'GET', url: res.json().data.profilePhoto });
      expect(photo.rawPayload.length).toBeLessThan(1000);
    });

    it.each([
      ['a JPEG signature followed by HTML', () => Buffer.concat([JPEG.subarray(0, 4), Buffer.from('<html><script>alert(document.cookie)</script></html>')])],
      ['a truncated PNG', () => PNG.subarray(0, PNG.length - 20)],
      ['a decompression bomb (a PNG claiming 50,000 × 50,000 pixels)', () => claimSize(PNG, 50_000, 50_000)],
    ])('400 with the photo message for %s, and nothing changes', async (_label, content) => {
      const res = await saveProfile(t, token, profileFields({ profileHeader: 'changed' }), [resumeFile(), photoFile(content(), 'me.jpg', 'image/jpeg')]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: freelancerMsg.photoNotImage, errors: { message: freelancerMsg.photoNotImage, error: 'wrongFileType' } });
      await unchanged();
    });
  });

  it('stores a camera photo decoded and re-encoded: at most 500 px, WebP, no EXIF or GPS', async () => {
    const { token } = await createMember(t);
    const camera = await cameraJpeg(1600, 1200);
    const res = await saveProfile(t, token, profileFields(), [resumeFile(), photoFile(camera, 'IMG_0001.JPG', 'image/jpeg')]);
    expect(res.statusCode).toBe(200);
    const url = (res.json().data as Freelancer).profilePhoto!;
    expect(url).toMatch(/\/[0-9a-f-]{36}\.webp$/);
    const photo = await t.app.inject({ method: 'GET', url });
    expect(photo.headers['content-type']).toBe('image/webp');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 500, height: 375 });
    expect(meta.exif).toBeUndefined();
    expect(photo.rawPayload.includes('Secret Artist')).toBe(false);
    expect(photo.rawPayload.length).toBeLessThan(camera.length / 10);
  });

  it('replacing or deleting the photo removes the old file', async () => {
    const { token } = await createMember(t);
    const first = (await saveProfile(t, token, profileFields(), [resumeFile(), photoFile()])).json().data as Freelancer;
    const oldFile = `photos/${path.basename(first.profilePhoto!)}`;
    const second = (await saveProfile(t, token, profileFields(), [photoFile(await cameraJpeg(40, 30), 'new.jpg', 'image/jpeg')])).json().data as Freelancer;
    expect(second.profilePhoto).not.toBe(first.profilePhoto);
    const files = await uploadedFiles(t);
    expect(files).not.toContain(oldFile);
    expect(files).toContain(`photos/${path.basename(second.profilePhoto!)}`);
    const third = (await saveProfile(t, token, profileFields({ deletePhoto: 'true' }))).json().data as Freelancer;
    expect(third.profilePhoto).toBeNull();
    expect(await uploadedFiles(t)).not.toContain(`photos/${path.basename(second.profilePhoto!)}`);
    expect((await t.app.inject({ method: 'GET', url: second.profilePhoto! })).statusCode).toBe(404);
  });

  it('GET /user/myprofile carries the photo path, the favourites and isUpdate.applied', async () => {
    const { token } = await createMember(t);
    const before = (await get(t, '/user/myprofile', token)).json().data;
    expect(before).toMatchObject({ profilePhoto: null, favoriteFreelancers: [], isUpdate: { applied: false } });
    const saved = (await saveProfile(t, token, profileFields(), [resumeFile(), photoFile()])).json().data as Freelancer;
    const other = await createMember(t, { firstName: 'Other' });
    const otherProfile = (await saveProfile(t, other.token, profileFields(), [resumeFile()])).json().data as Freelancer;
    await t.app.inject({ method: 'POST', url: `${API}/freelancer/favorite`, payload: { id: otherProfile.id, fav: true }, headers: { authorization: token } });
    const after = (await get(t, '/user/myprofile', token)).json().data;
    expect(after).toMatchObject({ profilePhoto: saved.profilePhoto, favoriteFreelancers: [otherProfile.id], isUpdate: { applied: true } });
  });

  it('a business-only account has no freelancer profile', async () => {
    const { token } = await createMember(t, { iam: ['Business'] });
    const filesBefore = await uploadedFiles(t);
    const res = await saveProfile(t, token, profileFields(), [resumeFile()]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: freelancerMsg.businessOnly, _code: 403, _message: freelancerMsg.businessOnly });
    expect((await get(t, '/freelancer', token)).json()).toEqual({ data: null });
    expect(await uploadedFiles(t)).toEqual(filesBefore);
  });

  it('records the roles on the account', async () => {
    const { user, token } = await createMember(t);
    await saveProfile(t, token, profileFields({ Iam: JSON.stringify(['E-Consultant']) }), [resumeFile()]);
    const { UsersRepository } = await import('../users/repository');
    expect((await new UsersRepository(t.database.db).findById(user.id))?.iam).toEqual(['E-Consultant']);
  });

  it('a photo stored before re-encoding (.jpg with EXIF/GPS) is re-encoded on the way out', async () => {
    const key = 'photos/0b5e2a9c-3d4f-4a1b-8c7d-6e5f4a3b2c1d.jpg';
    await t.app.storage.put(await cameraJpeg(900, 600), key);
    const photo = await t.app.inject({ method: 'GET', url: `${API}/uploads/${key}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 500, height: 333 });
    expect(meta.exif).toBeUndefined();
    expect(photo.rawPayload.includes('Secret Artist')).toBe(false);
  });

  it('photo route serves only server-made names', async () => {
    for (const name of ['nope.png', '..%2F..%2Fjwt-secret', '00000000-0000-4000-8000-000000000000.png']) {
      expect((await t.app.inject({ method: 'GET', url: `${API}/uploads/photos/${name}` })).statusCode).toBe(404);
    }
    await fs.mkdir(path.join(t.config.dataDir, 'uploads'), { recursive: true });
  });

  it('multipart nesting helper ignores prototype keys', async () => {
    const { nestFields } = await import('../../http/multipart');
    expect(nestFields([['a.b', '1'], ['a.c', '2'], ['__proto__.x', 'y'], ['s', '1'], ['s', '2']])).toEqual({ a: { b: '1', c: '2' }, s: ['1', '2'] });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(multipart({ a: '1' }).headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });
});
