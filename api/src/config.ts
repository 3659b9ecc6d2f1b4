// The server's configuration, read once from the environment (every variable is documented in api/README.md).
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES } from './web/runtime-config.ts';
import type { RemoteName } from './web/runtime-config.ts';

export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  rateLimitMax: number;
  corsOrigins: string[];
  publicApiUrl: string;
  remotes: Partial<Record<RemoteName, string>>;
  webRoot: string;
  seedDemo: boolean;
  trustProxy: boolean | string;
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const remotes: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = env[`REMOTE_${name.toUpperCase()}_URL`]?.trim();
    if (url) remotes[name] = url;
  }
  return {
    port: integer(env, 'PORT', 3000, 0, 65_535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: folder(env.DATA_DIR, 'data'),
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
    seedDemo: flag(env, 'SEED_DEMO', true),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
}
