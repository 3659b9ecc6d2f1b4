// The WAL-index header as the read cache's first look (wal-commits.ts): unchanged while nobody commits, changed by
// every commit of any connection, and a database without a header to watch falls back to data_version.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sqliteDatabaseForKysely } from './sqlite-adapter.ts';
import { watchWalCommits } from './wal-commits.ts';

const folder = mkdtempSync(join(tmpdir(), 'roadmap-wal-commits-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function database(name: string, journalMode: 'WAL' | 'DELETE'): DatabaseSync {
  const opened = new DatabaseSync(join(folder, name));
  opened.exec(`PRAGMA journal_mode = ${journalMode}`);
  opened.exec('CREATE TABLE IF NOT EXISTS faqs (id INTEGER PRIMARY KEY, question TEXT)');
  return opened;
}

test('the header stays the same while nobody commits, and moves with every commit of another connection', () => {
  const own = database('watched.sqlite', 'WAL');
  const watch = watchWalCommits(own);
  expect(watch).not.toBeNull();
  expect(watch!.mayHaveCommitted()).toBe(true);
  expect(watch!.mayHaveCommitted()).toBe(false);
  own.prepare('SELECT count(*) FROM faqs').get();
  expect(watch!.mayHaveCommitted()).toBe(false);
  const other = new DatabaseSync(join(folder, 'watched.sqlite'));
  for (let i = 0; i < 50; i++) {
    other.prepare('INSERT INTO faqs (question) VALUES (?)').run(`elders ${i}`);
    expect(watch!.mayHaveCommitted()).toBe(true);
    expect(watch!.mayHaveCommitted()).toBe(false);
  }
  // A checkpoint that restarts the WAL, then a commit into the restarted WAL.
  other.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  other.prepare('INSERT INTO faqs (question) VALUES (?)').run('na de checkpoint');
  expect(watch!.mayHaveCommitted()).toBe(true);
  other.close();
  watch!.close();
  own.close();
});

test('a database that is not in WAL mode has no header to watch', () => {
  const plain = database('plain.sqlite', 'DELETE');
  expect(watchWalCommits(plain)).toBeNull();
  plain.close();
});

test.each(['WAL', 'DELETE'] as const)('the data version follows every commit of another connection (journal mode %s)', (mode) => {
  const own = database(`version-${mode}.sqlite`, mode);
  const { dataVersion, database: adapted } = sqliteDatabaseForKysely(own);
  const other = new DatabaseSync(join(folder, `version-${mode}.sqlite`));
  let version = dataVersion(['faqs']);
  expect(dataVersion(['faqs'])).toBe(version);
  for (let i = 0; i < 20; i++) {
    other.prepare('INSERT INTO faqs (question) VALUES (?)').run(`elders ${i}`);
    const next = dataVersion(['faqs']);
    expect(next).not.toBe(version);
    expect(dataVersion(['faqs'])).toBe(next);
    version = next;
  }
  other.close();
  adapted.close();
});
