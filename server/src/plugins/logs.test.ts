import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/app';
import { postWithProof, signupPayload } from '../test/accounts';
import { safeError, scrubMessage } from '../http/log-safe';

/**
 * Logs never contain personal data. A database failure while signing up is
 * the worst case: drizzle's error carries the insert's parameters (e-mail,
 * phone, password hash) in `params` and in its message, and PostgreSQL's
 * error may quote values in its message and detail.
 */
describe('logs hold no personal data', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
    // Every insert into users fails, with the new row's e-mail and phone in the message and the detail.
    await t.database.db.execute(
      sql.raw(`create function khibra_test_refuse_user() returns trigger language plpgsql as $$
        begin
          raise exception 'refused user % with phone %', new.email, new.phone using detail = 'Key (email)=(' || new.email || ')', hint = new.password_hash;
        end $$`),
    );
    await t.database.db.execute(sql.raw('create trigger khibra_test_refuse_user before insert on users for each row execute function khibra_test_refuse_user()'));
  });
  afterAll(async () => {
    await t.database.db.execute(sql.raw('drop trigger if exists khibra_test_refuse_user on users'));
    await t.database.db.execute(sql.raw('drop function if exists khibra_test_refuse_user()'));
    await t.close();
  });

  it('a database error during sign-up is logged without the e-mail, phone, password or its hash', async () => {
    const payload = signupPayload({ email: 'layla.private@example.test', phone: '+971509876543', password: 'Very-Secret-77', cnfpassword: 'Very-Secret-77' });
    lines.length = 0;
    const res = await postWithProof(t.app, '/auth/register?ref=layla.private@example.test', payload);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('layla.private');

    const logged = lines.join('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // The failure is logged, usefully: type, the scrubbed message and the SQLSTATE code.
    const failure = entries.find((entry) => entry.msg === 'unhandled error');
    expect(failure).toBeDefined();
    expect(failure?.err).toMatchObject({ type: expect.any(String), stack: expect.stringContaining('    at ') });
    expect(JSON.stringify(failure?.err)).toContain('P0001');
    // And nothing personal, anywhere in the request's log lines.
    expect(logged).not.toContain('layla.private');
    expect(logged).not.toContain('@example.test');
    expect(logged).not.toContain('971509876543');
    expect(logged).not.toContain('9876543');
    expect(logged).not.toContain('Very-Secret-77');
    expect(logged).not.toContain('scrypt$');
    expect(logged).not.toMatch(/"params"/);
    expect(logged).not.toMatch(/"detail"|"hint"/);
  });
});

describe('safeError', () => {
  it('keeps the type, a scrubbed message, whitelisted fields and the frames, and drops every other property', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower_idx"'), {
      code: '23505',
      constraint: 'users_email_lower_idx',
      detail: 'Key (lower(email))=(amira@example.test) already exists.',
    });
    const error = Object.assign(new Error('Failed query: insert into "users" ("email", "phone") values ($1, $2)\nparams: amira@example.test,+966501234567', { cause }), {
      query: 'insert into "users" ("email", "phone") values ($1, $2)',
      params: ['amira@example.test', '+966501234567'],
    });
    const safe = safeError(error);
    expect(safe).toEqual({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email", "phone") values ($1, $2)',
      stack: expect.stringMatching(/^\s+at /),
      cause: { type: 'Error', message: 'duplicate key value violates unique constraint "users_email_lower_idx"', code: '23505', constraint: 'users_email_lower_idx', stack: expect.any(String) },
    });
    expect(JSON.stringify(safe)).not.toMatch(/amira|966501234567/);
  });

  it('cuts values out of messages', () => {
    expect(scrubMessage('invalid input syntax for type uuid: "amira@example.test"')).toBe('invalid input syntax for type uuid: "[value]"');
    expect(scrubMessage('Key (email)=(amira@example.test) already exists.')).toBe('Key (email)=([value]) already exists.');
    expect(scrubMessage('refused +966 50 123 4567 and amira@example.test')).toBe('refused [number] and [email]');
  });
});
