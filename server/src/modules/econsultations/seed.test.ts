import { eq } from 'drizzle-orm';
import type { EConsultancyInfo, SlotsAnswer } from '@contracts/econsultation/types';
import { addDays, todayIn } from '@contracts/econsultation/zoned-time';
import { econsultationSettingsSchema } from '@contracts/econsultation/schema';
import { freelancers } from '../../db/schema';
import { seedEConsultations } from '../../db/seed/econsultations';
import { seedFreelancers } from '../../db/seed/freelancers';
import { createTestApp, type TestApp } from '../../test/app';
import { book, bookingPayload } from '../../test/econsultations';
import { createMember, get } from '../../test/freelancers';
import { UsersRepository } from '../users/repository';

type Info = { data: { data: EConsultancyInfo } };

describe('demo seed: seedEConsultations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives demo freelancers valid settings and the E-Consultant role, deterministically, and makes them bookable', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(t)));
    const ids = await seedFreelancers({ db: t.database.db, storage: t.app.storage }, members.map((m) => m.user.id), { seed: 11 });
    expect(await seedEConsultations({ db: t.database.db }, ids, { seed: 5 })).toEqual(ids);

    const viewer = await createMember(t);
    const infos = await Promise.all(ids.map(async (id) => ((await get(t, `/freelancer/econsultancy/${id}`, members[ids.indexOf(id)].token)).json() as Info).data.data));
    for (const info of infos) {
      expect(info.isEConsultant).toBe(true);
      await expect(econsultationSettingsSchema.validate(info.settings)).resolves.toBeTruthy();
    }
    for (const member of members) expect((await new UsersRepository(t.database.db).findById(member.user.id))?.iam).toContain('E-Consultant');

    // The same seed gives the same settings.
    await seedEConsultations({ db: t.database.db }, ids, { seed: 5 });
    const again = await Promise.all(ids.map(async (id) => ((await get(t, `/freelancer/econsultancy/${id}`, members[ids.indexOf(id)].token)).json() as Info).data.data.settings));
    expect(again).toEqual(infos.map((i) => i.settings));

    // Bookable at the first start the slots API offers, for each length offered.
    const from = addDays(todayIn(infos[0].settings!.timezone), 2);
    for (const length of infos[0].settings!.sessionLengths) {
      const slots = (await get(t, `/unauth/freelancer/${ids[0]}/slots?length=${length}&from=${from}&to=${addDays(from, 7)}`)).json() as { data: SlotsAnswer };
      const [{ preferenceDate, startTime, endTime }] = slots.data.slots;
      const res = await book(t, viewer.token, bookingPayload(ids[0], { preferenceDate, startTime, endTime }));
      expect(res.statusCode).toBe(201);
      expect((res.json() as { data: { durationMinutes: number } }).data.durationMinutes).toBe(length);
    }
  });

  it('can leave profiles without the role alone', async () => {
    const members = await Promise.all(Array.from({ length: 2 }, () => createMember(t)));
    const ids = await seedFreelancers({ db: t.database.db, storage: t.app.storage }, members.map((m) => m.user.id), { seed: 3 });
    await t.database.db.update(freelancers).set({ roles: ['Trainer'] }).where(eq(freelancers.id, ids[0]));
    await t.database.db.update(freelancers).set({ roles: ['E-Consultant'] }).where(eq(freelancers.id, ids[1]));
    expect(await seedEConsultations({ db: t.database.db }, ids, { onlyEConsultants: true })).toEqual([ids[1]]);
  });
});
