// npm run seed:large [-- --tools=10000 --posts=100000]
// Opens the database the way the server does (DATABASE_URL, else SQLite in DATA_DIR, default <repo>/data),
// migrates it and adds the generated benchmark data set (./large-data.ts).
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrations/index.ts';
import { seedLargeDataSet } from './large-data.ts';

const defaultDataDir = fileURLToPath(new URL('../../../data', import.meta.url));

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0, got '${value}'`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tools: { type: 'string' },
      posts: { type: 'string' },
      users: { type: 'string' },
    },
  });
  const tools = positiveInteger(values.tools, 10_000, 'tools');
  const forumPosts = positiveInteger(values.posts, 100_000, 'posts');
  const users = values.users === undefined ? undefined : positiveInteger(values.users, 0, 'users');

  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || defaultDataDir;
  const { db, dialect, close } = await openDatabase({ databaseUrl, dataDir });
  try {
    const where = dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${dataDir}`;
    console.log(`Database: ${where}`);
    await migrateToLatest(db);
    const started = performance.now();
    const summary = await seedLargeDataSet(db, { tools, forumPosts, ...(users === undefined ? {} : { users }) });
    // Statistics for the new sizes at once. PRAGMA optimize at the close left users at the 7 rows of the demo
    // database, and with those SQLite read the forum list from users and sorted every post for each batch.
    await sql`ANALYZE`.execute(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log('Toegevoegd:');
    console.table({
      'AI-tools': summary.tools,
      'tool-keywords': summary.toolKeywords,
      reviews: summary.reviews,
      forumposts: summary.forumPosts,
      forumreacties: summary.forumComments,
      'gebruikers (totaal gebruikt)': summary.users,
      'providers (gebruikt)': summary.providers,
      'keywords (gebruikt)': summary.keywords,
    });
    console.log(`Klaar in ${seconds} s.`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
