// SQLite copies the write-ahead log back into the database file (a checkpoint) by itself, at the commit that takes
// the log past 1,000 pages, on the committing connection: for the API that is the event loop, and the copy and its
// file syncs took 36–44 ms on this machine, a stall every request waited for (the write paths' p99). So the API's
// connection never checkpoints (wal_autocheckpoint = 0), and a worker thread with a connection of its own does it
// every second instead. PASSIVE: it never waits for a reader or a writer, and it does nothing when the log holds
// nothing new. A checkpoint is no commit: data_version and the WAL-index header's commit counter stay as they are,
// so the read cache keeps its entries (wal-commits.ts). docs/decisions/0005-budgets.md has the figures.
import { Worker } from 'node:worker_threads';
import type { DatabaseSync } from 'node:sqlite';

export const CHECKPOINT_INTERVAL_MS = 1000;

// CommonJS, evaluated as the worker's whole script: no file to find at run time, nothing to type-strip.
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
const database = new DatabaseSync(workerData.path);
database.exec('PRAGMA busy_timeout = 5000');
const checkpoint = () => {
  try {
    database.exec('PRAGMA wal_checkpoint(PASSIVE)');
  } catch {
    // Busy past the timeout: the next round tries again.
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message === 'checkpoint') {
    checkpoint();
    parentPort.postMessage('checkpointed');
    return;
  }
  clearInterval(timer);
  checkpoint();
  database.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** One checkpoint now, resolved when it is done (tests). */
  checkpointNow(): Promise<void>;
  /** A last checkpoint, then the worker's connection closes; the API's connection checkpoints by itself again. */
  stop(): Promise<void>;
}

/** Moves the checkpoints of `database` (a file in WAL mode) to a worker thread; null for a database it cannot serve. */
export function checkpointInBackground(database: DatabaseSync, intervalMs: number = CHECKPOINT_INTERVAL_MS): WalCheckpointer | null {
  const path = database.location();
  if (!path) return null;
  const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { path, intervalMs } });
  // A CLI or a test with nothing else to do is not kept alive by its checkpointer.
  worker.unref();
  database.exec('PRAGMA wal_autocheckpoint = 0');
  let running = true;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // Should the worker ever fail, the connection checkpoints by itself again: the log must not grow without end.
  const fallBack = () => {
    running = false;
    if (database.isOpen) database.exec('PRAGMA wal_autocheckpoint = 1000');
  };
  worker.once('error', fallBack);
  worker.once('exit', fallBack);
  return {
    checkpointNow() {
      if (!running) return Promise.resolve();
      worker.ref();
      return new Promise((resolve) => {
        worker.once('message', () => {
          worker.unref();
          resolve();
        });
        worker.postMessage('checkpoint');
      });
    },
    async stop() {
      // Held open until the worker has closed its connection (unref'd, it would not keep the process waiting).
      worker.ref();
      if (running) worker.postMessage('stop');
      await exited;
    },
  };
}
