// The embedded accounts: lookup, creation, password checks with the failed-login slow-down, reset links.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, IdentityAccountsTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/constraint-violations.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';

export type Account = Selectable<IdentityAccountsTable>;

/** Failures allowed before each further attempt has to wait. */
const FREE_FAILURES = 3;
const MAX_WAIT_S = 30;
/** A failure counter with no new failure for this long starts over. */
const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** The embedded provider's account behind a user, if the user logs in with it (its id is the token's subject). */
export function embeddedAccountIdOf(
  embeddedIssuer: string | null,
  identity: { auth_issuer: string | null; auth_subject: string | null },
): number | null {
  if (embeddedIssuer === null || identity.auth_issuer !== embeddedIssuer || identity.auth_subject === null) return null;
  const id = Number(identity.auth_subject);
  return Number.isSafeInteger(id) ? id : null;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findAccountById(db: Kysely<Database>, id: number): Promise<Account | undefined> {
  return db.selectFrom('identity_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findAccountByEmail(db: Kysely<Database>, email: string): Promise<Account | undefined> {
  return db.selectFrom('identity_accounts').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export interface NewAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  emailVerified?: boolean;
  mustChangePassword?: boolean;
}

/** The new account's id, or undefined when the e-mail address already has an account. */
export async function createAccount(db: Kysely<Database>, account: NewAccount): Promise<number | undefined> {
  const password_hash = await hashPassword(account.password);
  try {
    const row = await db
      .insertInto('identity_accounts')
      .values({
        email: normalizeEmail(account.email),
        password_hash,
        firstname: account.firstname,
        lastname: account.lastname,
        email_verified: account.emailVerified ? 1 : 0,
        must_change_password: account.mustChangePassword ? 1 : 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

export async function setPassword(
  db: Kysely<Database>,
  accountId: number,
  password: string,
  extra: { emailVerified?: boolean } = {},
): Promise<void> {
  await db
    .updateTable('identity_accounts')
    .set({
      password_hash: await hashPassword(password),
      must_change_password: 0,
      ...(extra.emailVerified ? { email_verified: 1 } : {}),
    })
    .where('id', '=', accountId)
    .execute();
}

export type LoginResult =
  | { kind: 'ok'; account: Account }
  | { kind: 'wrong' }
  | { kind: 'wait'; seconds: number };

/** Seconds the next attempt for this e-mail has to wait (0 = may try now). */
async function waitSeconds(db: Kysely<Database>, email: string, now: number): Promise<number> {
  const row = await db.selectFrom('login_failures').selectAll().where('email', '=', email).executeTakeFirst();
  if (row === undefined || row.failures < FREE_FAILURES) return 0;
  const last = Date.parse(row.last_failure_at);
  const wait = Math.min(MAX_WAIT_S, 2 ** (row.failures - FREE_FAILURES)) * 1000;
  return Math.max(0, Math.ceil((last + wait - now) / 1000));
}

async function recordFailure(db: Kysely<Database>, email: string, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  const row = await db.selectFrom('login_failures').select(['failures', 'last_failure_at']).where('email', '=', email).executeTakeFirst();
  const fresh = row === undefined || now - Date.parse(row.last_failure_at) > FAILURE_MEMORY_MS;
  const failures = fresh ? 1 : row.failures + 1;
  await db
    .insertInto('login_failures')
    .values({ email, failures, last_failure_at: at })
    .onConflict((conflict) => conflict.column('email').doUpdateSet({ failures, last_failure_at: at }))
    .execute();
  // forget old counters of addresses nobody tries any more (unknown e-mails would pile up otherwise)
  await db.deleteFrom('login_failures').where('last_failure_at', '<', new Date(now - FAILURE_MEMORY_MS).toISOString()).execute();
}

export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', normalizeEmail(email)).execute();
}

/**
 * Checks a password login. Known and unknown addresses take the same path and time: the counter is kept per
 * address whether or not it has an account, and scrypt always runs (against a dummy hash when there is none).
 */
export async function checkLogin(db: Kysely<Database>, rawEmail: string, password: string): Promise<LoginResult> {
  const email = normalizeEmail(rawEmail);
  const now = Date.now();
  const seconds = await waitSeconds(db, email, now);
  if (seconds > 0) return { kind: 'wait', seconds };
  const account = email === '' ? undefined : await findAccountByEmail(db, email);
  const matches = await verifyPassword(password, account?.password_hash ?? (await dummyHash()));
  if (account !== undefined && matches) {
    await clearFailures(db, email);
    return { kind: 'ok', account };
  }
  if (email !== '') await recordFailure(db, email, now);
  return { kind: 'wrong' };
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A reset token for the account (only its hash is stored), valid one hour. */
export async function createResetToken(db: Kysely<Database>, accountId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('password_resets')
    .values({ token_hash: tokenHash(token), account_id: accountId, expires_at: new Date(now + RESET_TTL_MS).toISOString(), used_at: null })
    .execute();
  // used and expired links are of no use any more
  await db.deleteFrom('password_resets').where('expires_at', '<', new Date(now - RESET_TTL_MS).toISOString()).execute();
  return token;
}

/** The account of a usable (unused, unexpired) reset token, or undefined. */
export async function findResetAccount(db: Kysely<Database>, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .select('account_id')
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row?.account_id;
}

/** Marks the token used: its account for the one request that did so (single use even under a race), else undefined. */
export async function useResetToken(db: Kysely<Database>, token: string): Promise<number | undefined> {
  const accountId = await findResetAccount(db, token);
  if (accountId === undefined) return undefined;
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: new Date().toISOString() })
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  // the other links of the account that are still open are of no use after a new password
  await db
    .updateTable('password_resets')
    .set({ used_at: new Date().toISOString() })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
  return accountId;
}
