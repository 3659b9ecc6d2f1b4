// Per-account write limits of the community (docs/decisions/0014-community.md): on top of the per-address limit of
// rate-limit.ts, so that one account cannot flood the forum from many addresses. A counter row per account and
// kind of write holds a fixed window that starts at the first write in it; the row lives in the database, so
// every API instance counts the same writes. Admins are counted but never refused (they clean up after others).
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/access.ts';
import { isAdmin } from '../../auth/access.ts';
import { isForeignKeyViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, unauthorized } from '../../errors/api-error.ts';
import { limitRefusals } from '../../operations/metrics/metrics.ts';
import { createWriteCounterRepository } from './repository.ts';

export const WRITE_LIMITS = {
  /** Every community write: posting, editing or deleting a forum post, comment, review or reply, and reporting. */
  write: { max: 30, windowMinutes: 60 },
  /** New forum questions. */
  question: { max: 10, windowMinutes: 24 * 60 },
} as const;

export type WriteKind = keyof typeof WRITE_LIMITS;

export const writeLimitMessage = 'Je hebt het maximum aantal berichten voor nu bereikt. Probeer het later opnieuw.';

export function createWriteLimit(db: Kysely<Database>, now: () => Date) {
  /** One more write of this kind; returns the count in the window and when the window started. */
  async function increment(trx: Kysely<Database>, userId: number, kind: WriteKind, time: Date) {
    const start = time.toISOString();
    const expired = new Date(time.getTime() - WRITE_LIMITS[kind].windowMinutes * 60_000).toISOString();
    try {
      return await createWriteCounterRepository(trx).increment(userId, kind, start, expired);
    } catch (error) {
      // A valid token of an account removed since (tokens live 60 minutes): nobody to write as.
      if (isForeignKeyViolation(error)) throw unauthorized();
      throw error;
    }
  }

  /** Counts a write of the caller; past a limit 429 RATE_LIMITED (admins are counted, never refused). */
  async function count(trx: Kysely<Database>, caller: Caller, kinds: WriteKind[]): Promise<void> {
    const time = now();
    for (const kind of kinds) {
      const { count, window_start } = await increment(trx, caller.userId, kind, time);
      if (count <= WRITE_LIMITS[kind].max || isAdmin(caller)) continue;
      const windowEnd = Date.parse(window_start) + WRITE_LIMITS[kind].windowMinutes * 60_000;
      const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - time.getTime()) / 1000));
      limitRefusals.inc({ limit: `account_${kind}s` });
      throw new ApiError(429, 'RATE_LIMITED', writeLimitMessage, { retryAfterSeconds });
    }
  }

  return {
    /**
     * One community write of the caller: a transaction that counts the write first and then runs it. A refused
     * write (past a limit, or any failure of `work`) rolls its count back. On PostgreSQL the counter row stays
     * locked until the transaction ends, so two writes of one account run one after the other (the cool-down
     * checks rely on it).
     */
    write<T>(caller: Caller, work: (trx: Kysely<Database>) => Promise<T>, kinds: WriteKind[] = ['write']): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await count(trx, caller, kinds);
        return work(trx);
      });
    },
  };
}

export type WriteLimit = ReturnType<typeof createWriteLimit>;
