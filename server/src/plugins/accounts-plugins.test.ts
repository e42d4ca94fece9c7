import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import { appMeta } from '../db/schema';
import { JWT_SECRET_KEY } from '../http/tokens';
import { createTestApp } from '../test/app';
import { get, signUp } from '../test/accounts';
import { composeMail, escapeHtml } from './mail';
import { tokenFromHeader } from './auth';

describe('accounts configuration', () => {
  it('has defaults for every account variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Khibra <no-reply@khibra.local>',
      contactEmail: 'support@khibra.local',
      approval: 'auto',
      rateLimitPerMinute: 30,
      loginMaxFailures: 5,
      addressMailsPerHour: 5,
      recaptchaVerifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
  });

  it('names the variable that has a wrong value', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(new ConfigError('JWT_SECRET', 'must be at least 32 characters long'));
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.test' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'help desk' })).toThrow(/CONTACT_EMAIL/);
    expect(() => loadConfig({ APPROVAL: 'sometimes' })).toThrow(/APPROVAL must be one of auto, email, manual/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ LOGIN_MAX_FAILURES: '-1' })).toThrow(/LOGIN_MAX_FAILURES/);
    expect(() => loadConfig({ ADDRESS_MAILS_PER_HOUR: 'x' })).toThrow(/ADDRESS_MAILS_PER_HOUR/);
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: 'ftp://x' })).toThrow(/RECAPTCHA_VERIFY_URL/);
  });

  it('accepts a named sender and smtps', () => {
    const config = loadConfig({ MAIL_FROM: 'Khibra Team <team@khibra.example>', SMTP_URL: 'smtps://user:pass@mail.example.test:465', APPROVAL: 'manual' });
    expect(config.mailFrom).toBe('Khibra Team <team@khibra.example>');
    expect(config.smtpUrl).toBe('smtps://user:pass@mail.example.test:465');
    expect(config.approval).toBe('manual');
  });
});

describe('tokens', () => {
  it('reads the raw Authorization value, with or without "Bearer "', () => {
    expect(tokenFromHeader('abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromHeader('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromHeader('bearer  abc')).toBe('abc');
    expect(tokenFromHeader('')).toBeUndefined();
    expect(tokenFromHeader(undefined)).toBeUndefined();
  });

  it('generates the secret once, in the database: another instance on it (its own data directory) accepts the same sessions', async () => {
    const first = await createTestApp();
    const { token } = await signUp(first.app);
    const [row] = await first.database.db.select().from(appMeta).where(eq(appMeta.key, JWT_SECRET_KEY));
    expect(row.value.length).toBeGreaterThanOrEqual(43);
    await expect(fs.stat(path.join(first.config.dataDir, 'jwt-secret'))).rejects.toThrow(/ENOENT/);

    // A second instance, as on another port: its own DATA_DIR, the same database, no JWT_SECRET.
    const { buildApp } = await import('../app');
    const second = await buildApp({ ...first.config, dataDir: `${first.config.dataDir}-second` }, { database: first.database });
    try {
      expect((await get(second, '/user/myprofile', token)).statusCode).toBe(200);
      expect((await get(second, '/user/myprofile', `${token.slice(0, -2)}xx`)).statusCode).toBe(401);
    } finally {
      await second.close();
      await first.close();
      await fs.rm(`${first.config.dataDir}-second`, { recursive: true, force: true });
    }
  });

  it('offers a secret already kept under the data directory (the sessions it signed stay valid)', async () => {
    const dataDir = path.join(process.cwd(), '.tmp', 'test-data', `secret-${process.pid}-${Date.now()}`);
    await fs.mkdir(dataDir, { recursive: true });
    const kept = 'k'.repeat(64);
    await fs.writeFile(path.join(dataDir, 'jwt-secret'), `${kept}\n`, { mode: 0o600 });
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      const [row] = await t.database.db.select().from(appMeta).where(eq(appMeta.key, JWT_SECRET_KEY));
      expect(row.value).toBe(kept);
    } finally {
      await t.close();
    }
  });

  it('uses JWT_SECRET when set and writes no secret file', async () => {
    const t = await createTestApp({ JWT_SECRET: 'x'.repeat(40) });
    try {
      const { token } = await signUp(t.app);
      expect((await get(t.app, '/user/myprofile', token)).statusCode).toBe(200);
      await expect(fs.stat(path.join(t.config.dataDir, 'jwt-secret'))).rejects.toThrow(/ENOENT/);
    } finally {
      await t.close();
    }
  });
});

describe('mail', () => {
  it('escapes user input in the HTML part', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = composeMail(['Hi <b>you</b>', { href: 'https://example.test/?a=1&b=2', label: 'Open <this>' }]);
    expect(mail.html).toContain('<p>Hi &lt;b&gt;you&lt;/b&gt;</p>');
    expect(mail.html).toContain('<a href="https://example.test/?a=1&amp;b=2">Open &lt;this&gt;</a>');
    expect(mail.text).toContain('Hi <b>you</b>');
    expect(mail.text).toContain('https://example.test/?a=1&b=2');
    expect(mail.links).toEqual(['https://example.test/?a=1&b=2']);
  });

  it('sends through SMTP_URL when set, and writes no outbox', async () => {
    // A minimal SMTP server that records one conversation.
    const received: string[] = [];
    const server = net.createServer((socket) => {
      let inData = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let end: number;
        while ((end = buffer.indexOf('\r\n')) !== -1) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (inData) {
            if (line === '.') {
              inData = false;
              socket.write('250 queued\r\n');
            } else received.push(line);
            continue;
          }
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Khibra <hello@khibra.example>' });
    try {
      expect(t.app.mailer.outboxDir).toBeNull();
      const { email } = await signUp(t.app);
      await t.app.jobs.drain();
      const message = received.join('\n');
      expect(message).toContain(`To: ${email}`);
      expect(message).toContain('From: Khibra <hello@khibra.example>');
      expect(message).toMatch(/Subject: Verify your e-mail address/);
      await expect(fs.stat(path.join(t.config.dataDir, 'outbox'))).rejects.toThrow(/ENOENT/);
    } finally {
      await t.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
