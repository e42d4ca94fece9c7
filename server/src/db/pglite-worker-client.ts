import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/** Drizzle's parser set (drizzle-orm/pglite/session.js), which the worker applies itself: dates and intervals stay text. */
const DRIZZLE_PARSER_OIDS = '1082,1114,1115,1182,1184,1185,1186,1187,1231';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

export interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/**
 * The subset of PGlite that drizzle-orm/pglite and db/client.ts use (query,
 * transaction, close), answered by a PGlite in a worker thread
 * (pglite-worker.mjs): one slow query no longer stalls the server's main
 * thread. A transaction holds the database in the worker, as PGlite's own
 * does, until this side commits or rolls it back.
 */
export class PgliteWorkerClient implements PgliteQueryable {
  private nextId = 1;
  private waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private failure: Error | undefined;
  /** performance.now() of the worker's last answer. */
  private lastAnswer = -Infinity;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      this.lastAnswer = performance.now();
      const waiter = this.waiting.get(reply.id);
      if (!waiter) return;
      this.waiting.delete(reply.id);
      // Idle, the worker does not keep the process alive (a CLI that is done exits).
      if (this.waiting.size === 0) worker.unref();
      if (reply.error) waiter.reject(toError(reply.error));
      else waiter.resolve(reply.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database worker stopped (exit code ${code})`)));
  }

  /** Starts the worker and opens the database in it (dataDir undefined: in memory; template: a dump to start from). */
  static async start(workerFile: string, dataDir: string | undefined, template?: Blob): Promise<PgliteWorkerClient> {
    const bytes = template ? await template.arrayBuffer() : undefined;
    const worker = new Worker(workerFile, { workerData: { dataDir, template: bytes }, transferList: bytes ? [bytes] : [] });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The database worker stopped while opening (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: { ready: boolean; error?: Reply['error'] }) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.ready) resolve();
        else reject(toError(message.error ?? { message: 'The database worker failed to open the database' }));
      });
    });
    worker.unref();
    return new PgliteWorkerClient(worker);
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    const parsers = options.parsers ? Object.keys(options.parsers).sort().join(',') : undefined;
    // Functions cannot cross to the worker: it knows drizzle's one set of parsers, and refuses any other.
    if (parsers !== undefined && parsers !== DRIZZLE_PARSER_OIDS) return Promise.reject(new Error(`Unsupported PGlite parsers: ${parsers}`));
    return this.send({ op: 'query', sql, params, rowMode: options.rowMode, drizzleParsers: parsers !== undefined, tx });
  }

  async transaction<T>(fn: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    const tx = this.nextId;
    await this.send({ op: 'begin' });
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.query(sql, params, options, tx) });
    } catch (error) {
      await this.send({ op: 'rollback', tx });
      throw error;
    }
    await this.send({ op: 'commit', tx });
    return result;
  }

  /** Whether the database answered a query in the last `ms` milliseconds (and the worker has not failed since). */
  answeredWithin(ms: number): boolean {
    return this.failure === undefined && performance.now() - this.lastAnswer <= ms;
  }

  /** Closes the database, then stops the worker. */
  async close(): Promise<void> {
    if (!this.failure) await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}

function toError(plain: Record<string, unknown> & { message: string }): Error {
  const error = new Error(plain.message);
  Object.assign(error, plain);
  return error;
}
