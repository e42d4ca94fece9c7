import { sql } from 'drizzle-orm';
import { STATS_SERIES, type MarketplaceStats, type StatsSeries } from '@contracts/operator-stats';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { API, get, signUp } from '../../test/accounts';
import { jobs, statsDays, users } from '../../db/schema';
import { seedDemo } from '../../db/seed/demo';
import { addDays, dayOf } from './figures';
import { STATS_ROLLUP_JOB } from './rollup';

// .

const HOUR = 3_600_000;

async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The figures the dashboard must show, counted straight from the tables for the days from..to (UTC, both included). */
async function countedInSql(t: TestApp, from: string, to: string) {
  const inWindow = (column: string) => sql.raw(`(${column} at time zone 'UTC')::date between '${from}' and '${to}'`);
  const perDay = async (table: string, column: string, where = 'true') => {
    const rows = await query<{ day: string; n: number }>(
      t,
      sql`select to_char((${sql.raw(column)} at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as n from ${sql.raw(table)} where ${sql.raw(where)} and ${inWindow(column)} group by 1`,
    );
    return new Map(rows.map((r) => [r.day, Number(r.n)]));
  };
  const series: Record<StatsSeries, Map<string, number>> = {
    signupsBusiness: await perDay('users', 'created_at', `'Business' = any(iam)`),
    signupsFreelancer: await perDay('users', 'created_at', `not ('Business' = any(iam))`),
    vacancies: await perDay('vacancies', 'posted_at'),
    proposals: await perDay('vacancy_applications', 'applied_at'),
    hires: await perDay('vacancy_applications', 'status_at', `status = 'hired'`),
    bookings: await perDay('econsultation_bookings', 'created_at'),
    messages: await perDay('messages', 'created_at'),
    reviews: await perDay('reviews', 'created_at'),
    mailsSent: await perDay('jobs', 'finished_at', `kind = 'mail' and status = 'done'`),
    mailsFailed: await perDay('jobs', 'finished_at', `kind = 'mail' and status = 'failed'`),
  };
  const [funnel] = await query<Record<string, number>>(
    t,
    sql`select count(*)::int as vacancies,
          count(*) filter (where exists (select 1 from vacancy_applications a where a.vacancy_id = v.id))::int as proposed,
          count(*) filter (where exists (select 1 from vacancy_applications a where a.vacancy_id = v.id and a.status in ('shortlisted', 'hired')))::int as shortlisted,
          count(*) filter (where exists (select 1 from vacancy_applications a where a.vacancy_id = v.id and a.status = 'hired'))::int as hired
        from vacancies v where ${inWindow('v.posted_at')}`,
  );
  const [first] = await query<{ median: string | null; n: number }>(
    t,
    sql`select round(percentile_cont(0.5) within group (order by s))::text as median, count(*)::int as n from (
          select greatest(0, floor(extract(epoch from min(a.applied_at) - v.posted_at))) as s from vacancies v join vacancy_applications a on a.vacancy_id = v.id
          where ${inWindow('v.posted_at')} group by v.id, v.posted_at) firsts`,
  );
  const [waiting] = await query<Record<string, number>>(
    t,
    sql`select (select count(*) from jobs where kind = 'mail' and status in ('queued', 'running'))::int as mails,
          (select count(*) from jobs where status = 'queued' and run_at <= now())::int as due,
          (select count(*) from jobs where status = 'running')::int as running,
          (select count(*) from jobs where status = 'queued' and run_at > now())::int as scheduled`,
  );
  return { series, funnel, first: { medianSeconds: first?.median === null || first?.median === undefined ? null : Number(first.median), vacancies: Number(first?.n ?? 0) }, waiting };
}

function expectEqualToSql(stats: MarketplaceStats, counted: Awaited<ReturnType<typeof countedInSql>>) {
  for (const s of STATS_SERIES) {
    const shown = Object.fromEntries(stats.days.filter((d) => d[s] > 0).map((d) => [d.day, d[s]]));
    expect({ series: s, perDay: shown }).toEqual({ series: s, perDay: Object.fromEntries(counted.series[s]) });
    expect({ series: s, total: stats.totals[s] }).toEqual({ series: s, total: [...counted.series[s].values()].reduce((a, b) => a + b, 0) });
  }
  expect(stats.funnel).toEqual(counted.funnel);
  expect(stats.firstProposal).toEqual(counted.first);
  expect(stats.waiting).toEqual(counted.waiting);
}

describe('GET /admin/stats: the marketplace numbers', () => {
  let t: TestApp;
  let admin: string;
  let moderator: string;
  let member: string;
  const now = () => t.app.clock.now();
  const stats = async (days: number, token = admin) => {
    const res = await get(t.app, `/admin/stats?days=${days}`, token);
    expect(res.statusCode).toBe(200);
    return res.json().data as MarketplaceStats;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo({ db: t.database.db, storage: t.app.storage, config: loadConfig({}), now: new Date() });
    // Accounts that signed up on other days (one before a 7-day window).
    await t.database.db.execute(sql`update ${users} set created_at = now() - interval '3 days' where email = (select min(email) from ${users} where 'Business' = any(iam))`);
    await t.database.db.execute(sql`update ${users} set created_at = now() - interval '20 days' where email = (select max(email) from ${users} where not ('Business' = any(iam)))`);
    const make = async (role: 'admin' | 'moderator' | null) => {
      const account = await signUp(t.app);
      if (role) await t.database.db.update(users).set(role === 'admin' ? { isAdmin: true } : { isModerator: true }).where(sql`lower(${users.email}) = lower(${account.email})`);
      return account.token;
    };
    admin = await make('admin');
    moderator = await make('moderator');
    member = await make(null);
    // The sign-ups' e-mails sent, then no worker in the background: the jobs stay as the figures read them.
    await t.app.jobs.drain();
    await t.app.jobs.stop();
    const at = (hoursAgo: number) => new Date(now().getTime() - hoursAgo * HOUR);
    // E-mails sent and failed on several days (one outside a 90-day window), waiting ones, and a job of another kind due later.
    await t.database.db.insert(jobs).values([
      { kind: 'mail', payload: {}, status: 'done', maxAttempts: 3, finishedAt: at(1) },
      { kind: 'mail', payload: {}, status: 'done', maxAttempts: 3, finishedAt: at(30) },
      { kind: 'mail', payload: {}, status: 'done', maxAttempts: 3, finishedAt: at(24 * 100) },
      { kind: 'mail', payload: {}, status: 'failed', maxAttempts: 3, finishedAt: at(50) },
      { kind: 'mail', payload: {}, status: 'queued', maxAttempts: 3, runAt: at(24 * 400) },
      { kind: 'mail', payload: {}, status: 'running', maxAttempts: 3, lockedUntil: new Date(now().getTime() + HOUR) },
      { kind: 'booking-reminder', payload: {}, status: 'queued', maxAttempts: 3, runAt: new Date(now().getTime() + 48 * HOUR) },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a visitor 401, a member and a moderator 403', async () => {
    expect((await get(t.app, '/admin/stats?days=90')).statusCode).toBe(401);
    const asMember = await get(t.app, '/admin/stats?days=90', member);
    expect([asMember.statusCode, asMember.json()._message]).toEqual([403, "Only the marketplace's operators can do this."]);
    const asModerator = await get(t.app, '/admin/stats?days=90', moderator);
    expect([asModerator.statusCode, asModerator.json()._message]).toEqual([403, 'Only administrators can do this.']);
  });

  it('answers 400 in the operator’s language to a period outside 7–365 days', async () => {
    for (const days of ['6', '366', '0', '-7', 'abc', '7.5', '', '1e2', '0090']) {
      const res = await get(t.app, `/admin/stats?days=${encodeURIComponent(days)}`, admin);
      expect({ days, status: res.statusCode, message: res.json().message }).toEqual({ days, status: 400, message: 'Please choose a period of 7 to 365 days.' });
    }
    const arabic = await t.app.inject({ method: 'GET', url: `${API}/admin/stats?days=400`, headers: { authorization: admin, 'accept-language': 'ar' } });
    expect([arabic.statusCode, arabic.json().message]).toEqual([400, 'يُرجى اختيار مدة من 7 إلى 365 يومًا.']);
    expect((await get(t.app, '/admin/stats', admin)).json().data.days).toHaveLength(90);
  });

  it('shows on the demo marketplace exactly what SQL counts, counted live and from the daily rollup', async () => {
    const today = dayOf(now());
    for (const days of [90, 7, 365]) {
      const live = await stats(days);
      expect([live.from, live.to, live.days.length, live.days[0]?.day, live.days.at(-1)?.day]).toEqual([addDays(today, -(days - 1)), today, days, addDays(today, -(days - 1)), today]);
      expectEqualToSql(live, await countedInSql(t, live.from, live.to));
    }
    const ninety = await stats(90);
    // The demo gives every figure something to count.
    expect(Object.entries(ninety.totals).filter(([, n]) => n === 0)).toEqual([]);
    expect(ninety.funnel.hired).toBeGreaterThan(0);
    expect(ninety.firstProposal.medianSeconds).toBeGreaterThan(0);
    expect(ninety.waiting).toEqual({ mails: 2, due: 1, running: 1, scheduled: 1 });

    // The rollup job stores every closed day of the last 365; the answer then reads them, today still live.
    await t.app.jobs.enqueue(STATS_ROLLUP_JOB, {});
    await t.app.jobs.drain();
    const stored = await t.database.db.select({ day: statsDays.day }).from(statsDays);
    expect(stored).toHaveLength(365);
    expect(stored.map((r) => r.day).sort()).toEqual([...Array(365)].map((_, i) => addDays(today, i - 365)));
    // A figure changed in the rollup shows: the closed days come from it.
    const yesterday = addDays(today, -1);
    await t.database.db.update(statsDays).set({ messages: sql`${statsDays.messages} + 1000` }).where(sql`${statsDays.day} = ${yesterday}`);
    const fromRollup = await stats(90);
    expect(fromRollup.totals.messages).toBe(ninety.totals.messages + 1000);
    await t.database.db.update(statsDays).set({ messages: sql`${statsDays.messages} - 1000` }).where(sql`${statsDays.day} = ${yesterday}`);
    for (const days of [90, 7, 365]) {
      const read = await stats(days);
      expectEqualToSql(read, await countedInSql(t, read.from, read.to));
    }
    // A row computed before its day ended is not trusted: that day is counted live.
    await t.database.db.update(statsDays).set({ messages: 999, computedAt: new Date(`${yesterday}T12:00:00Z`) }).where(sql`${statsDays.day} = ${yesterday}`);
    expectEqualToSql(await stats(90), await countedInSql(t, addDays(today, -89), today));
  });
});
