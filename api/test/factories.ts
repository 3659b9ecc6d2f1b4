// Test data that reads like the spec: createTool(db, { name: 'Slido', eventprocess: 'event' }) …
// Each factory fills sensible defaults with unique names and returns the stored row (with its id).
import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  AiToolsTable,
  Database,
  FaqsTable,
  ForumCommentsTable,
  ForumPostsTable,
  KeywordsTable,
  NoshowPredictionsTable,
  ProvidersTable,
  ReportsTable,
  ReviewsTable,
  RoadmapSettingsTable,
  UsersTable,
} from '../src/db/schema.ts';
import type { Role } from 'shared/contracts';
import { refreshToolSearch } from '../src/modules/tools/search-index.ts';

let sequence = 0;
const next = () => ++sequence;

const NOW = Date.parse('2026-11-01T10:00:00.000Z');
/** An ISO timestamp `minutes` after a fixed moment, so ordering by date is under the test's control. */
export function at(minutes: number): string {
  return new Date(NOW + minutes * 60_000).toISOString();
}

type Flags<T> = { [K in keyof T]: T[K] extends number ? (K extends 'approved' ? boolean | number : T[K]) : T[K] };

export async function createUser(
  db: Kysely<Database>,
  overrides: Partial<Insertable<UsersTable>> & { roles?: Role[] } = {},
): Promise<Selectable<UsersTable> & { roles: Role[] }> {
  const n = next();
  const { roles = ['user'], ...fields } = overrides;
  const user = await db
    .insertInto('users')
    .values({ firstname: 'Els', lastname: `Peeters${n}`, email: `gebruiker${n}@voorbeeld.be`, created_at: at(0), ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (roles.length > 0) await db.insertInto('user_roles').values(roles.map((role) => ({ user_id: user.id, role }))).execute();
  return { ...user, roles };
}

export async function createProvider(
  db: Kysely<Database>,
  overrides: Partial<Flags<Insertable<ProvidersTable>>> = {},
): Promise<Selectable<ProvidersTable>> {
  const n = next();
  const { approved = true, ...fields } = overrides;
  return db
    .insertInto('providers')
    .values({
      name: `Provider ${n}`,
      country: 'BE',
      email: `info${n}@provider.be`,
      url: `https://provider${n}.be`,
      telephone: '+32 9 123 45 67',
      // An image the site serves itself (decision 0023): an https address would be fetched on the next write.
      logo_url: '/demo-logos/cvent.svg',
      approval_comment: '',
      user_id: null,
      created_at: at(0),
      ...fields,
      approved: approved === true || approved === 1 ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createTool(
  db: Kysely<Database>,
  overrides: Partial<Flags<Insertable<AiToolsTable>>> & { keywords?: number[] } = {},
): Promise<Selectable<AiToolsTable>> {
  const n = next();
  const { approved = true, keywords = [], ...fields } = overrides;
  const provider_id = fields.provider_id ?? (await createProvider(db)).id;
  const tool = await db
    .insertInto('ai_tools')
    .values({
      name: `Tool ${String(n).padStart(4, '0')}`,
      eventprocess: 'event',
      kind: 'Chatbot',
      description: 'Beantwoordt vragen van bezoekers.',
      origin: 'BE',
      price: 'Gratis',
      roi: 'Hoog',
      complexity: 'Laag',
      details_url: '',
      use_case_url: '',
      approval_comment: '',
      created_at: at(0),
      ...fields,
      provider_id,
      approved: approved === true || approved === 1 ? 1 : 0,
      // A pending tool waits since it was made (the admin's queue orders by it).
      pending_since: approved === true || approved === 1 || fields.approval_comment ? null : (fields.created_at ?? at(0)),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (keywords.length > 0) {
    await db.insertInto('ai_tool_keywords').values(keywords.map((keyword_id) => ({ ai_tool_id: tool.id, keyword_id }))).execute();
  }
  // As the API's writes do (tools/search-index.ts).
  await refreshToolSearch(db, [tool.id]);
  return tool;
}

export async function createKeyword(db: Kysely<Database>, overrides: Partial<Insertable<KeywordsTable>> = {}): Promise<Selectable<KeywordsTable>> {
  return db.insertInto('keywords').values({ name: `keyword ${next()}`, ...overrides }).returningAll().executeTakeFirstOrThrow();
}

export async function createForumPost(
  db: Kysely<Database>,
  overrides: Partial<Insertable<ForumPostsTable>> = {},
): Promise<Selectable<ForumPostsTable>> {
  const n = next();
  const user_id = overrides.user_id ?? (await createUser(db)).id;
  return db
    .insertInto('forum_posts')
    .values({ subject: `Vraag ${n}`, content: `Inhoud van vraag ${n}`, date: at(n), ...overrides, user_id })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createComment(
  db: Kysely<Database>,
  overrides: Partial<Insertable<ForumCommentsTable>> & { issue_id: number },
): Promise<Selectable<ForumCommentsTable>> {
  const n = next();
  const user_id = overrides.user_id ?? (await createUser(db)).id;
  return db
    .insertInto('forum_comments')
    .values({ content: `Reactie ${n}`, date: at(n), ...overrides, user_id })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createReview(
  db: Kysely<Database>,
  overrides: Partial<Insertable<ReviewsTable>> & { ai_tool_id: number },
): Promise<Selectable<ReviewsTable>> {
  const n = next();
  const user_id = overrides.user_id ?? (await createUser(db)).id;
  return db
    .insertInto('reviews')
    .values({ content: `Review ${n}`, rating: 4, date: at(n), ...overrides, user_id })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createFaq(db: Kysely<Database>, overrides: Partial<Insertable<FaqsTable>> = {}): Promise<Selectable<FaqsTable>> {
  const n = next();
  return db
    .insertInto('faqs')
    .values({ question: `Vraag ${n}?`, answer: `Antwoord ${n}.`, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createRoadmapSetting(
  db: Kysely<Database>,
  overrides: Partial<Insertable<RoadmapSettingsTable>> = {},
): Promise<Selectable<RoadmapSettingsTable>> {
  const n = next();
  return db
    .insertInto('roadmap_settings')
    .values({ name: `Link ${n}`, url: `https://voorbeeld.be/${n}`, type: 'navlink', ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An open report of a review, forum post or comment (exactly one of review_id, issue_id, comment_id). */
export async function createReport(
  db: Kysely<Database>,
  overrides: Partial<Insertable<ReportsTable>> & ({ review_id: number } | { issue_id: number } | { comment_id: number }),
): Promise<Selectable<ReportsTable>> {
  const n = next();
  const reporter_id = overrides.reporter_id ?? (await createUser(db)).id;
  return db
    .insertInto('reports')
    .values({ reason: `Ongepast ${n}`, status: 'open', created_at: at(n), ...overrides, reporter_id })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A kept No Show prediction of a free, in-person networking event (the built-in model, version 1). */
export async function createPrediction(
  db: Kysely<Database>,
  overrides: Partial<Insertable<NoshowPredictionsTable>> & { user_id: number },
): Promise<Selectable<NoshowPredictionsTable>> {
  const n = next();
  const input = {
    event: {
      Temperature: 15,
      Reminder: false,
      Parking: false,
      'Public transport access': '=Missing=',
      Paid: false,
      'Weather Description': '=Missing=',
      'Event Type': 'networking',
      'Attendance Type': 'in-person',
      Timing: 'evening',
      Catering: false,
    },
  };
  return db
    .insertInto('noshow_predictions')
    .values({
      created_at: at(n),
      input: JSON.stringify(input),
      rate: 0.28,
      low: 0.2,
      high: 0.5,
      built_in_rate: 0.28,
      literature_logit: Math.log(0.28 / 0.72),
      model: 'ingebouwd',
      model_version: 1,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
