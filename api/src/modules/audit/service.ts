// The audit trail (decisions 0017 and 0024): every admin action is written with who, when, what and from which address, in the
// same transaction as the action when the caller hands one in. Admins read it; nothing changes it.
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry, ListResponse, PagingQuery } from 'shared/contracts';
import { isAdmin, type Caller } from '../../auth/access.ts';
import type { Database } from '../../db/schema.ts';
import { createAuditRepository } from './repository.ts';

export interface AuditRecord {
  /** The admin, with the address the request came from. */
  actor: Caller;
  action: AuditAction;
  target: { type: string; id: number | null; name: string };
  /** What changed (the new roles, the reason of a rejection …); '' when the action says it all. */
  detail?: string;
}

/** The first words of what was removed, for the record's detail. */
export function excerpt(text: string, length = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1)}…`;
}

export function createAuditService(db: Kysely<Database>, now: () => Date = () => new Date()) {
  /** Appends the record; with `trx`, as part of the caller's transaction (the action and its record or neither). */
  async function record({ actor, action, target, detail = '' }: AuditRecord, trx: Kysely<Database> = db): Promise<void> {
    const audit = createAuditRepository(trx);
    await audit.append({
      at: now().toISOString(),
      actorId: actor.userId,
      actorName: (await audit.nameOfUser(actor.userId)) ?? `gebruiker ${actor.userId}`,
      action,
      targetType: target.type,
      targetId: target.id,
      targetName: target.name,
      detail,
      address: actor.address,
    });
  }

  return {
    record,

    /**
     * A write anyone may do to their own rows (a post, a review, a tool of their provider) is moderation, and
     * recorded, when an admin does it to what someone else owns (`ownerId`, null when nobody does).
     */
    async ofSomeoneElse(entry: AuditRecord, ownerId: number | null, trx: Kysely<Database> = db): Promise<void> {
      if (isAdmin(entry.actor) && ownerId !== entry.actor.userId) await record(entry, trx);
    },

    /** A removal is moderation, and recorded, when an admin removes what someone else wrote. */
    async removal(entry: AuditRecord, authorId: number | null, trx: Kysely<Database> = db): Promise<void> {
      if (isAdmin(entry.actor) && authorId !== entry.actor.userId) await record(entry, trx);
    },

    /** A write only an admin can do (the route's access rule), recorded whenever it changes something. */
    async byAdmin(entry: AuditRecord, trx: Kysely<Database> = db): Promise<void> {
      if (isAdmin(entry.actor)) await record(entry, trx);
    },

    list(query: PagingQuery): Promise<ListResponse<AuditEntry>> {
      return createAuditRepository(db).list(query);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
