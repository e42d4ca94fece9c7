import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { COMMANDS_PATH, ENDPOINT_FILE, type CommandAnswer, type CommandRequest, type EndpointRecord } from './endpoint';

/** How long the command line waits for the running server to take the connection before giving up on it. */
const CONNECT_TIMEOUT_MS = 3_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The command endpoint of the server that runs on `dataDir` (cli/endpoint.ts), or undefined when there is none:
 * no record, or one left by a process that is gone (then the command line opens the database itself). A record
 * this system user may not read is an error: the server may hold the database, so the command must not open it.
 */
export async function runningServer(dataDir: string): Promise<EndpointRecord | undefined> {
  const file = path.join(dataDir, ENDPOINT_FILE);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`A server may run on ${dataDir}, but ${file} cannot be read (${(error as Error).message}): run npm run admin as the server's system user.`, { cause: error });
  }
  let record: Partial<EndpointRecord>;
  try {
    record = JSON.parse(text) as Partial<EndpointRecord>;
  } catch {
    return undefined;
  }
  const { url, token, pid } = record;
  if (typeof url !== 'string' || typeof token !== 'string' || typeof pid !== 'number') return undefined;
  // The credential goes to the loopback address only.
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(url)) return undefined;
  return isAlive(pid) ? { url, token, pid } : undefined;
}

/**
 * Sends one command to the running server and answers what it printed, wrote and failed with; 'not listening'
 * when nothing takes the connection (the server has just stopped), so the command line may run it itself.
 * A command once sent is never run a second time: any later failure is an error.
 */
export function sendCommand(server: EndpointRecord, request: CommandRequest): Promise<CommandAnswer | 'not listening'> {
  const body = JSON.stringify(request);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${COMMANDS_PATH}`,
      { method: 'POST', agent: false, headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          let answer: Partial<CommandAnswer> & { error?: string };
          try {
            answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<CommandAnswer>;
          } catch {
            return reject(new Error(`The running server (process ${server.pid}) answered ${res.statusCode} without a result.`));
          }
          if (res.statusCode !== 200) return reject(new Error(`The running server (process ${server.pid}) refused the command: ${answer.error ?? res.statusCode}`));
          resolve({ lines: answer.lines ?? [], files: answer.files ?? [], ...(answer.error === undefined ? {} : { error: answer.error }) });
        });
      },
    );
    const connecting = setTimeout(() => req.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })), CONNECT_TIMEOUT_MS);
    req.on('socket', (socket) => socket.once('connect', () => clearTimeout(connecting)));
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(connecting);
      if (error.code === 'ECONNREFUSED') resolve('not listening');
      else if (error.code === 'ETIMEDOUT') reject(new Error(`The running server (process ${server.pid}) does not answer. Try again, or stop it to run the command without it.`));
      else reject(error);
    });
    req.end(body);
  });
}
