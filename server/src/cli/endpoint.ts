import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { commandLineActor } from '../modules/audit/record';
import type { CliEnv } from './command';
import { adminCommands } from './commands';

/**
 * The running server's side of `npm run admin`: the server owns the commands, so they run beside it on either
 * database (the embedded one serves a single process). At start it listens on a port of its own on 127.0.0.1
 * only (never the public address), with a random credential made at each start, and writes both to
 * DATA_DIR/admin-endpoint.json (mode 0600: readable by the server's system user alone). The command line reads
 * that file, sends the command, and prints the answer; when no server answers it runs the command itself
 * (cli/admin.ts). A request without the credential, with a wrong one, or from another address runs nothing.
 */
export const ENDPOINT_FILE = 'admin-endpoint.json';
export const COMMANDS_PATH = '/commands';
/** The largest command the endpoint takes (a content import carries its file). */
const BODY_LIMIT = 16 * 1024 * 1024;

/** What DATA_DIR/admin-endpoint.json holds. */
export interface EndpointRecord {
  url: string;
  token: string;
  /** The server's process: a record left by a server that is gone is not used. */
  pid: number;
}

/** POST /commands: the command line's words, the files the command reads (name → text) and who typed it. */
export interface CommandRequest {
  command: string;
  args: string[];
  files: Record<string, string>;
  user: string;
}

/** The command's output lines, the files it writes on the command line's side, and its error message if it failed. */
export interface CommandAnswer {
  lines: string[];
  files: { file: string; text: string }[];
  error?: string;
}

export interface CommandEndpoint {
  url: string;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

const isLoopback = (address: string | undefined) => !!address && (address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.'));

/** The system user name the command line sends: one short line, or 'unknown'. */
const systemUser = (value: unknown) => (typeof value === 'string' && /^[\w.@-]{1,64}$/.test(value) ? value : 'unknown');

function isCommandRequest(body: unknown): body is CommandRequest {
  if (typeof body !== 'object' || body === null) return false;
  const { command, args, files } = body as Partial<CommandRequest>;
  return (
    typeof command === 'string' &&
    Array.isArray(args) &&
    args.every((arg) => typeof arg === 'string') &&
    typeof files === 'object' &&
    files !== null &&
    Object.values(files).every((text) => typeof text === 'string')
  );
}

function send(res: http.ServerResponse, status: number, body: CommandAnswer | { error: string }): void {
  // One command per connection: nothing stays open between two commands.
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', connection: 'close' });
  res.end(JSON.stringify(body));
}

/** The request's body, or undefined past BODY_LIMIT. */
async function readBody(req: http.IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Runs one command on the server's database, its output collected for the answer. */
async function runCommand(app: FastifyInstance, request: CommandRequest): Promise<CommandAnswer | undefined> {
  const answer: CommandAnswer = { lines: [], files: [] };
  const env: CliEnv = {
    // The server's database stays open: the command's close is a no-op.
    open: async () => ({ database: { ...app.database, close: async () => undefined }, config: app.config }),
    print: (line) => answer.lines.push(line),
    actor: commandLineActor(systemUser(request.user)),
    files: {
      read: async (file) => {
        const text = request.files[file];
        if (text === undefined) throw new Error(`${file} was not sent with the command`);
        return text;
      },
      write: async (file, text) => void answer.files.push({ file, text }),
    },
  };
  const commands = adminCommands(env);
  const command = Object.hasOwn(commands, request.command) ? commands[request.command] : undefined;
  if (!command) return undefined;
  try {
    await command.run(request.args);
    app.log.info({ command: request.command }, 'ran a command of npm run admin');
  } catch (error) {
    answer.error = error instanceof Error ? error.message : String(error);
    app.log.info({ command: request.command }, 'a command of npm run admin failed');
  }
  // What the command changed shows at once: the visitor cache starts over, and mail queued again goes now.
  app.visitorCache.clear();
  app.jobs.kick();
  return answer;
}

async function handle(app: FastifyInstance, expected: Buffer, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (!isLoopback(req.socket.remoteAddress) || req.method !== 'POST' || req.url !== COMMANDS_PATH) return send(res, 404, { error: 'Not found.' });
  const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!given || !timingSafeEqual(digest(given), expected)) return send(res, 401, { error: `Wrong or missing credential (${ENDPOINT_FILE}).` });
  const text = await readBody(req);
  if (text === undefined) return send(res, 413, { error: 'The command is too large.' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return send(res, 400, { error: 'The command is not valid JSON.' });
  }
  if (!isCommandRequest(body)) return send(res, 400, { error: 'Expected { command, args, files, user }.' });
  const answer = await runCommand(app, body);
  if (!answer) return send(res, 400, { error: `Unknown command: ${body.command}` });
  send(res, 200, answer);
}

/** Writes the record readable by this system user only: a new file (mode 0600) renamed over any old one. */
async function writeRecord(file: string, record: EndpointRecord): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(temporary, JSON.stringify(record), { mode: 0o600, flag: 'wx' });
  await fs.rename(temporary, file);
}

/** Removes the record if it is still this server's (another server on the same directory may have written its own since). */
async function removeRecord(file: string, token: string): Promise<void> {
  try {
    const record = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<EndpointRecord>;
    if (record.token === token) await fs.rm(file, { force: true });
  } catch {
    // Gone already, or not ours to read.
  }
}

/** Opens the command endpoint of a listening app (main.ts) and records it in the data directory. */
export async function openCommandEndpoint(app: FastifyInstance): Promise<CommandEndpoint> {
  const token = randomBytes(32).toString('base64url');
  const expected = digest(token);
  const server = http.createServer({ requestTimeout: 60_000, headersTimeout: 10_000 }, (req, res) => {
    handle(app, expected, req, res).catch((error: unknown) => {
      app.log.error({ err: error }, 'the command endpoint failed');
      if (!res.headersSent) send(res, 500, { error: 'The server could not run the command.' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const file = path.join(app.config.dataDir, ENDPOINT_FILE);
  try {
    await writeRecord(file, { url, token, pid: process.pid });
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    url,
    close: async () => {
      await removeRecord(file, token);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}
