// The first start's admin: an embedded account with a one-time password, so a fresh installation can be managed
// before anyone has registered. The password is written to a file only the server's user can read, and must be
// replaced at the first login (login-pages.ts).
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { createAccount, findAccountByEmail, normalizeEmail } from './accounts.ts';
import { randomPassword } from './passwords.ts';

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
