// The hot list queries keep their plan whatever SQLite's statistics say. Statistics are taken at one size and the
// tables grow: after `npm run seed:large` on the demo database sqlite_stat1 said 'users: 7 rows' next to 100,000
// posts, and SQLite read the forum list from users, fetched every post and sorted them all for each batch of 100.
// The queries are those the repositories run (captured from Kysely's log), explained on a database analysed while
// small, with the statistics of each case written into sqlite_stat1.
import { DatabaseSync } from 'node:sqlite';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { createForumRepository } from '../modules/forum/repository.ts';
import { createToolRepository } from '../modules/tools/repository.ts';
import { seedDemoCatalogue } from '../seed/index.ts';
import { createForumPost, createUser } from '../../test/factories.ts';
import { migrateToLatest } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { sqliteDatabaseForKysely } from './sqlite-adapter.ts';

/** sqlite_stat1 rows as a case leaves them: whole rows by index, or only the row count of every index of a table. */
interface Statistics {
  indexes?: Record<string, string>;
  rows?: Record<string, number>;
}

const cases: Array<[string, Statistics]> = [
  ['the demo database analysed, then a bulk load', {}],
  [
    'the posts analysed again at 100,000, users still at the 7 of the demo (npm run seed:large before it analysed)',
    {
      indexes: {
        forum_posts_user: '100000 100',
        forum_posts_date: '100000 1 1',
        forum_comments_issue_date: '100000 2 1 1',
        forum_comments_user: '100000 100 1',
        forum_comments_user_issue_date: '100000 100 1 1',
      },
    },
  ],
  ['the tools analysed while there was one, the forum while small', { rows: { ai_tools: 1 } }],
];

/** The queries each list runs, by what the API calls. */
const forumLists = {
  'the forum page': (forum: Forum) => forum.listIssues(undefined, { limit: 9, offset: 0 }),
  'the forum search, a term of 3+ characters (trigram index)': (forum: Forum) => forum.listIssues('ticket', { limit: 9, offset: 0 }),
  'the forum search, a shorter term (LIKE)': (forum: Forum) => forum.listIssues('ti', { limit: 9, offset: 9 }),
  // Batches of one: the first batch, then the keyset ones.
  'the whole forum list, batch by batch': (forum: Forum) => drain(forum.issueBatches(undefined, 0, 1)),
  'the whole forum search, batch by batch': (forum: Forum) => drain(forum.issueBatches('ticket', 0, 1)),
  'the whole forum list from an offset': (forum: Forum) => drain(forum.issueBatches(undefined, 2, 1)),
};

type Forum = ReturnType<typeof createForumRepository>;
type Tools = ReturnType<typeof createToolRepository>;

const toolSearches = {
  'the tool search by relevance': (tools: Tools) => tools.list(true, { text: 'ticketing' }, { limit: 9, offset: 0 }),
  'the tool search by relevance, filtered': (tools: Tools) =>
    tools.list(true, { text: 'ticket', eventprocess: ['pre-event', 'event'], origin: ['BE', 'NL'], keywordIds: [1, 2] }, { limit: 9, offset: 0 }),
  'the tool search, newest first': (tools: Tools) => tools.list(true, { text: 'ticket' }, { limit: 9, offset: 0 }, 'newest'),
};

async function drain(batches: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of batches);
}

describe('the hot list queries on SQLite, with statistics taken while the tables were small', () => {
  const raw = new DatabaseSync(':memory:');
  let captured: CompiledQuery[] | null = null;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqliteDatabaseForKysely(raw).database }),
    log: (event) => {
      if (event.level === 'query') captured?.push(event.query);
    },
  });
  let analysed: Array<{ tbl: string; idx: string | null; stat: string }> = [];

  beforeAll(async () => {
    await migrateToLatest(db);
    await seedDemoCatalogue(db);
    const author = await createUser(db);
    for (const subject of ['Tickets scannen', 'Ticketprijzen', 'Welk ticketplatform?']) await createForumPost(db, { subject, user_id: author.id });
    raw.exec('ANALYZE');
    analysed = raw.prepare('SELECT tbl, idx, stat FROM sqlite_stat1').all() as typeof analysed;
  }, 30_000);
  afterAll(() => db.destroy());

  function useStatistics({ indexes = {}, rows = {} }: Statistics): void {
    raw.exec('DELETE FROM sqlite_stat1');
    const insert = raw.prepare('INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES (?, ?, ?)');
    for (const { tbl, idx, stat } of analysed) {
      const rest = stat.split(' ').slice(1);
      const stated = idx !== null && indexes[idx] !== undefined ? indexes[idx] : rows[tbl] !== undefined ? [rows[tbl], ...rest].join(' ') : stat;
      insert.run(tbl, idx, stated);
    }
    // Other connections, and this one, read the statistics again only when told.
    raw.exec('ANALYZE sqlite_schema');
  }

  /** The plan of every select the call ran, one line per step, after the query's text. */
  async function plansOf(call: () => Promise<unknown>): Promise<string[][]> {
    captured = [];
    await call();
    const queries = captured.filter((query) => /^\s*(select|with)\b/i.test(query.sql));
    captured = null;
    expect(queries.length).toBeGreaterThan(0);
    const plans: string[][] = [];
    for (const query of queries) {
      const steps = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]));
      plans.push([query.sql, ...steps.rows.map((step) => step.detail)]);
    }
    return plans;
  }

  describe.each(cases)('%s', (_name, statistics) => {
    beforeAll(() => useStatistics(statistics));

    test.each(Object.entries(forumLists))('%s: the posts come from their (date, id) index, not sorted, users only looked up', async (_list, call) => {
      for (const [query, ...steps] of await plansOf(() => call(createForumRepository(db, 'sqlite')))) {
        expect({ query, steps }).toEqual({ query, steps: expect.not.arrayContaining([expect.stringMatching(/USE TEMP B-TREE|^SCAN users\b/)]) });
        if (/from "forum_posts"/.test(query) && !/count\(\*\)/.test(query)) {
          expect({ query, steps }).toEqual({ query, steps: expect.arrayContaining([expect.stringMatching(/^(SCAN|SEARCH) forum_posts USING (COVERING )?INDEX forum_posts_date\b/)]) });
        }
      }
    });

    test('one post by id is found by its key', async () => {
      const [[query, ...steps]] = (await plansOf(() => createForumRepository(db, 'sqlite').findIssue(1))) as [string[]];
      expect({ query, steps }).toEqual({ query, steps: expect.arrayContaining([expect.stringMatching(/^SEARCH forum_posts USING INTEGER PRIMARY KEY/)]) });
      expect({ query, steps }).toEqual({ query, steps: expect.not.arrayContaining([expect.stringMatching(/^SCAN users\b/)]) });
    });

    test.each(Object.entries(toolSearches))('%s: the text index is searched once, never once per tool', async (_search, call) => {
      for (const [query, ...steps] of await plansOf(() => call(createToolRepository(db)))) {
        const textIndex = steps.filter((step) => step.includes('ai_tool_search VIRTUAL TABLE'));
        // FTS5 names the constraints it was given: 'M' a match, '=' the rowid (a search per candidate tool).
        expect({ query, textIndex }).toEqual({ query, textIndex: textIndex.map(() => expect.stringMatching(/VIRTUAL TABLE INDEX \d+:M/)) });
      }
    });
  });
});
