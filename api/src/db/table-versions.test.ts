// Which tables a write names, and the versions per table that the read cache trusts (table-versions.ts). When the
// parser is unsure it must say "every table": a wrong "none" would be a stale answer, a wrong "every" one miss.
import {
  EVERY_TABLE,
  TableVersions,
  WriteSpread,
  postgresTriggerMayWrite,
  statementWrites,
  tablesWrittenBySqliteTrigger,
  type Tables,
  type Writes,
  type WritesOrEvery,
} from './table-versions.ts';

const names = (tables: Tables) => (tables === EVERY_TABLE ? 'every table' : [...tables].sort());
const written = (writes: WritesOrEvery) => (writes === EVERY_TABLE ? 'every table' : { inserted: [...writes.inserted], changed: [...writes.changed] });
const inserted = (table: string) => ({ inserted: [table], changed: [] });
const changed = (table: string) => ({ inserted: [], changed: [table] });
const writes = (inserts: string[], changes: string[]): Writes => ({ inserted: new Set(inserts), changed: new Set(changes) });

test('a statement writes the table it names, as Kysely quotes it or bare, with or without its schema', () => {
  expect(written(statementWrites('insert into "ai_tools" ("name", "kind") values (?, ?) returning *'))).toEqual(inserted('ai_tools'));
  expect(written(statementWrites('update "reviews" set "rating" = ? where "id" = ?'))).toEqual(changed('reviews'));
  expect(written(statementWrites('delete from "forum_posts" where "id" = $1'))).toEqual(changed('forum_posts'));
  expect(written(statementWrites('insert into "api_test_1"."keywords" ("name") values ($1)'))).toEqual(inserted('keywords'));
  expect(written(statementWrites('  -- why\n /* and how */ UPDATE ONLY "Odd""Name" SET x = 1'))).toEqual(changed('odd"name'));
  expect(written(statementWrites('insert into "faqs" ("question") select "name" from "ai_tools"'))).toEqual(inserted('faqs'));
  expect(written(statementWrites('insert into ai_tool_search(rowid, name) values (1, 2);'))).toEqual(inserted('ai_tool_search'));
  expect(written(statementWrites('insert or ignore into "faqs" ("question") values (?)'))).toEqual(inserted('faqs'));
  // An insert that may replace or update rows changes them: a foreign key's action may follow.
  expect(written(statementWrites('INSERT OR REPLACE INTO faqs (question) VALUES (1)'))).toEqual(changed('faqs'));
  expect(written(statementWrites('replace into `faqs` values (1)'))).toEqual(changed('faqs'));
  expect(written(statementWrites('insert into "users" ("email") values ($1) on conflict ("email") do update set "email" = excluded."email"'))).toEqual(
    changed('users'),
  );
});

test('reads and transaction statements write nothing; anything unsure writes every table', () => {
  for (const read of ['select * from "ai_tools"', 'PRAGMA data_version', 'explain query plan select 1', 'begin', 'commit', 'rollback to savepoint x', 'release x']) {
    expect({ read, tables: written(statementWrites(read)) }).toEqual({ read, tables: { inserted: [], changed: [] } });
  }
  for (const unsure of [
    'create table later (id integer)',
    'alter table "ai_tools" add column x text',
    'drop table faqs',
    'truncate "reviews"',
    'with gone as (delete from "reviews" returning *) select count(*) from gone',
    'insert into "faqs" (question) values (1); delete from "reviews"',
    'select 1; delete from "reviews"',
    'vacuum',
  ]) {
    expect({ unsure, tables: written(statementWrites(unsure)) }).toEqual({ unsure, tables: 'every table' });
  }
});

test("an SQLite trigger writes the tables of its body's statements, not of its header", () => {
  const ftsUpdate = `CREATE TRIGGER forum_posts_fts_update AFTER UPDATE OF subject, content ON forum_posts BEGIN
        INSERT INTO forum_posts_fts(forum_posts_fts, rowid, subject, content) VALUES ('delete', old.id, old.subject, old.content);
        INSERT INTO forum_posts_fts(rowid, subject, content) VALUES (new.id, new.subject, new.content);
      END`;
  expect(names(tablesWrittenBySqliteTrigger(ftsUpdate))).toEqual(['forum_posts_fts']);
  expect(names(tablesWrittenBySqliteTrigger('CREATE TRIGGER d AFTER DELETE ON ai_tools BEGIN DELETE FROM ai_tool_search WHERE rowid = old.id; END'))).toEqual([
    'ai_tool_search',
  ]);
  const guard = `CREATE TRIGGER audit_log_no_update BEFORE UPDATE OF id, at ON audit_log BEGIN SELECT RAISE(ABORT, 'update or delete: no'); END`;
  expect(names(tablesWrittenBySqliteTrigger(guard))).toEqual([]);
  // A writing word this parser cannot follow to a table: unsure.
  expect(names(tablesWrittenBySqliteTrigger("CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET x = replace(x, 'a', 'b'); END"))).toBe('every table');
});

test('a PostgreSQL trigger function may write unless its body has no word that could', () => {
  const appendOnly = `BEGIN
    IF TG_OP = 'DELETE' OR NEW.id IS DISTINCT FROM OLD.id THEN RAISE EXCEPTION 'audit_log is append-only'; END IF;
    RETURN NEW;
  END`;
  expect(postgresTriggerMayWrite(appendOnly)).toBe(false);
  expect(postgresTriggerMayWrite("BEGIN INSERT INTO history SELECT NEW.*; RETURN NEW; END")).toBe(true);
  expect(postgresTriggerMayWrite("BEGIN PERFORM keep_count(); RETURN NULL; END")).toBe(true);
  expect(postgresTriggerMayWrite("BEGIN EXECUTE format('x'); RETURN NULL; END")).toBe(true);
});

test("a write spreads along triggers, a change also along foreign keys' actions, and everywhere from a trigger that may write anywhere", () => {
  const spread = new WriteSpread();
  spread.addAction('users', 'reviews');
  spread.addAction('users', 'forum_posts');
  spread.addAction('forum_posts', 'forum_comments');
  spread.addTrigger('forum_posts', new Set(['forum_posts_fts']));
  spread.addTrigger('audit_log', EVERY_TABLE);
  // A deleted user takes their reviews and posts along, the posts their comments and their search rows.
  expect(names(spread.of(writes([], ['users'])))).toEqual(['forum_comments', 'forum_posts', 'forum_posts_fts', 'reviews', 'users']);
  // A new user cascades nowhere; a new post writes its search row (its trigger) and nothing else.
  expect(names(spread.of(writes(['users'], [])))).toEqual(['users']);
  expect(names(spread.of(writes(['forum_posts'], [])))).toEqual(['forum_posts', 'forum_posts_fts']);
  expect(names(spread.of(writes(['faqs'], ['faqs'])))).toEqual(['faqs']);
  expect(spread.of(writes(['audit_log'], []))).toBe(EVERY_TABLE);
  expect(spread.of(EVERY_TABLE)).toBe(EVERY_TABLE);
});

test("a set's version moves exactly when one of its tables changes; the cache-neutral ones never move", () => {
  const versions = new TableVersions();
  const list = ['ai_tools', 'reviews'];
  const before = versions.versionOf(list);
  versions.changed(new Set(['faqs']));
  versions.changed(new Set(['insight_daily']));
  expect(versions.versionOf(list)).toBe(before);
  versions.changed(new Set(['REVIEWS']));
  const afterReview = versions.versionOf(list);
  expect(afterReview).not.toBe(before);
  versions.changed(new Set(['forum_posts']));
  expect(versions.versionOf(list)).toBe(afterReview);
  versions.changed(EVERY_TABLE);
  expect(versions.versionOf(list)).not.toBe(afterReview);
  // Without tables: any table but the cache-neutral ones.
  const everything = versions.versionOf();
  versions.changed(new Set(['insight_events']));
  expect(versions.versionOf()).toBe(everything);
  versions.changed(new Set(['faqs']));
  expect(versions.versionOf()).not.toBe(everything);
});
