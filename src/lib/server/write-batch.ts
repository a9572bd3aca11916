/**
 * Group commit for request writes. With synchronous=FULL every COMMIT waits for the disk, so the
 * writes of the requests that arrive together share one: each runs in its own savepoint inside one
 * immediate transaction (a write that throws, such as a 409 or a 429, rolls back alone and its caller
 * gets the error), and every caller's promise settles only after the COMMIT has returned, so an
 * acknowledged write is on disk. A lone write is simply one transaction.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from './db';

/** Most writes that share one commit, so one batch never holds the event loop for long. */
export const MAX_WRITES_PER_COMMIT = 64;

interface Job {
  work: (db: Db) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

interface Writer {
  queue: Job[];
  begin: Statement;
  savepoint: Statement;
  release: Statement;
  rollbackTo: Statement;
  commit: Statement;
  rollback: Statement;
}

const writers = new WeakMap<Db, Writer>();

function writerOf(db: Db): Writer {
  let writer = writers.get(db);
  if (!writer) {
    const sql = (text: string) => db.$client.prepare(text);
    writer = {
      queue: [],
      begin: sql('BEGIN IMMEDIATE'),
      savepoint: sql('SAVEPOINT request_write'),
      release: sql('RELEASE request_write'),
      rollbackTo: sql('ROLLBACK TO request_write'),
      commit: sql('COMMIT'),
      rollback: sql('ROLLBACK'),
    };
    writers.set(db, writer);
  }
  return writer;
}

/**
 * Runs `work` (synchronous: every read and write it makes on `db` is part of the shared transaction)
 * and resolves with its result once committed; rejects with what `work` threw (its writes undone), or
 * with the storage error when the commit itself failed (then nothing of the batch was stored).
 */
export function commitWrite<T>(db: Db, work: (db: Db) => T): Promise<T> {
  const writer = writerOf(db);
  return new Promise<T>((resolve, reject) => {
    writer.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    // The writes of requests that arrive before the next turn of the event loop join this batch.
    if (writer.queue.length === 1) setImmediate(() => flush(db, writer));
  });
}

function flush(db: Db, writer: Writer): void {
  const batch = writer.queue.splice(0, MAX_WRITES_PER_COMMIT);
  if (writer.queue.length > 0) setImmediate(() => flush(db, writer));
  const client = db.$client;
  const done: { job: Job; value: unknown }[] = [];
  const settled = new Set<Job>();
  try {
    writer.begin.run();
    for (const job of batch) {
      writer.savepoint.run();
      try {
        const value = job.work(db);
        // An async step would run after the commit, outside the transaction it belongs to.
        if (value instanceof Promise) throw new TypeError('commitWrite needs synchronous work');
        writer.release.run();
        done.push({ job, value });
      } catch (error) {
        // SQLite itself ended the transaction (a full disk, an I/O error): the whole batch is lost.
        if (!client.inTransaction) throw error;
        writer.rollbackTo.run();
        writer.release.run();
        settled.add(job);
        job.reject(error);
      }
    }
    // A batch of refusals only is rolled back: committing it would still cost a write to the disk.
    if (done.length > 0) writer.commit.run();
    else writer.rollback.run();
  } catch (error) {
    try {
      if (client.inTransaction) writer.rollback.run();
    } catch {
      // SQLite already ended the transaction; the callers below hear the first error.
    }
    for (const job of batch) if (!settled.has(job)) job.reject(error);
    return;
  }
  for (const { job, value } of done) job.resolve(value);
}
