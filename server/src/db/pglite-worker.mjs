// The embedded database in a thread of its own (db/client.ts, PgliteWorkerClient):
// PGlite runs each query synchronously in WebAssembly, so on the server's main
// thread one slow search stalled every request, even those that never touch the
// database. Plain JavaScript, so that the server (tsx or its esbuild bundle),
// the admin CLI and Jest can all start it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/** Drizzle's parsers (drizzle-orm/pglite/session.js): dates, times and intervals stay the strings PostgreSQL sent. */
const keepText = (value) => value;
const DRIZZLE_PARSERS = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]));

/** An error as a plain object: the driver's fields (code, constraint, detail…) survive the trip. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const plain = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  return plain;
}

const { dataDir, template } = workerData;
let db;
try {
  db = await PGlite.create(dataDir, { extensions: { pg_trgm, btree_gist }, loadDataDir: template ? new Blob([template]) : undefined });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
  process.exit(1);
}

/** Open transactions by the id of the message that began them. */
const transactions = new Map();

/** Begins a transaction that stays open (holding the database) until a commit or a rollback message for it. */
function begin(id) {
  return new Promise((resolve, reject) => {
    const record = { tx: undefined, end: undefined, done: undefined };
    const ended = new Promise((commit, rollback) => (record.end = { commit, rollback }));
    record.done = db.transaction(async (tx) => {
      record.tx = tx;
      transactions.set(id, record);
      resolve(undefined);
      await ended;
    });
    record.done.then(
      () => transactions.delete(id),
      (error) => {
        transactions.delete(id);
        // Failed before it began; once begun, the commit or rollback message hears of it.
        if (!record.tx) reject(error);
      },
    );
  });
}

async function finish(txId, commit) {
  const open = transactions.get(txId);
  if (!open) throw new Error(`No open transaction ${txId}`);
  if (commit) open.end.commit();
  else open.end.rollback(new Error('rolled back'));
  try {
    await open.done;
  } catch (error) {
    if (commit) throw error;
  }
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
      if (!target) throw new Error(`No open transaction ${message.tx}`);
      return target.query(message.sql, message.params, { rowMode: message.rowMode, ...(message.drizzleParsers ? { parsers: DRIZZLE_PARSERS } : {}) });
    }
    case 'begin':
      return begin(message.id);
    case 'commit':
      return finish(message.tx, true);
    case 'rollback':
      return finish(message.tx, false);
    case 'close':
      await db.close();
      return undefined;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
