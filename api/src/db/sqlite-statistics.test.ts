// The planner's statistics follow the data: refreshed when the database opens and periodically while it runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './connect.ts';
import { keepStatisticsFresh } from './sqlite-statistics.ts';

let dataDir: string;
beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'roadmap-statistics-'))));
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** A table analysed at `analysed` rows that has since grown to `rows`. */
function grownTable(file: string, analysed: number, rows: number): DatabaseSync {
  const database = new DatabaseSync(file);
  database.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, kind INTEGER NOT NULL); CREATE INDEX items_kind ON items (kind)');
  const insert = database.prepare('INSERT INTO items (kind) VALUES (?)');
  const add = (count: number) => {
    database.exec('BEGIN');
    for (let i = 0; i < count; i++) insert.run(i % 7);
    database.exec('COMMIT');
  };
  add(analysed);
  database.exec('ANALYZE');
  add(rows - analysed);
  return database;
}

const statedRows = (database: DatabaseSync) =>
  (database.prepare("SELECT CAST(stat AS INTEGER) AS n FROM sqlite_stat1 WHERE idx = 'items_kind'").get() as { n: number }).n;

test('a database analysed while small is analysed again when the server opens it', async () => {
  const file = join(dataDir, 'roadmap.sqlite');
  grownTable(file, 20, 5_000).close();
  const opened = await openDatabase({ dataDir });
  try {
    const reader = new DatabaseSync(file);
    expect(statedRows(reader)).toBe(5_000);
    reader.close();
  } finally {
    await opened.close();
  }
});

test('a running connection refreshes what went stale at every interval', async () => {
  const database = grownTable(join(dataDir, 'items.sqlite'), 20, 20);
  const upkeep = keepStatisticsFresh(database, 20);
  try {
    // PRAGMA optimize looks at the tables this connection has used.
    database.prepare('SELECT count(*) FROM items WHERE kind = 3').get();
    const insert = database.prepare('INSERT INTO items (kind) VALUES (?)');
    database.exec('BEGIN');
    for (let i = 0; i < 5_000; i++) insert.run(i % 7);
    database.exec('COMMIT');
    expect(statedRows(database)).toBe(20);
    for (let waited = 0; statedRows(database) === 20 && waited < 2_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(statedRows(database)).toBe(5_020);
  } finally {
    upkeep.stop();
    database.close();
  }
});
