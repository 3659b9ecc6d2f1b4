// A person's data is theirs: the privacy statement's lists, the download of everything held about the caller, the
// erasure of an account and the retention schedule, each driven by the one declaration in personal-data.ts.
import type { Kysely } from 'kysely';
import { errorTexts } from 'shared/contracts';
import type { PersonalDataExport, PrivacyStatement } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import type { DialectName } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors/api-error.ts';
import { embeddedAccountIdOf } from '../../oidc/accounts.ts';
import { BROWSER_STORAGE } from './browser-storage.ts';
import { PERSONAL_DATA, type Person } from './personal-data.ts';
import { createPrivacyRepository } from './repository.ts';

export interface PrivacyServiceOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The embedded provider's issuer, whose accounts belong to their user; null with an external one. */
  embeddedIssuer: string | null;
  siteUrl: string;
  now: () => Date;
  /** Where an operator reads what went wrong in the background (the app's log). */
  warn: (message: string, error: unknown) => void;
}

/** What the deletion hands back for the messages that follow it. */
export interface ErasedAccount {
  /** Companies the person managed, now without a manager. */
  unmanagedProviders: string[];
}

export function createPrivacyService({ db, dialect, embeddedIssuer, siteUrl, now, warn }: PrivacyServiceOptions) {
  /** The person behind a user id, or undefined (also for the shared 'Verwijderd account' row). */
  async function personOf(executor: Kysely<Database>, userId: number): Promise<Person | undefined> {
    const rows = createPrivacyRepository(executor);
    const user = await rows.findUser(userId);
    if (user === undefined) return undefined;
    const accountId = embeddedAccountIdOf(embeddedIssuer, user);
    const accountEmail = accountId === null ? undefined : await rows.accountEmail(accountId);
    const pending = await rows.pendingEmails(userId);
    const emails = [...new Set([user.email, accountEmail, ...pending].filter((e): e is string => !!e).map((e) => e.toLowerCase()))];
    return { userId, emails, firstname: user.firstname, lastname: user.lastname, accountId: accountEmail === undefined ? null : accountId };
  }

  return {
    personOf,

    statement(): PrivacyStatement {
      return {
        personalData: PERSONAL_DATA.map(({ table, label, fields, purpose, retention, seenBy }) => ({ table, label, fields, purpose, retention, seenBy })),
        browserStorage: BROWSER_STORAGE,
      };
    },

    /** Everything held about the caller; nobody else's, not even for an admin (they would see more than their role). */
    async exportFor(caller: Caller, userId: number): Promise<PersonalDataExport> {
      if (caller.userId !== userId) throw forbidden('Alleen jijzelf kunt je gegevens downloaden.');
      const person = await personOf(db, userId);
      if (person === undefined) throw notFound(errorTexts.noneWithId('user', userId));
      const data: PersonalDataExport['data'] = {};
      for (const part of PERSONAL_DATA) {
        if (part.rowsOf !== undefined) data[part.table] = await part.rowsOf(db, person);
      }
      return { exportedAt: now().toISOString(), site: siteUrl, data };
    },

    /**
     * Erases the person inside the caller's transaction, in the declaration's order: what they wrote moves to
     * 'Verwijderd account', their companies lose their manager, every other trace goes or loses their name.
     */
    async erase(trx: Kysely<Database>, person: Person): Promise<ErasedAccount> {
      const rows = createPrivacyRepository(trx);
      const unmanagedProviders = await rows.providerNamesManagedBy(person.userId);
      const deleted = await rows.deletedAccountId();
      for (const part of PERSONAL_DATA) await part.onDeletion?.(trx, person, deleted);
      return { unmanagedProviders };
    },

    /**
     * After a deletion: SQLite writes the overwritten pages back from its write-ahead log and empties it, so the
     * files hold nothing of the deleted rows (secure_delete overwrites them in the database file itself).
     */
    async flush(): Promise<void> {
      if (dialect !== 'sqlite' || (await createPrivacyRepository(db).checkpointWriteAheadLog())) return;
      // The deletion stands; the log's old pages stay until a later checkpoint overwrites or empties it.
      warn('the write-ahead log could not be emptied after a deletion: another checkpoint kept it busy', null);
    },

    /** The retention schedule's run: each declared purge; answers how many rows each changed. */
    async purge(): Promise<Record<string, number>> {
      const at = now();
      const changed: Record<string, number> = {};
      for (const part of PERSONAL_DATA) {
        if (part.purge !== undefined) changed[part.table] = await part.purge(db, at);
      }
      if (Object.values(changed).some((count) => count > 0)) await this.flush();
      return changed;
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
