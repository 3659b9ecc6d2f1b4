// The embedded OpenID Connect provider (issue 3): oidc-provider with local accounts, mounted under /oidc.
// Keys, sessions, grants and codes live in the database, so restarts and several API instances share them.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import { loadOrCreateSigningKey, publicJwk } from '../auth/signing-keys.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAccount, findAccountByEmail, normalizeEmail } from './accounts.ts';
import { randomPassword } from './passwords.ts';
import { createProvider } from './provider.ts';
import { oidcPlugin } from './routes.ts';
import type { AddressLimits } from './routes.ts';
import type { Counters } from '../limits/counters.ts';

export interface EmbeddedProviderOptions {
  db: Kysely<Database>;
  /** Absolute, e.g. 'http://localhost:3000/oidc' (= PUBLIC_URL + '/oidc'). */
  issuer: string;
  /** The shell's public client, e.g. 'roadmap-shell'. */
  clientId: string;
  /** e.g. ['http://localhost:3000']; redirect URIs `${o}/login/callback` and `${o}/login/silent`, post-logout `${o}/`. */
  siteOrigins: string[];
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The counters of the per-address limits (failed logins, new accounts): the API's, so Redis when configured. */
  counters?: Counters;
  /** The per-address limits (default ADDRESS_LIMITS); tests lower them. */
  addressLimits?: AddressLimits;
}

export interface EmbeddedProvider {
  issuer: string;
  /** For verifying the provider's ID tokens in-process (jose createLocalJWKSet). */
  publicJwks: { keys: JWK[] };
  /** Register with `app.register(plugin, { prefix: '/oidc' })`, outside /api and the site's helmet scope. */
  plugin: FastifyPluginAsync;
}

export async function createEmbeddedProvider(options: EmbeddedProviderOptions): Promise<EmbeddedProvider> {
  const { db, issuer, clientId, siteOrigins, mailer, log, counters, addressLimits } = options;
  const signingKey = await loadOrCreateSigningKey(db, 'oidc');
  const cookieKey = await loadOrCreateSigningKey(db, 'cookie');
  if (typeof cookieKey.k !== 'string') throw new Error('the cookie key in signing_keys is not an oct key');
  const basePath = new URL(issuer).pathname.replace(/\/+$/, '');
  const provider = createProvider({ db, issuer, clientId, siteOrigins, signingKey, cookieSecret: cookieKey.k, basePath });
  // oidc-provider answers its own errors; the unexpected ones must still reach the log
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'OpenID Connect provider error'));
  const plugin = oidcPlugin({ provider, db, issuer, clientId, siteOrigins, mailer, log, basePath, counters, addressLimits });
  return { issuer, publicJwks: { keys: [publicJwk(signingKey)] }, plugin };
}

export interface FirstAdminOptions {
  db: Kysely<Database>;
  issuer: string;
  dataDir: string;
  adminEmail: string;
  log: FastifyBaseLogger;
}

export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

/**
 * First start only (no identity account with this e-mail yet): creates an embedded account for adminEmail with a
 * random one-time password (must_change_password=1, email_verified=1), a `users` row (firstname 'Beheerder',
 * lastname 'Roadmap', auth_issuer=issuer, auth_subject=String(account id)) with roles admin, provider, user;
 * writes the password to `${dataDir}/first-admin-password.txt` (mode 0600) and logs it at warn level. Later
 * starts do nothing.
 */
export async function ensureFirstAdmin(options: FirstAdminOptions): Promise<void> {
  const { db, issuer, dataDir, log } = options;
  const email = normalizeEmail(options.adminEmail);
  if ((await findAccountByEmail(db, email)) !== undefined) return;
  const password = randomPassword();
  const firstname = 'Beheerder';
  const lastname = 'Roadmap';
  const accountId = await createAccount(db, { email, password, firstname, lastname, emailVerified: true, mustChangePassword: true });
  if (accountId === undefined) return; // another instance started at the same moment and made it
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    let userId: number;
    if (existing !== undefined) {
      // a user with this address exists (e.g. demo data): it becomes the admin's, linked to the new identity
      userId = existing.id;
      await trx.updateTable('users').set({ auth_issuer: issuer, auth_subject: String(accountId) }).where('id', '=', userId).execute();
    } else {
      const row = await trx
        .insertInto('users')
        .values({ firstname, lastname, email, auth_issuer: issuer, auth_subject: String(accountId), created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = row.id;
    }
    for (const role of ['admin', 'provider', 'user'] as const) {
      const has = await trx.selectFrom('user_roles').select('role').where('user_id', '=', userId).where('role', '=', role).executeTakeFirst();
      if (has === undefined) await trx.insertInto('user_roles').values({ user_id: userId, role }).execute();
    }
  });
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, FIRST_ADMIN_PASSWORD_FILE);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  await chmod(file, 0o600); // writeFile's mode only applies to a new file
  log.warn(
    { adminEmail: email, passwordFile: file },
    `First start: admin account ${email} with one-time password ${password} (also in ${file}); choose a new password at the first login.`,
  );
}
