import type { CompanyProfile, DnsRecord } from '@contracts/company';
import { createTestApp, type TestApp } from '../../test/app';
import { API, createMember, multipart } from '../../test/freelancers';
import { request } from '../../test/vacancies';

// The journeys' DNS: with TEST_HOOKS a test registers a TXT answer (POST /test/dns/txt) and the server's lookups read
// only those; without it the route does not exist.

describe('the DNS test hook', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers TXT lookups with the records a test registered, under TEST_HOOKS only', async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', TEST_HOOKS: 'true' });
    const member = await createMember(t, { iam: ['Business'] });
    const body = multipart({ name: 'Hook Trading', website: 'https://hook-trading.com' }, []);
    expect((await t.app.inject({ method: 'PUT', url: `${API}/company`, headers: { ...body.headers, authorization: member.token }, payload: body.payload })).statusCode).toBe(200);
    const { value } = ((await request(t, 'GET', '/company/verify/dns', member.token)).json() as { data: DnsRecord }).data;
    // No record registered: none found, and no real DNS asked.
    expect((await request(t, 'POST', '/company/verify/dns', member.token)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${API}/test/dns/txt`, payload: { name: 'hook-trading.com' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `${API}/test/dns/txt`, payload: { name: 'hook-trading.com', value } })).statusCode).toBe(204);
    const checked = await request(t, 'POST', '/company/verify/dns', member.token);
    expect((checked.json() as { data: CompanyProfile }).data).toMatchObject({ verified: true, verifiedDomain: 'hook-trading.com' });
  });

  it('does not exist without TEST_HOOKS', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'POST', url: `${API}/test/dns/txt`, payload: { name: 'a.com', value: 'x' } })).statusCode).toBe(404);
  });
});
