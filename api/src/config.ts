// The server's configuration, read once from the environment (every variable is documented in docs/configuration.md).
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from 'shared/contracts';
import type { RemoteName } from 'shared/contracts';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Where npm run backup writes its files (BACKUP_DIR); default <dataDir>/backups. */
  backupDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  rateLimitMax: number;
  corsOrigins: string[];
  publicApiUrl: string;
  remotes: Partial<Record<RemoteName, string>>;
  webRoot: string;
  /** How long a public page may take to render on the server before the browser renders it (SERVER_RENDER_BUDGET_MS); 0: off. */
  serverRenderBudgetMs: number;
  seedDemo: boolean;
  /** Count visits for the insights (COUNT_VISITS); off, every event is answered and dropped. */
  countVisits: boolean;
  trustProxy: boolean | string;
  /** How long a stop waits for the requests under way before it closes their connections (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceSeconds: number;
  /** The site's own origin as browsers reach it (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  oidc: OidcConfig;
  /** Lower-case addresses that become admin when they register with a verified e-mail (ADMIN_EMAILS). */
  adminEmails: string[];
  /** E-mail of the first admin account the embedded provider creates (ADMIN_EMAIL). */
  firstAdminEmail: string;
  /** smtp(s):// URL of the mail server; undefined = mail is written to the mail_outbox table and the log. */
  smtpUrl: string | undefined;
  /** redis:// or rediss://: the counters of every limit live there, shared by every API process. */
  redisUrl: string | undefined;
  /** The bearer token of GET /metrics (METRICS_TOKEN, 16 characters or more); undefined = no /metrics. */
  metricsToken: string | undefined;
  mailFrom: string;
  /** The No Show Tool's outside scoring service (NOSHOW_MODEL_URL, NOSHOW_MODEL_KEY); undefined = built-in only. */
  noShowModel: { url: string; key: string | undefined } | undefined;
}

export interface OidcConfig {
  /** OIDC_ISSUER; null = the embedded provider, whose issuer is embeddedIssuer(publicUrl). */
  issuer: string | null;
  clientId: string;
  /** The `aud` the ID tokens must carry (default: the client id). */
  audience: string;
  scope: string;
  /** The ID token claim holding the e-mail address ('preferred_username' for some Entra ID set-ups). */
  emailClaim: string;
}

/** The issuer of the embedded OpenID provider, served by this server under /oidc. */
export function embeddedIssuer(publicUrl: string): string {
  return `${publicUrl}/oidc`;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, not "${raw}"`);
}

/** Relative folders are taken from the repository root, whatever the working directory. */
function folder(value: string | undefined, fallback: string): string {
  const chosen = value?.trim() || fallback;
  return isAbsolute(chosen) ? chosen : resolve(REPOSITORY_ROOT, chosen);
}

/** TRUST_PROXY: true/false, or proxy addresses (comma list, CIDR allowed). */
function trustProxyOf(raw: string | undefined): boolean | string {
  const value = raw?.trim();
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  return value;
}

/**
 * An absolute http(s) URL. A site address is used without a trailing slash (paths are appended to it); an
 * issuer is kept exactly as given, since it must equal the tokens' iss (Auth0's ends with a slash).
 */
function httpUrl(name: string, raw: string, trailingSlash: 'forbidden' | 'kept' = 'forbidden'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, not "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, not "${raw}"`);
  if (trailingSlash === 'forbidden' && raw.endsWith('/')) throw new Error(`${name} must not end with a slash: "${raw}"`);
  if (url.search || url.hash || url.username || url.password) throw new Error(`${name} must not hold a query, fragment or credentials: "${raw}"`);
  return raw;
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

function email(name: string, raw: string): string {
  const value = raw.trim().toLowerCase();
  if (!EMAIL.test(value)) throw new Error(`${name} must hold e-mail addresses, not "${raw.trim()}"`);
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = env[`REMOTE_${name.toUpperCase()}_URL`]?.trim();
    if (url) remotes[name] = url;
  }
  const port = integer(env, 'PORT', 3000, 0, 65_535);
  const publicUrl = httpUrl('PUBLIC_URL', env.PUBLIC_URL?.trim() || `http://localhost:${port}`);
  const issuer = env.OIDC_ISSUER?.trim() ? httpUrl('OIDC_ISSUER', env.OIDC_ISSUER.trim(), 'kept') : null;
  const clientId = text(env, 'OIDC_CLIENT_ID', 'roadmap-shell');
  const scope = text(env, 'OIDC_SCOPE', 'openid email profile');
  if (!scope.split(/\s+/).includes('openid')) throw new Error(`OIDC_SCOPE must include openid, not "${scope}"`);
  const emailClaim = text(env, 'OIDC_EMAIL_CLAIM', 'email');
  if (!/^[A-Za-z0-9_.:-]+$/.test(emailClaim)) throw new Error(`OIDC_EMAIL_CLAIM must be a claim name, not "${emailClaim}"`);
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl !== undefined && !/^rediss?:\/\/[^\s]+$/i.test(redisUrl)) throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  // /metrics has no rate limit: only a long token makes guessing it hopeless.
  if (metricsToken !== undefined && !/^\S{16,}$/.test(metricsToken)) throw new Error('METRICS_TOKEN must be 16 or more characters without spaces');
  const noShowModelUrl = env.NOSHOW_MODEL_URL?.trim() || undefined;
  if (noShowModelUrl !== undefined && !/^https?:\/\/[^\s]+$/i.test(noShowModelUrl)) throw new Error('NOSHOW_MODEL_URL must be an http:// or https:// URL');
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^\s]+$/i.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: folder(env.DATA_DIR, 'data'),
    backupDir: folder(env.BACKUP_DIR, resolve(folder(env.DATA_DIR, 'data'), 'backups')),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    logLevel,
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 600, 0, 1_000_000_000),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicApiUrl: env.PUBLIC_API_URL?.trim() || '/api',
    remotes,
    webRoot: folder(env.WEB_ROOT, '.'),
    serverRenderBudgetMs: integer(env, 'SERVER_RENDER_BUDGET_MS', 150, 0, 10_000),
    seedDemo: flag(env, 'SEED_DEMO', true),
    countVisits: flag(env, 'COUNT_VISITS', true),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 20, 0, 3600),
    publicUrl,
    oidc: { issuer, clientId, audience: text(env, 'OIDC_AUDIENCE', clientId), scope, emailClaim },
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .filter((entry) => entry.trim() !== '')
      .map((entry) => email('ADMIN_EMAILS', entry)),
    firstAdminEmail: email('ADMIN_EMAIL', env.ADMIN_EMAIL?.trim() || 'admin@roadmap.local'),
    smtpUrl,
    redisUrl,
    metricsToken,
    mailFrom: text(env, 'MAIL_FROM', 'AI-tools roadmap <no-reply@roadmap.local>'),
    noShowModel: noShowModelUrl === undefined ? undefined : { url: noShowModelUrl, key: env.NOSHOW_MODEL_KEY?.trim() || undefined },
  };
}
