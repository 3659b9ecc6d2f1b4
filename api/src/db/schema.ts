// The database schema as Kysely sees it: one definition for SQLite and PostgreSQL.
// Conventions (see docs/decisions/0002-portable-schema.md):
// - snake_case tables and columns; the repositories' selects alias them to the JSON names of SPEC §3.
// - flags are INTEGER 0/1 in both databases (node:sqlite cannot bind booleans).
// - timestamps are ISO 8601 UTC text ('2026-11-22T08:00:00.000Z'), sortable as text in both databases.
import type { Generated } from 'kysely';
import type { Role } from 'shared/contracts';

export interface UsersTable {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  email: string; // unique, stored lower-case
  auth_issuer: string | null; // OpenID Connect issuer of the identity (decision 0008)
  auth_subject: string | null; // the spec's auth0sub; unique together with auth_issuer
  created_at: string;
}

export interface UserRolesTable {
  user_id: number; // FK users.id, cascade
  role: Role; // primary key (user_id, role)
}

export interface ProvidersTable {
  id: Generated<number>;
  name: string; // unique
  country: string; // ISO 3166-1 alpha-2
  email: string;
  url: string;
  telephone: string;
  logo_url: string;
  approved: number; // 0 | 1
  approval_comment: string; // '' = not rejected
  user_id: number | null; // FK users.id (restrict: a user who manages providers cannot be removed)
  created_at: string;
}

export interface AiToolsTable {
  id: Generated<number>;
  name: string; // unique
  eventprocess: string; // overkoepelend | pre-event | event | post-event (| 'pre-event / event' in old data)
  kind: string;
  description: string;
  origin: string; // ISO 3166-1 alpha-2
  price: string;
  roi: string;
  complexity: string;
  details_url: string; // '' when absent
  use_case_url: string; // '' when absent
  approved: number; // 0 | 1
  approval_comment: string; // '' = not rejected
  provider_id: number; // FK providers.id (restrict: a provider with tools cannot be removed)
  created_at: string;
  pending_since: string | null; // since when it waits for a decision; null when it does not
}

export interface KeywordsTable {
  id: Generated<number>;
  name: string; // unique, stored lower-case, shown capitalised
}

export interface AiToolKeywordsTable {
  ai_tool_id: number; // FK ai_tools.id, cascade; primary key (ai_tool_id, keyword_id)
  keyword_id: number; // FK keywords.id, cascade
}

export interface ReviewsTable {
  id: Generated<number>;
  content: string;
  rating: number; // 1..5
  date: string;
  user_id: number; // FK users.id, cascade
  ai_tool_id: number; // FK ai_tools.id, cascade
}

export interface ForumPostsTable {
  id: Generated<number>;
  subject: string; // <= 50
  content: string; // <= 1000
  date: string; // last changed
  user_id: number; // FK users.id, cascade
}

export interface ForumCommentsTable {
  id: Generated<number>;
  content: string;
  date: string;
  user_id: number; // FK users.id, cascade
  issue_id: number; // FK forum_posts.id, cascade
}

/** The provider's public reply under a review (one per review). */
export interface ReviewRepliesTable {
  review_id: number; // primary key, FK reviews.id, cascade
  provider_id: number; // FK providers.id, cascade: the company the reply speaks for
  content: string;
  date: string; // last changed
}

/** A report of improper content: exactly one of review_id, issue_id, comment_id (each FK, cascade). */
export interface ReportsTable {
  id: Generated<number>;
  review_id: number | null;
  issue_id: number | null;
  comment_id: number | null;
  reporter_id: number; // FK users.id, cascade; unique per item
  reason: string;
  status: 'open' | 'ignored';
  created_at: string;
}

/** Writes of one account in the current fixed window, per kind of write (api/src/modules/write-limit). */
export interface WriteCountersTable {
  user_id: number; // FK users.id, cascade; primary key (user_id, kind)
  kind: string;
  window_start: string;
  count: number;
}

export interface FaqsTable {
  id: Generated<number>;
  question: string; // unique
  answer: string;
}

export interface RoadmapSettingsTable {
  id: Generated<number>;
  name: string; // <= 50
  url: string;
  type: string; // 'navlink'
}

/** A local account of the embedded identity provider (api/src/oidc); its id is the ID token's subject. */
export interface IdentityAccountsTable {
  id: Generated<number>;
  email: string; // unique, stored lower-case
  password_hash: string; // scrypt, 'scrypt$N$r$p$salt$hash' (base64url)
  firstname: string;
  lastname: string;
  email_verified: number; // 0 | 1: the owner proved the mailbox (a reset link was used, or the first admin)
  must_change_password: number; // 0 | 1: a one-time password that must be replaced at the next login
  created_at: string;
}

/** oidc-provider's persisted models (Session, Grant, AuthorizationCode, RefreshToken, Interaction, …). */
export interface OidcPayloadsTable {
  model: string;
  id: string; // primary key (model, id)
  payload: string; // JSON
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: string | null;
  consumed_at: string | null;
}

/** Private keys as JWK JSON, made on first start: never in the repository or the environment. */
export interface SigningKeysTable {
  id: Generated<number>;
  purpose: 'oidc' | 'api' | 'cookie';
  private_jwk: string;
  created_at: string;
}

/** Mail written when no SMTP_URL is set; the log shows each message too. */
export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface PasswordResetsTable {
  token_hash: string; // sha256 of the link's token, base64url
  account_id: number; // FK identity_accounts.id, cascade
  expires_at: string;
  used_at: string | null;
}

/** Failed password logins per e-mail address (lower-case), to slow down guessing. */
export interface LoginFailuresTable {
  email: string;
  failures: number;
  last_failure_at: string;
}

export interface FavouritesTable {
  user_id: number; // FK users.id, cascade; primary key (user_id, ai_tool_id)
  ai_tool_id: number; // FK ai_tools.id, cascade
  created_at: string;
}

export interface SiteContentTable {
  id: number; // always 1: one document
  document: string; // JSON of the contract's SiteContent
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  providers: ProvidersTable;
  ai_tools: AiToolsTable;
  keywords: KeywordsTable;
  ai_tool_keywords: AiToolKeywordsTable;
  reviews: ReviewsTable;
  forum_posts: ForumPostsTable;
  forum_comments: ForumCommentsTable;
  faqs: FaqsTable;
  review_replies: ReviewRepliesTable;
  reports: ReportsTable;
  write_counters: WriteCountersTable;
  roadmap_settings: RoadmapSettingsTable;
  site_content: SiteContentTable;
  favourites: FavouritesTable;
  identity_accounts: IdentityAccountsTable;
  oidc_payloads: OidcPayloadsTable;
  signing_keys: SigningKeysTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  audit_log: AuditLogTable;
  ai_tool_history: AiToolHistoryTable;
  provider_claims: ProviderClaimsTable;
  noshow_predictions: NoshowPredictionsTable;
  noshow_model_versions: NoshowModelVersionsTable;
  used_id_tokens: UsedIdTokensTable;
  email_changes: EmailChangesTable;
  images: ImagesTable;
  insight_events: InsightEventsTable;
  insight_daily: InsightDailyTable;
  insight_visitors: InsightVisitorsTable;
  insight_salts: InsightSaltsTable;
  insight_mail_subscribers: InsightMailSubscribersTable;
  insight_mail_weeks: InsightMailWeeksTable;
}

/** One counted event, without a visitor key or an address (kept 30 days). */
export interface InsightEventsTable {
  id: Generated<number>;
  day: string; // YYYY-MM-DD in the site's time zone
  kind: string; // view | website | search | prediction
  path: string | null;
  tool_id: number | null;
  referrer: string | null; // a host
  search_text: string | null;
  search_filters: string | null; // JSON: phases, countries, keywordIds
  results: number | null;
}

/** The totals that stay: per metric, day and key ('' for a metric without keys). */
export interface InsightDailyTable {
  metric: string;
  day: string;
  key: string;
  count: number;
}

/** The day's visitor keys, only to count each visitor once a day (kept two days). */
export interface InsightVisitorsTable {
  day: string;
  visitor: string;
}

export interface InsightSaltsTable {
  day: string;
  salt: string;
}

export interface InsightMailSubscribersTable {
  user_id: number; // FK users.id, cascade
  since: string;
}

export interface InsightMailWeeksTable {
  week: string; // the Monday, YYYY-MM-DD
  sent_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: number | null;
  target_name: string;
  detail: Generated<string>;
  address: string;
}

/** One event in a tool's life (decision 0018); no foreign keys, the history outlives the tool and the actor. */
export interface AiToolHistoryTable {
  id: Generated<number>;
  ai_tool_id: number;
  tool_name: string;
  at: string;
  actor_id: number | null;
  actor_name: string;
  action: string; // ToolHistoryAction of shared/contracts
  detail: string;
}

/** A user's claim of a listed company ('Is dit je bedrijf?'). */
export interface ProviderClaimsTable {
  id: Generated<number>;
  provider_id: number; // FK providers.id (cascade)
  user_id: number; // FK users.id (cascade)
  role: string; // the claimant's role in the company
  status: 'pending' | 'approved' | 'rejected';
  comment: string; // the reason of a rejection
  created_at: string;
}

/** A No Show prediction a logged-in user asked for, kept with what happened at the event (decision 0020). */
export interface NoshowPredictionsTable {
  id: Generated<number>;
  user_id: number; // FK users.id (cascade)
  created_at: string;
  input: string; // the request body (PredictionBody) as JSON
  rate: number; // the rate on the screen (the outside model's when it answered)
  low: number; // the built-in model's range
  high: number;
  built_in_rate: number;
  /** The built-in model's logit without the version's baseline shift; null when an earlier edition set the baseline. */
  literature_logit: number | null;
  model: 'ingebouwd' | 'extern';
  model_version: number; // FK noshow_model_versions.version
  outcome_registrations: number | null;
  outcome_attendees: number | null;
  outcome_at: string | null;
}

/** Each version of the built-in model: its baseline shift, re-estimated from recorded outcomes. */
export interface NoshowModelVersionsTable {
  version: number;
  created_at: string;
  baseline_shift: number; // added to the literature baseline's logit
  outcomes: number;
  change: string;
}

/** ID tokens the backend login took: each only once (decision 0021); forgotten after they expire. */
export interface UsedIdTokensTable {
  token_hash: string; // sha256 of the token, base64url
  expires_at: string;
}

/** A new e-mail address waiting for its owner's confirmation; the old one stays in force until then. */
export interface EmailChangesTable {
  user_id: number; // FK users.id (cascade), one open change per user
  email: string;
  token_hash: string; // sha256 of the link's token, base64url
  expires_at: string;
}

/** An image the site serves itself (decision 0023): always WebP, at most 256 px a side, no metadata. */
export interface ImagesTable {
  id: Generated<number>;
  name: string; // unique: the sha256 of `bytes` in hex, with the extension ('….webp')
  content_type: string; // 'image/webp'
  bytes: Uint8Array; // BLOB (SQLite) or bytea (PostgreSQL); read back as Uint8Array or Buffer
  width: number;
  height: number;
  created_at: string;
}
