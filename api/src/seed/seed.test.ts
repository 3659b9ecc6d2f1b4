// The demo catalogue and the large data set, on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL.
import { existsSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createTestDatabase, testDialects } from '../../test/database.ts';
import { demoForumPosts, demoKeywords, demoProviders, demoTools } from './demo-catalogue.ts';
import { isDatabaseEmpty, seedDemoCatalogue } from './index.ts';
import { seedLargeDataSet } from './large-data.ts';

const PHASES = ['overkoepelend', 'pre-event', 'event', 'post-event'];

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDialects())('seeding on %s', (dialect) => {
  let db: Kysely<Database>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await createTestDatabase(dialect));
  }, 60_000);

  afterAll(async () => {
    await close?.();
  });

  describe('demo catalogue', () => {
    const now = new Date();

    beforeAll(async () => {
      expect(await isDatabaseEmpty(db)).toBe(true);
      await seedDemoCatalogue(db, now);
    }, 60_000);

    it('is no longer empty, and a second seed changes nothing', async () => {
      expect(await isDatabaseEmpty(db)).toBe(false);
      const tables = ['ai_tools', 'providers', 'users', 'reviews', 'forum_posts', 'forum_comments', 'faqs'] as const;
      const before = await Promise.all(tables.map((t) => count(db, t)));
      await seedDemoCatalogue(db);
      expect(await Promise.all(tables.map((t) => count(db, t)))).toEqual(before);
    });

    it('holds at least 32 tools over the four phases and at least five countries, names unique', async () => {
      const tools = await db.selectFrom('ai_tools').selectAll().execute();
      expect(tools.length).toBeGreaterThanOrEqual(32);
      expect(new Set(tools.map((t) => t.eventprocess))).toEqual(new Set(PHASES));
      expect(new Set(tools.map((t) => t.origin)).size).toBeGreaterThanOrEqual(5);
      expect(tools.map((t) => t.origin)).toEqual(expect.arrayContaining(['BE', 'NL']));
      expect(new Set(tools.map((t) => t.name.toLowerCase())).size).toBe(tools.length);
      for (const phase of PHASES) {
        expect(tools.filter((t) => t.eventprocess === phase && t.approved === 1).length).toBeGreaterThanOrEqual(4);
      }
    });

    it('fills in every required field of every tool', async () => {
      const tools = await db.selectFrom('ai_tools').selectAll().execute();
      for (const t of tools) {
        for (const field of ['name', 'eventprocess', 'kind', 'description', 'origin', 'price', 'roi', 'complexity'] as const) {
          expect({ tool: t.name, field, value: t[field].trim() === '' ? '' : 'ok' }).toEqual({ tool: t.name, field, value: 'ok' });
        }
        expect(t.origin).toMatch(/^[A-Z]{2}$/);
        expect(t.details_url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/);
        if (t.use_case_url !== '') expect(t.use_case_url).toMatch(/^https:\/\//);
        expect(t.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(t.name.length).toBeLessThanOrEqual(50);
      }
    });

    it('links every tool to a provider and to 2–5 keywords', async () => {
      const tools = await db
        .selectFrom('ai_tools')
        .innerJoin('providers', 'providers.id', 'ai_tools.provider_id')
        .select(['ai_tools.id', 'ai_tools.name', 'providers.name as provider'])
        .execute();
      expect(tools.length).toBe(await count(db, 'ai_tools'));
      const links = await db.selectFrom('ai_tool_keywords').selectAll().execute();
      for (const tool of tools) {
        const n = links.filter((l) => l.ai_tool_id === tool.id).length;
        expect({ tool: tool.name, keywordsInRange: n >= 2 && n <= 5 }).toEqual({ tool: tool.name, keywordsInRange: true });
      }
    });

    it('has 20–30 lower-case keywords, each used by at least one approved tool', async () => {
      const keywords = await db.selectFrom('keywords').selectAll().execute();
      expect(keywords.length).toBeGreaterThanOrEqual(20);
      expect(keywords.length).toBeLessThanOrEqual(30);
      const used = await db
        .selectFrom('ai_tool_keywords')
        .innerJoin('ai_tools', 'ai_tools.id', 'ai_tool_keywords.ai_tool_id')
        .where('ai_tools.approved', '=', 1)
        .select('keyword_id')
        .distinct()
        .execute();
      expect(used.length).toBe(keywords.length);
      for (const k of keywords) expect(k.name).toBe(k.name.toLowerCase());
    });

    it('has approved tools, one pending and one rejected tool, and one pending provider', async () => {
      const tools = await db.selectFrom('ai_tools').select(['approved', 'approval_comment']).execute();
      expect(tools.filter((t) => t.approved === 0 && t.approval_comment === '').length).toBe(1);
      expect(tools.filter((t) => t.approved === 0 && t.approval_comment !== '').length).toBe(1);
      expect(tools.filter((t) => t.approved === 1 && t.approval_comment === '').length).toBe(tools.length - 2);
      const providers = await db.selectFrom('providers').selectAll().execute();
      expect(providers.filter((p) => p.approved === 0 && p.approval_comment === '').length).toBe(1);
      expect(providers.filter((p) => p.approved === 1).length).toBe(providers.length - 1);
    });

    it('gives every provider a country, a website and an existing monogram logo, and no guessed e-mail or phone', async () => {
      const providers = await db.selectFrom('providers').selectAll().execute();
      expect(providers.length).toBe(demoProviders.length);
      for (const p of providers) {
        expect(p.country).toMatch(/^[A-Z]{2}$/);
        expect(p.url).toMatch(/^https:\/\//);
        expect(p.email).toBe('');
        expect(p.telephone).toBe('');
        expect(p.user_id).toBeNull();
        expect(p.logo_url).toMatch(/^\/demo-logos\/[a-z0-9-]+\.svg$/);
        const file = new URL(`./logos/${p.logo_url.slice('/demo-logos/'.length)}`, import.meta.url);
        expect(existsSync(file)).toBe(true);
      }
    });

    it('has six fictional users on reserved domains, one of them a provider', async () => {
      // Beside the schema's shared 'Verwijderd account' row.
      const users = await db.selectFrom('users').selectAll().where('email', '!=', 'verwijderd-account').execute();
      expect(users.length).toBe(6);
      for (const u of users) {
        expect(u.email).toMatch(/^[a-z.]+@example\.(com|org)$/);
        expect(u.auth_issuer).toBeNull();
        expect(u.auth_subject).toBeNull();
      }
      const roles = await db.selectFrom('user_roles').selectAll().execute();
      expect(roles.filter((r) => r.role === 'user').length).toBe(6);
      expect(roles.filter((r) => r.role === 'provider').length).toBe(1);
      expect(roles.filter((r) => r.role === 'admin').length).toBe(0);
    });

    it('has forum posts with comments by other users, dated in the past weeks', async () => {
      const posts = await db.selectFrom('forum_posts').selectAll().execute();
      expect(posts.length).toBeGreaterThanOrEqual(8);
      const comments = await db.selectFrom('forum_comments').selectAll().execute();
      for (const post of posts) {
        expect(post.subject.length).toBeLessThanOrEqual(50);
        expect(post.content.length).toBeLessThanOrEqual(1000);
        expect(post.date <= now.toISOString()).toBe(true);
        for (const c of comments.filter((c) => c.issue_id === post.id)) {
          expect(c.date > post.date).toBe(true);
          expect(c.date <= now.toISOString()).toBe(true);
        }
      }
      const withComments = posts.filter((p) => comments.some((c) => c.issue_id === p.id));
      expect(withComments.length).toBeGreaterThanOrEqual(Math.ceil(posts.length / 2));
      expect(comments.length).toBe(demoForumPosts.reduce((n, p) => n + p.comments.length, 0));
      const oldest = posts.map((p) => p.date).sort()[0]!;
      expect(now.getTime() - Date.parse(oldest)).toBeGreaterThan(14 * 24 * 3600 * 1000);
    });

    it('has 20+ reviews by several users on several tools, ratings 1–5', async () => {
      const reviews = await db.selectFrom('reviews').selectAll().execute();
      expect(reviews.length).toBeGreaterThanOrEqual(20);
      expect(new Set(reviews.map((r) => r.user_id)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(reviews.map((r) => r.ai_tool_id)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThanOrEqual(4);
      for (const r of reviews) {
        expect(r.rating).toBeGreaterThanOrEqual(1);
        expect(r.rating).toBeLessThanOrEqual(5);
        expect(r.content.trim()).not.toBe('');
      }
    });

    it('has FAQs and 2–3 navlinks', async () => {
      expect(await count(db, 'faqs')).toBeGreaterThanOrEqual(6);
      // The site's own No Show Tool is explained where people ask how to predict their event's no-show.
      const questions = (await db.selectFrom('faqs').select('question').execute()).map((faq) => faq.question);
      expect(questions).toContain('Hoe voorspel ik de no-show van mijn event?');
      const links = await db.selectFrom('roadmap_settings').selectAll().orderBy('id').execute();
      expect(links.length).toBeGreaterThanOrEqual(2);
      expect(links.length).toBeLessThanOrEqual(3);
      for (const l of links) {
        expect(l.type).toBe('navlink');
        expect(l.name.length).toBeLessThanOrEqual(50);
        expect(l.url).toMatch(/^https:\/\//);
      }
    });

    it('matches the hand-written data one to one', () => {
      expect(new Set(demoTools.flatMap((t) => t.keywords))).toEqual(new Set(demoKeywords));
    });
  });

  describe('large data set', () => {
    it('adds exactly the requested numbers of tools and posts, next to the demo data', async () => {
      const toolsBefore = await count(db, 'ai_tools');
      const maxId = await db.selectFrom('ai_tools').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
      const lastDemoId = Number(maxId.id);
      const postsBefore = await count(db, 'forum_posts');
      const summary = await seedLargeDataSet(db, { tools: 200, forumPosts: 1000 });
      expect(summary.tools).toBe(200);
      expect(summary.forumPosts).toBe(1000);
      expect(await count(db, 'ai_tools')).toBe(toolsBefore + 200);
      expect(await count(db, 'forum_posts')).toBe(postsBefore + 1000);
      expect(await count(db, 'forum_comments')).toBeGreaterThan(0);

      const generated = await db.selectFrom('ai_tools').selectAll().where('id', '>', lastDemoId).execute();
      expect(new Set(generated.map((t) => t.eventprocess))).toEqual(new Set(PHASES));
      expect(new Set(generated.map((t) => t.origin)).size).toBeGreaterThanOrEqual(10);
      expect(generated.filter((t) => t.approved === 1).length).toBeGreaterThan(150);
      const links = await db.selectFrom('ai_tool_keywords').select('ai_tool_id').where('ai_tool_id', '>', lastDemoId).execute();
      const perTool = new Map<number, number>();
      for (const l of links) perTool.set(l.ai_tool_id, (perTool.get(l.ai_tool_id) ?? 0) + 1);
      expect(Math.max(...perTool.values())).toBeLessThanOrEqual(5);
      expect(perTool.size).toBeLessThan(200); // some tools have no keywords
    }, 60_000);

    it('can run again: tool names stay unique, earlier users and providers are reused', async () => {
      const users = await count(db, 'users');
      const providers = await count(db, 'providers');
      const summary = await seedLargeDataSet(db, { tools: 50, forumPosts: 100 });
      expect(summary.tools).toBe(50);
      expect(await count(db, 'users')).toBe(users);
      expect(await count(db, 'providers')).toBe(providers);
      const names = await db.selectFrom('ai_tools').select('name').execute();
      expect(new Set(names.map((n) => n.name)).size).toBe(names.length);
    }, 60_000);
  });
});
