// Seeds the demo catalogue (./demo-catalogue.ts) into an empty database, so a new installation shows a working
// site at once. Works on SQLite and PostgreSQL: plain Kysely inserts, ids from the database, links by name.
import type { Kysely, Transaction } from 'kysely';
import { DELETED_ACCOUNT } from '../modules/privacy/personal-data.ts';
import type { Database } from '../db/schema.ts';
import {
  demoFaqs,
  demoForumPosts,
  demoKeywords,
  demoNavlinks,
  demoProviders,
  demoReviews,
  demoTools,
  demoUsers,
} from './demo-catalogue.ts';
import { logoUrl } from './logos.ts';
import { refreshToolSearch } from '../modules/tools/search-index.ts';

export { seedLargeDataSet } from './large-data.ts';
export type { LargeDataOptions, LargeDataSummary } from './large-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the database holds no tools and no users: the only state in which the demo seed runs. */
export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const tool = await db.selectFrom('ai_tools').select('id').limit(1).executeTakeFirst();
  if (tool !== undefined) return false;
  // The shared 'Verwijderd account' row comes with the schema; it is not data of the site.
  const user = await db.selectFrom('users').select('id').where('email', '!=', DELETED_ACCOUNT.email).limit(1).executeTakeFirst();
  return user === undefined;
}

/**
 * Inserts the demo catalogue in one transaction. A no-op when the database is not empty (it never adds demo data
 * next to real data); call it on start-up after migrating. Dates are relative to the moment of seeding.
 */
export async function seedDemoCatalogue(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  checkCatalogue();
  await db.transaction().execute(async (trx) => {
    if (!(await isDatabaseEmpty(trx))) return;
    await insertCatalogue(trx, now.getTime());
    await refreshToolSearch(trx, 'all');
  });
}

function iso(nowMs: number, daysAgo: number): string {
  return new Date(nowMs - daysAgo * DAY_MS).toISOString();
}

function lookup(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo catalogue: unknown ${what} '${key}'`);
  return id;
}

/** Consistency of the hand-written data; fails loudly on a typo rather than seeding half a catalogue. */
function checkCatalogue(): void {
  const keywords = new Set(demoKeywords);
  const providers = new Set(demoProviders.map((p) => p.name));
  const tools = new Set(demoTools.map((t) => t.name));
  const users = new Set(demoUsers.map((u) => u.email));
  const problems: string[] = [];
  if (keywords.size !== demoKeywords.length) problems.push('duplicate keyword');
  if (providers.size !== demoProviders.length) problems.push('duplicate provider');
  if (tools.size !== demoTools.length) problems.push('duplicate tool');
  if (users.size !== demoUsers.length) problems.push('duplicate user');
  for (const k of demoKeywords) if (k !== k.toLowerCase()) problems.push(`keyword not lower-case: ${k}`);
  for (const u of demoUsers) if (u.email !== u.email.toLowerCase()) problems.push(`email not lower-case: ${u.email}`);
  for (const t of demoTools) {
    if (!providers.has(t.provider)) problems.push(`${t.name}: unknown provider ${t.provider}`);
    for (const k of t.keywords) if (!keywords.has(k)) problems.push(`${t.name}: unknown keyword ${k}`);
  }
  for (const r of demoReviews) {
    if (!tools.has(r.tool)) problems.push(`review: unknown tool ${r.tool}`);
    if (!users.has(r.author)) problems.push(`review: unknown author ${r.author}`);
  }
  for (const p of demoForumPosts) {
    if (!users.has(p.author)) problems.push(`post: unknown author ${p.author}`);
    for (const c of p.comments) {
      if (!users.has(c.author)) problems.push(`comment: unknown author ${c.author}`);
      if (c.daysAgo >= p.daysAgo) problems.push(`comment on '${p.subject}' is older than the post`);
    }
  }
  if (new Set(demoForumPosts.map((p) => p.subject)).size !== demoForumPosts.length) problems.push('duplicate subject');
  if (problems.length > 0) throw new Error(`Demo catalogue is inconsistent: ${problems.join('; ')}`);
}

async function insertCatalogue(trx: Transaction<Database>, nowMs: number): Promise<void> {
  // Users: accounts created some weeks before their first post or review.
  const users = await trx
    .insertInto('users')
    .values(
      demoUsers.map((u, i) => ({
        firstname: u.firstname,
        lastname: u.lastname,
        email: u.email.toLowerCase(),
        auth_issuer: null,
        auth_subject: null,
        created_at: iso(nowMs, 60 - i),
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const userId = new Map(users.map((u) => [u.email, u.id]));
  await trx
    .insertInto('user_roles')
    .values(demoUsers.flatMap((u) => u.roles.map((role) => ({ user_id: lookup(userId, u.email, 'user'), role }))))
    .execute();

  const keywords = await trx
    .insertInto('keywords')
    .values(demoKeywords.map((name) => ({ name: name.toLowerCase() })))
    .returning(['id', 'name'])
    .execute();
  const keywordId = new Map(keywords.map((k) => [k.name, k.id]));

  const providers = await trx
    .insertInto('providers')
    .values(
      demoProviders.map((p, i) => ({
        name: p.name,
        country: p.country,
        email: p.email.toLowerCase(),
        url: p.url,
        telephone: p.telephone,
        logo_url: logoUrl(p.slug),
        approved: p.approved ? 1 : 0,
        approval_comment: p.approvalComment,
        user_id: null,
        created_at: iso(nowMs, p.approved ? 90 - i / 10 : 3),
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const providerId = new Map(providers.map((p) => [p.name, p.id]));

  const tools = await trx
    .insertInto('ai_tools')
    .values(
      demoTools.map((t, i) => ({
        name: t.name,
        eventprocess: t.eventprocess,
        kind: t.kind,
        description: t.description,
        origin: t.origin,
        price: t.price,
        roi: t.roi,
        complexity: t.complexity,
        details_url: t.detailsUrl,
        use_case_url: t.useCaseUrl,
        approved: t.approved ? 1 : 0,
        approval_comment: t.approvalComment,
        provider_id: lookup(providerId, t.provider, 'provider'),
        created_at: iso(nowMs, t.approved ? 85 - i / 10 : 2 + i / 100),
        // A tool awaiting a decision waits since it was made (the admin's queue shows how long).
        pending_since: !t.approved && t.approvalComment === '' ? iso(nowMs, 2 + i / 100) : null,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const toolId = new Map(tools.map((t) => [t.name, t.id]));

  await trx
    .insertInto('ai_tool_keywords')
    .values(
      demoTools.flatMap((t) =>
        t.keywords.map((k) => ({
          ai_tool_id: lookup(toolId, t.name, 'tool'),
          keyword_id: lookup(keywordId, k, 'keyword'),
        })),
      ),
    )
    .execute();

  await trx
    .insertInto('reviews')
    .values(
      demoReviews.map((r) => ({
        content: r.content,
        rating: r.rating,
        date: iso(nowMs, r.daysAgo),
        user_id: lookup(userId, r.author, 'user'),
        ai_tool_id: lookup(toolId, r.tool, 'tool'),
      })),
    )
    .execute();

  const posts = await trx
    .insertInto('forum_posts')
    .values(
      demoForumPosts.map((p) => ({
        subject: p.subject,
        content: p.content,
        date: iso(nowMs, p.daysAgo),
        user_id: lookup(userId, p.author, 'user'),
      })),
    )
    .returning(['id', 'subject'])
    .execute();
  const postId = new Map(posts.map((p) => [p.subject, p.id]));
  const comments = demoForumPosts.flatMap((p) =>
    p.comments.map((c) => ({
      content: c.content,
      date: iso(nowMs, c.daysAgo),
      user_id: lookup(userId, c.author, 'user'),
      issue_id: lookup(postId, p.subject, 'post'),
    })),
  );
  if (comments.length > 0) await trx.insertInto('forum_comments').values(comments).execute();

  // FAQs and navlinks are shown in id order: insert one by one so the ids follow the list on both databases.
  for (const faq of demoFaqs) await trx.insertInto('faqs').values(faq).execute();
  for (const link of demoNavlinks) {
    await trx.insertInto('roadmap_settings').values({ name: link.name, url: link.url, type: 'navlink' }).execute();
  }
}
