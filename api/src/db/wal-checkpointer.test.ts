// The API's connection never checkpoints; the worker does, on its timer and when asked, and hands the job back
// when it stops.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { checkpointInBackground } from './wal-checkpointer.ts';

let dir: string;
let database: DatabaseSync;
const file = () => join(dir, 'roadmap.sqlite');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wal-checkpointer-'));
  database = new DatabaseSync(file());
  database.exec('PRAGMA journal_mode = WAL');
  database.exec('PRAGMA synchronous = NORMAL');
  database.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
});

afterEach(() => {
  if (database.isOpen) database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** About 8 MB in 80 commits: twice the 1,000 pages at which SQLite would checkpoint by itself. */
function writeEightMegabytes(): void {
  const insert = database.prepare('INSERT INTO rows (text) VALUES (?)');
  for (let commit = 0; commit < 80; commit++) {
    database.exec('BEGIN');
    for (let row = 0; row < 25; row++) insert.run('x'.repeat(4000));
    database.exec('COMMIT');
  }
}

test('commits never checkpoint on the connection; the worker copies the log into the file when asked', async () => {
  const checkpointer = checkpointInBackground(database, 60_000)!;
  const before = statSync(file()).size;
  writeEightMegabytes();
  // Nothing reached the database file: every page is still in the log (SQLite alone would have copied them).
  expect(statSync(file()).size).toBe(before);
  expect(statSync(`${file()}-wal`).size).toBeGreaterThan(8_000_000);

  await checkpointer.checkpointNow();
  expect(statSync(file()).size).toBeGreaterThan(8_000_000);
  const reader = new DatabaseSync(file(), { readOnly: true });
  expect(reader.prepare('SELECT count(*) AS n FROM rows').get()).toEqual({ n: 2000 });
  reader.close();
  await checkpointer.stop();
});

test('the worker checkpoints on its timer', async () => {
  const checkpointer = checkpointInBackground(database, 50)!;
  writeEightMegabytes();
  let waited = 0;
  while (statSync(file()).size < 8_000_000 && waited < 10_000) {
    await sleep(50);
    waited += 50;
  }
  expect(statSync(file()).size).toBeGreaterThan(8_000_000);
  await checkpointer.stop();
});

test('after stop the connection checkpoints by itself again', async () => {
  const checkpointer = checkpointInBackground(database, 60_000)!;
  expect(database.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 0 });
  await checkpointer.stop();
  expect(database.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 1000 });
  const before = statSync(file()).size;
  writeEightMegabytes();
  expect(statSync(file()).size).toBeGreaterThan(before);
});

test('a database without a file has no checkpointer', () => {
  const memory = new DatabaseSync(':memory:');
  expect(checkpointInBackground(memory)).toBeNull();
  memory.close();
});
