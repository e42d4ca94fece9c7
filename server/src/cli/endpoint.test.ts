import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { auditLog, reviews, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { API, get, logIn, signUp } from '../test/accounts';
import { auditOf, testCli } from '../test/cli';
import { createFreelancer, createMember } from '../test/freelancers';
import type { CliEnv } from './command';
import { ENDPOINT_FILE, openCommandEndpoint, type CommandEndpoint, type EndpointRecord } from './endpoint';
import { commandLineEnv, runAdmin } from './run';

/**
 * `npm run admin` beside the running server, in-process: the server's command endpoint (cli/endpoint.ts) and the
 * command line's side (cli/run.ts) on one test app. The real processes: cli/beside-server.test.ts.
 */

/** The command line's environment when the database must not be opened: the command has to run in the server. */
function serverOnly(lines: string[], files: Map<string, string> = new Map()): CliEnv {
  return {
    open: () => Promise.reject(new Error('the command line opened the database itself')),
    print: (line) => lines.push(line),
    actor: { id: null, label: 'command line (not the server)' },
    files: {
      read: async (file) => {
        const text = files.get(file);
        if (text === undefined) throw new Error(`ENOENT: ${file}`);
        return text;
      },
      write: async (file, text) => void files.set(file, text),
    },
  };
}

describe('npm run admin beside the running server', () => {
  let t: TestApp;
  let endpoint: CommandEndpoint;
  const recordFile = () => path.join(t.config.dataDir, ENDPOINT_FILE);
  const record = () => JSON.parse(fs.readFileSync(recordFile(), 'utf8')) as EndpointRecord;
  const admin = (argv: string[], env: CliEnv, user = 'operator') => runAdmin(argv, env, () => t.config.dataDir, user);
  const entriesAbout = (itemId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.itemId, itemId)).orderBy(desc(auditLog.createdAt));
  const userOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  beforeAll(async () => {
    t = await createTestApp({ APPROVAL: 'manual' });
    endpoint = await openCommandEndpoint(t.app);
  });
  afterAll(async () => {
    await endpoint.close();
    await t.close();
  });

  it('records a loopback address and a credential in the data directory, readable by the server user alone', () => {
    const { url, token, pid } = record();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).toBe(endpoint.url);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(pid).toBe(process.pid);
    if (process.platform !== 'win32') expect(fs.statSync(recordFile()).mode & 0o777).toBe(0o600);
  });

  it('runs a command in the server: its effect shows through the API at once, with its audit entry in the log', async () => {
    const member = await signUp(t.app);
    expect((await logIn(t.app, member.email, member.password)).statusCode).toBe(400);
    const lines: string[] = [];
    expect(await admin(['approve-user', member.email], serverOnly(lines), 'samira')).toBe(0);
    expect(lines).toEqual([`Approved ${member.email}.`]);
    expect((await logIn(t.app, member.email, member.password)).statusCode).toBe(200);
    const user = await userOf(member.email);
    expect(await entriesAbout(user.id)).toMatchObject([{ actorId: null, actorLabel: 'command line (samira)', action: 'approveUser', itemKind: 'user' }]);
  });

  it('gives and takes the operator roles, each change on record', async () => {
    const member = await signUp(t.app);
    const lines: string[] = [];
    await admin(['make-moderator', member.email], serverOnly(lines));
    // An operator is approved as well: the account signs in.
    const token = ((await logIn(t.app, member.email, member.password)).json() as { data: { token: string } }).data.token;
    const role = async () => ((await get(t.app, '/user/myprofile', token)).json() as { data: { operatorRole: unknown } }).data.operatorRole;
    expect(await role()).toBe('moderator');
    await admin(['make-admin', member.email], serverOnly(lines));
    expect(await role()).toBe('admin');
    await admin(['remove-role', member.email], serverOnly(lines));
    expect(await role()).toBeNull();
    expect(lines).toEqual([`${member.email} is now a moderator.`, `${member.email} is now an administrator.`, `${member.email} is now neither an administrator nor a moderator.`]);
    const user = await userOf(member.email);
    const changes = (await entriesAbout(user.id)).reverse().map((entry) => [entry.action, entry.details]);
    expect(changes).toEqual([
      ['changeRole', { from: null, to: 'moderator' }],
      ['changeRole', { from: 'moderator', to: 'admin' }],
      ['changeRole', { from: 'admin', to: null }],
    ]);
    await expect(admin(['make-moderator', 'nobody@example.test'], serverOnly([]))).rejects.toThrow('No such user.');
  });

  it("reads and writes files on the command line's side (content export and import)", async () => {
    const files = new Map<string, string>();
    const lines: string[] = [];
    await admin(['content', 'export', 'site.json'], serverOnly(lines, files));
    const content = JSON.parse(files.get('site.json')!) as { en: { title: string }; ar: unknown };
    content.en.title = 'Khibra, from the command line';
    files.set('site.json', JSON.stringify(content));
    await admin(['content', 'import', 'site.json'], serverOnly(lines, files));
    expect(lines).toEqual(['content written to site.json', 'content imported from site.json']);
    expect(((await get(t.app, '/unauth/getcms')).json() as { data: { title: string } }).data.title).toBe('Khibra, from the command line');
    expect(await entriesAbout('cms')).toMatchObject([{ action: 'editContent', itemKind: 'content', details: { file: 'site.json' } }]);
    // A file the command line cannot read stops the command before it is sent.
    await expect(admin(['content', 'import', 'missing.json'], serverOnly(lines, files))).rejects.toThrow('ENOENT');
  });

  it('approves a freelancer profile, on record', async () => {
    const freelancer = await createFreelancer(t);
    const lines: string[] = [];
    await admin(['approve-freelancer', freelancer.user.email], serverOnly(lines));
    expect(lines).toEqual([`approved the freelancer profile ${freelancer.id} of ${freelancer.user.email}`]);
    expect(((await get(t.app, `/unauth/freelancer/${freelancer.id}`)).json() as { data: { id: string } }).data.id).toBe(freelancer.id);
    expect(await auditOf(t, freelancer.id)).toEqual([{ actorLabel: 'command line (operator)', action: 'approveFreelancer', itemKind: 'freelancer', reason: '' }]);
  });

  it('hides a review with a note and shows it again, both on record with the note', async () => {
    const freelancer = await createFreelancer(t);
    const author = await createMember(t);
    const [review] = await t.database.db
      .insert(reviews)
      .values({ authorId: author.user.id, subjectUserId: freelancer.user.id, freelancerId: freelancer.id, reviewedRole: 'freelancer', rating: 1, text: 'Never showed up, twice.', language: 'en', publishedAt: new Date(Date.now() - 60_000) })
      .returning();
    const lines: string[] = [];
    await admin(['hide-review', review.id, 'Reported', 'as', 'false.'], serverOnly(lines));
    const [hidden] = await t.database.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect([hidden.hiddenAt !== null, hidden.hiddenNote]).toEqual([true, 'Reported as false.']);
    await admin(['show-review', review.id], serverOnly(lines));
    expect((await t.database.db.select().from(reviews).where(eq(reviews.id, review.id)))[0].hiddenAt).toBeNull();
    expect(lines).toEqual([`hid review ${review.id}`, `review ${review.id} shows again`]);
    expect(await auditOf(t, review.id)).toEqual([
      { actorLabel: 'command line (operator)', action: 'hideContent', itemKind: 'review', reason: 'Reported as false.' },
      { actorLabel: 'command line (operator)', action: 'restoreContent', itemKind: 'review', reason: '' },
    ]);
    await expect(admin(['hide-review', '00000000-0000-4000-8000-000000000000', 'note'], serverOnly([]))).rejects.toThrow('no review 00000000-0000-4000-8000-000000000000');
  });

  it('answers a failing command with its message and exit code, and the same lines as without a server', async () => {
    const member = await signUp(t.app, { firstName: 'Pending', lastName: 'Person' });
    const viaServer: string[] = [];
    await admin(['list-pending'], serverOnly(viaServer));
    expect(viaServer.some((line) => line.startsWith(`${member.email}\tPending Person\t`))).toBe(true);
    await expect(admin(['approve-user'], serverOnly([]))).rejects.toThrow('Usage: npm run admin -- approve-user EMAIL');

    // Without the record (no server on this data directory), the command line opens the database itself.
    const saved = fs.readFileSync(recordFile());
    fs.rmSync(recordFile());
    try {
      const alone: string[] = [];
      await admin(['list-pending'], testCli(t, alone));
      expect(alone).toEqual(viaServer);
      await expect(admin(['list-pending'], serverOnly([]))).rejects.toThrow('the command line opened the database itself');
      // A record left by a process that is gone is not used either.
      fs.writeFileSync(recordFile(), JSON.stringify({ ...(JSON.parse(saved.toString()) as EndpointRecord), pid: 2 ** 22 + 1 }));
      await expect(admin(['list-pending'], serverOnly([]))).rejects.toThrow('the command line opened the database itself');
    } finally {
      fs.writeFileSync(recordFile(), saved, { mode: 0o600 });
    }
  });

  it('runs nothing without the credential, with a wrong one, on another path, or from the public side', async () => {
    const member = await signUp(t.app);
    const { url, token } = record();
    const body = JSON.stringify({ command: 'approve-user', args: [member.email], files: {}, user: 'mallory' });
    const call = (init: { path?: string; method?: string; authorization?: string }) =>
      fetch(`${url}${init.path ?? '/commands'}`, {
        method: init.method ?? 'POST',
        headers: { 'content-type': 'application/json', ...(init.authorization ? { authorization: init.authorization } : {}) },
        ...((init.method ?? 'POST') === 'POST' ? { body } : {}),
      });
    expect((await call({})).status).toBe(401);
    expect((await call({ authorization: `Bearer ${token.slice(0, -2)}xx` })).status).toBe(401);
    expect((await call({ authorization: token })).status).toBe(401);
    expect((await call({ authorization: 'Bearer ' })).status).toBe(401);
    expect((await call({ path: '/commands/', authorization: `Bearer ${token}` })).status).toBe(404);
    expect((await call({ method: 'GET', authorization: `Bearer ${token}` })).status).toBe(404);
    // The public server has no such path, with or without the credential.
    for (const at of ['/commands', `${API}/commands`, '/admin/commands']) {
      const res = await t.app.inject({ method: 'POST', url: at, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: body });
      expect([at, res.statusCode]).toEqual([at, 404]);
    }
    expect((await userOf(member.email)).approved).toBe(false);
    expect(await entriesAbout((await userOf(member.email)).id)).toEqual([]);

    // With it, a malformed or unknown command is refused and runs nothing either.
    const withToken = (payload: string) => fetch(`${url}/commands`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: payload });
    expect((await withToken('{')).status).toBe(400);
    expect((await withToken(JSON.stringify({ command: 'approve-user', args: 'x' }))).status).toBe(400);
    const unknown = await withToken(JSON.stringify({ command: 'drop-everything', args: [], files: {}, user: 'x' }));
    expect([unknown.status, await unknown.json()]).toEqual([400, { error: 'Unknown command: drop-everything' }]);
    const approved = await withToken(body);
    expect([approved.status, await approved.json()]).toEqual([200, { lines: [`Approved ${member.email}.`], files: [] }]);
  });

  it('writes no change without its audit entry: both are one transaction', async () => {
    const member = await signUp(t.app);
    // An actor the audit log cannot store (no label) makes the entry fail after the approval was written.
    const broken: CliEnv = { ...testCli(t, []), actor: { id: null, label: null as unknown as string } };
    const before = record();
    fs.rmSync(recordFile());
    try {
      await expect(admin(['approve-user', member.email], broken)).rejects.toThrow();
    } finally {
      fs.writeFileSync(recordFile(), JSON.stringify(before), { mode: 0o600 });
    }
    expect((await userOf(member.email)).approved).toBe(false);
  });

  it('removes its record when it closes', async () => {
    const second = await openCommandEndpoint(t.app);
    expect(record().url).toBe(second.url);
    await second.close();
    expect(fs.existsSync(recordFile())).toBe(false);
    // The first endpoint's record was replaced; it closes without removing another's.
    fs.writeFileSync(recordFile(), JSON.stringify({ url: 'http://127.0.0.1:1', token: 'other', pid: process.pid }), { mode: 0o600 });
    await endpoint.close();
    expect(fs.existsSync(recordFile())).toBe(true);
    endpoint = await openCommandEndpoint(t.app);
  });

  it('refuses to make a new embedded database when no server runs: the data directory is not the server’s', async () => {
    const dataDir = path.join(t.config.dataDir, 'not-the-servers');
    const env = commandLineEnv(() => ({ ...t.config, databaseUrl: undefined, dataDir, pgliteDir: path.join(dataDir, 'pglite') }), 'operator');
    await expect(runAdmin(['db-status'], env, () => dataDir, 'operator')).rejects.toThrow(`No server runs on ${dataDir} and it holds no database.`);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('does not open the database when a record exists that it cannot read (the server may hold it)', async () => {
    const dataDir = path.join(t.config.dataDir, 'unreadable');
    fs.mkdirSync(path.join(dataDir, ENDPOINT_FILE), { recursive: true });
    await expect(runAdmin(['db-status'], serverOnly([]), () => dataDir, 'operator')).rejects.toThrow(`A server may run on ${dataDir}, but ${path.join(dataDir, ENDPOINT_FILE)} cannot be read`);
  });
});
