// The audit trail keeps its promise ('every admin action is here'): every write route of the app (POST, PUT, PATCH,
// DELETE) is called here as an admin, with a valid body on real rows someone else owns, and must leave the record it
// names. A write an admin may call that legitimately records nothing (their own account, posts and choices) is
// listed with the reason. A new write route with neither fails the first test, so it cannot ship unrecorded.
//
// What 'admin write' means (shared/src/contracts/schemas/audit.ts): a write only an admin may do (keywords, FAQs,
// links, site content, decisions, …) is always recorded; a write anyone may do to their own rows (a post, a review,
// a tool of their provider) is recorded when an admin does it to what someone else owns.
import { EMPTY_SITE_CONTENT, type AuditAction } from 'shared/contracts';
import type { ApiRoute } from '../../auth/access.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { testDialects } from '../../../test/database.ts';
import {
  at,
  createComment,
  createFaq,
  createForumPost,
  createKeyword,
  createPrediction,
  createProvider,
  createReport,
  createReview,
  createRoadmapSetting,
  createTool,
  createUser,
} from '../../../test/factories.ts';
import { createPersonas, userWithToken, type Personas } from '../../../test/identity.ts';

interface Call {
  path: string;
  body?: object;
  /** A body that is no JSON: its bytes and their type (an image upload). */
  raw?: { contentType: string; bytes: Buffer };
}
/** A route called as the admin on rows `prepare` makes, with the record it must leave. */
interface Recorded {
  route: string;
  records: AuditAction;
  prepare: (world: World) => Promise<Call>;
}
/** A write route an admin may call that records nothing, and why. */
interface Unrecorded {
  route: string;
  because: string;
}
interface World {
  test: TestApp;
  personas: Personas;
  /** A fresh approved tool of the provider the persona 'providerOwner' manages. */
  toolOfOwner: () => Promise<{ id: number; name: string }>;
}

/** A PNG of one pixel. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
let names = 0;
const unique = (what: string) => `${what} ${++names}`;
const toolBody = (providerId: number, extra: object = {}) => ({
  name: unique('Beheerde tool'),
  eventprocess: 'event',
  kind: 'Chatbot',
  description: 'Beantwoordt vragen.',
  origin: 'BE',
  price: 'Gratis',
  roi: 'Hoog',
  complexity: 'Laag',
  provider_id: providerId,
  ...extra,
});
const providerBody = (extra: object = {}) => ({
  name: unique('Beheerde provider'),
  country: 'NL',
  email: 'info@beheerd.nl',
  url: 'https://beheerd.nl',
  telephone: '+31 20 123',
  logoUrl: '/demo-logos/canva.svg',
  ...extra,
});

const RECORDED: Recorded[] = [
  { route: 'POST /keywords', records: 'keyword.created', prepare: async () => ({ path: '/keywords', body: { name: unique('toegankelijkheid') } }) },
  { route: 'PUT /keywords/:id', records: 'keyword.changed', prepare: async ({ test }) => ({ path: `/keywords/${(await createKeyword(test.db)).id}`, body: { name: unique('vertaling') } }) },
  { route: 'DELETE /keywords/:id', records: 'keyword.deleted', prepare: async ({ test }) => ({ path: `/keywords/${(await createKeyword(test.db)).id}` }) },
  {
    route: 'POST /aiToolKeywords',
    records: 'tool-keyword.added',
    prepare: async (world) => ({ path: '/aiToolKeywords', body: { aiTool_id: (await world.toolOfOwner()).id, keyword_id: (await createKeyword(world.test.db)).id } }),
  },
  {
    route: 'DELETE /aiToolKeywords/:link',
    records: 'tool-keyword.removed',
    prepare: async ({ test, personas }) => {
      const keyword = await createKeyword(test.db);
      const tool = await createTool(test.db, { provider_id: personas.providerId, keywords: [keyword.id] });
      return { path: `/aiToolKeywords/${tool.id}&&${keyword.id}` };
    },
  },
  { route: 'POST /faqs', records: 'faq.created', prepare: async () => ({ path: '/faqs', body: { question: `${unique('Vraag')}?`, answer: 'Antwoord.' } }) },
  { route: 'PUT /faqs/:id', records: 'faq.changed', prepare: async ({ test }) => ({ path: `/faqs/${(await createFaq(test.db)).id}`, body: { question: `${unique('Andere vraag')}?`, answer: 'Ander.' } }) },
  { route: 'DELETE /faqs/:id', records: 'faq.deleted', prepare: async ({ test }) => ({ path: `/faqs/${(await createFaq(test.db)).id}` }) },
  {
    route: 'POST /roadmapSettings',
    records: 'roadmap-setting.created',
    prepare: async () => ({ path: '/roadmapSettings', body: { name: unique('Link'), url: 'https://voorbeeld.be', type: 'navlink' } }),
  },
  {
    route: 'PUT /roadmapSettings/:id',
    records: 'roadmap-setting.changed',
    prepare: async ({ test }) => ({ path: `/roadmapSettings/${(await createRoadmapSetting(test.db)).id}`, body: { name: 'Link', url: 'https://voorbeeld.be/2', type: 'navlink' } }),
  },
  { route: 'DELETE /roadmapSettings/:id', records: 'roadmap-setting.deleted', prepare: async ({ test }) => ({ path: `/roadmapSettings/${(await createRoadmapSetting(test.db)).id}` }) },
  { route: 'PUT /siteContent', records: 'site-content.changed', prepare: async () => ({ path: '/siteContent', body: EMPTY_SITE_CONTENT }) },
  { route: 'POST /images', records: 'image.uploaded', prepare: async () => ({ path: '/images', raw: { contentType: 'image/png', bytes: PNG } }) },

  { route: 'POST /aiTools/create', records: 'tool.created', prepare: async ({ personas }) => ({ path: '/aiTools/create', body: toolBody(personas.providerId) }) },
  { route: 'POST /aiTools/submit', records: 'tool.created', prepare: async ({ personas }) => ({ path: '/aiTools/submit', body: toolBody(personas.providerId) }) },
  {
    route: 'PUT /aiTools/:id',
    records: 'tool.changed',
    prepare: async (world) => ({ path: `/aiTools/${(await world.toolOfOwner()).id}`, body: toolBody(world.personas.providerId) }),
  },
  {
    route: 'PUT /aiTools/:id',
    records: 'tool.rejected',
    prepare: async (world) => ({ path: `/aiTools/${(await world.toolOfOwner()).id}`, body: toolBody(world.personas.providerId, { approved: false, approvalComment: 'Het logo ontbreekt.' }) }),
  },
  { route: 'DELETE /aiTools/:id', records: 'tool.deleted', prepare: async (world) => ({ path: `/aiTools/${(await world.toolOfOwner()).id}` }) },

  { route: 'POST /providers/create', records: 'provider.created', prepare: async () => ({ path: '/providers/create', body: providerBody() }) },
  {
    route: 'PUT /providers/:id',
    records: 'provider.changed',
    prepare: async ({ test }) => ({ path: `/providers/${(await createProvider(test.db, { user_id: (await createUser(test.db, { roles: ['provider', 'user'] })).id })).id}`, body: providerBody() }),
  },
  {
    route: 'PUT /providers/:id',
    records: 'provider.approved',
    prepare: async ({ test }) => ({
      path: `/providers/${(await createProvider(test.db, { approved: false, user_id: (await createUser(test.db)).id })).id}`,
      body: providerBody({ approved: true, approvalComment: '' }),
    }),
  },
  {
    route: 'PUT /providers/submit/:id',
    records: 'provider.changed',
    prepare: async ({ test }) => ({ path: `/providers/submit/${(await createProvider(test.db, { approved: false, user_id: (await createUser(test.db)).id })).id}`, body: providerBody() }),
  },
  { route: 'DELETE /providers/:id', records: 'provider.deleted', prepare: async ({ test }) => ({ path: `/providers/${(await createProvider(test.db)).id}` }) },
  {
    route: 'PUT /providers/claims/:id',
    records: 'claim.approved',
    prepare: async ({ test }) => {
      const claimant = await userWithToken(test.db, ['user']);
      const company = await createProvider(test.db);
      const claim = await test.inject({ method: 'POST', url: `/api/providers/${company.id}/claims`, headers: claimant.headers, payload: { role: 'Zaakvoerder' } });
      expect(claim.statusCode).toBe(201);
      return { path: `/providers/claims/${claim.json().id}`, body: { approved: true } };
    },
  },

  {
    route: 'PUT /issues/:id',
    records: 'issue.changed',
    prepare: async ({ test, personas }) => ({ path: `/issues/${(await createForumPost(test.db, { user_id: personas.userIds.user })).id}`, body: { subject: 'Vraag', content: 'Bijgewerkt' } }),
  },
  { route: 'DELETE /issues/:id', records: 'issue.removed', prepare: async ({ test, personas }) => ({ path: `/issues/${(await createForumPost(test.db, { user_id: personas.userIds.user })).id}` }) },
  {
    route: 'PUT /comments/:id',
    records: 'comment.changed',
    prepare: async ({ test, personas }) => {
      const issue = await createForumPost(test.db, { user_id: personas.userIds.user });
      return { path: `/comments/${(await createComment(test.db, { issue_id: issue.id, user_id: personas.userIds.user })).id}`, body: { content: 'Bijgewerkt', issueId: issue.id } };
    },
  },
  {
    route: 'DELETE /comments/:id',
    records: 'comment.removed',
    prepare: async ({ test, personas }) => {
      const issue = await createForumPost(test.db, { user_id: personas.userIds.user });
      return { path: `/comments/${(await createComment(test.db, { issue_id: issue.id, user_id: personas.userIds.user })).id}` };
    },
  },
  {
    route: 'PUT /reviews/:id',
    records: 'review.changed',
    prepare: async (world) => {
      const tool = await world.toolOfOwner();
      const review = await createReview(world.test.db, { ai_tool_id: tool.id, user_id: world.personas.userIds.user });
      return { path: `/reviews/${review.id}`, body: { content: 'Bijgewerkt', rating: 2, aiToolId: tool.id } };
    },
  },
  { route: 'DELETE /reviews/:id', records: 'review.removed', prepare: async (world) => ({ path: `/reviews/${(await reviewWithReply(world)).id}` }) },
  { route: 'PUT /reviews/:id/reply', records: 'reply.changed', prepare: async (world) => ({ path: `/reviews/${(await reviewWithReply(world)).id}/reply`, body: { content: 'Bijgewerkt' } }) },
  { route: 'DELETE /reviews/:id/reply', records: 'reply.removed', prepare: async (world) => ({ path: `/reviews/${(await reviewWithReply(world)).id}/reply` }) },
  {
    route: 'PUT /reports/:id',
    records: 'report.dismissed',
    prepare: async ({ test, personas }) => ({ path: `/reports/${(await createReport(test.db, { issue_id: (await createForumPost(test.db, { user_id: personas.userIds.user })).id })).id}`, body: { status: 'ignored' } }),
  },

  { route: 'PUT /users/:id', records: 'user.changed', prepare: async ({ test }) => ({ path: `/users/${(await createUser(test.db)).id}`, body: { firstname: 'Lotte' } }) },
  { route: 'PUT /users/upgrade/:id', records: 'user.roles-changed', prepare: async ({ test }) => ({ path: `/users/upgrade/${(await createUser(test.db)).id}`, body: { roles: ['provider', 'user'] } }) },
  { route: 'DELETE /users/:id', records: 'user.deleted', prepare: async ({ test }) => ({ path: `/users/${(await createUser(test.db)).id}` }) },
  {
    route: 'PUT /noshow/predictions/:id/outcome',
    records: 'prediction.outcome-recorded',
    prepare: async ({ test, personas }) => ({ path: `/noshow/predictions/${(await createPrediction(test.db, { user_id: personas.userIds.user })).id}/outcome`, body: { registrations: 100, attendees: 70 } }),
  },
];

const UNRECORDED: Unrecorded[] = [
  { route: 'POST /users/login/', because: 'the admin signs in to their own account' },
  { route: 'POST /users/register/', because: 'an account is made for oneself' },
  { route: 'PUT /insights/mail', because: 'the admin chooses whether they themselves get the weekly mail' },
  { route: 'POST /insights/events', because: 'a visit counted, alike for everyone, before anybody is known' },
  { route: 'POST /providers/submit', because: "the admin's own request to manage a company (linked to the caller); its decision is recorded" },
  { route: 'POST /providers/:id/claims', because: "the admin's own claim of a company; its decision is recorded" },
  { route: 'POST /issues', because: "the admin's own post, written under their name like anyone's" },
  { route: 'POST /comments', because: "the admin's own comment, written under their name like anyone's" },
  { route: 'POST /reviews', because: "the admin's own review, written under their name like anyone's" },
  { route: 'POST /reviews/:id/reply', because: "refused to an admin: a reply speaks for the tool's company" },
  { route: 'POST /favourites', because: "the admin's own favourites" },
  { route: 'DELETE /favourites/:toolId', because: "the admin's own favourites" },
  { route: 'POST /reports', because: "the admin's own report; deciding it is recorded" },
  { route: 'POST /noshow/predictions', because: "the admin's own prediction" },
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyOf = (route: ApiRoute) => `${route.method} ${route.url}`;

/** A review by the user on the owner's tool, with the owner's reply. */
async function reviewWithReply(world: World): Promise<{ id: number }> {
  const tool = await world.toolOfOwner();
  const review = await createReview(world.test.db, { ai_tool_id: tool.id, user_id: world.personas.userIds.user });
  const reply = await world.test.inject({ method: 'POST', url: `/api/reviews/${review.id}/reply`, headers: world.personas.headers.providerOwner, payload: { content: 'Dank je!' } });
  expect(reply.statusCode).toBe(201);
  return review;
}

describe.each(testDialects())('admin writes on %s', (dialect) => {
  let world: World;
  beforeAll(async () => {
    // A day after the factories' rows, so no cool-down of theirs is still running.
    const test = await createTestApp(dialect, { now: () => new Date(at(24 * 60)) });
    const personas = await createPersonas(test.db);
    world = {
      test,
      personas,
      toolOfOwner: async () => createTool(test.db, { provider_id: personas.providerId }),
    };
  });
  afterAll(() => world.test.close());

  test('every write route is called here, or listed with the reason it records nothing; no row is stale', () => {
    const writes = world.test.app.apiRoutes.filter((route) => WRITE_METHODS.has(route.method)).map(keyOf);
    expect(writes.length).toBeGreaterThan(30);
    const covered = new Set([...RECORDED.map((row) => row.route), ...UNRECORDED.map((row) => row.route)]);
    expect(writes.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !writes.includes(route))).toEqual([]);
    expect(RECORDED.filter((row) => UNRECORDED.some((other) => other.route === row.route))).toEqual([]);
  });

  test.each(RECORDED.map((row) => [`${row.route} records ${row.records}`, row] as const))('%s', async (_name, row) => {
    const { test, personas } = world;
    const call = await row.prepare(world);
    const last = await test.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    const response = await test.inject({
      method: row.route.split(' ')[0] as 'POST',
      url: `/api${call.path}`,
      remoteAddress: '198.51.100.7',
      ...(call.raw
        ? { headers: { ...personas.headers.admin, 'content-type': call.raw.contentType }, payload: call.raw.bytes }
        : { headers: personas.headers.admin, ...(call.body ? { payload: call.body } : {}) }),
    });
    expect({ route: row.route, status: response.statusCode, body: response.statusCode < 300 ? '' : response.body }).toEqual({
      route: row.route,
      status: expect.any(Number),
      body: '',
    });
    const written = await test.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'address', 'target_name'])
      .where('id', '>', Number(last.id ?? 0))
      .orderBy('id')
      .execute();
    expect(written).toEqual([{ action: row.records, actor_id: personas.userIds.admin, address: '198.51.100.7', target_name: expect.stringMatching(/\S/) }]);
  });
});
