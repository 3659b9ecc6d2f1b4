// Audit trail rows: appended, listed newest first; never changed (the database refuses it too).
import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry, ListResponse } from 'shared/contracts';
import { applyPaging } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

export interface NewAuditEntry {
  at: string;
  actorId: number | null;
  actorName: string;
  action: AuditAction;
  targetType: string;
  targetId: number | null;
  targetName: string;
  detail: string;
  address: string;
}

export function createAuditRepository(db: Kysely<Database>) {
  return {
    async append(entry: NewAuditEntry): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          at: entry.at,
          actor_id: entry.actorId,
          actor_name: entry.actorName,
          action: entry.action,
          target_type: entry.targetType,
          target_id: entry.targetId,
          target_name: entry.targetName,
          detail: entry.detail,
          address: entry.address,
        })
        .execute();
    },

    async list(page: { limit?: number; offset?: number }): Promise<ListResponse<AuditEntry>> {
      const rows = await applyPaging(
        db
          .selectFrom('audit_log')
          .select([
            'id',
            'at',
            'actor_id as actorId',
            'actor_name as actorName',
            'action',
            'target_type as targetType',
            'target_id as targetId',
            'target_name as targetName',
            'detail',
            'address',
          ])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc'),
        page,
      ).execute();
      const { count } = await db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return { data: rows as AuditEntry[], count: Number(count) };
    },

    async nameOfUser(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', id).executeTakeFirst();
      return row && `${row.firstname} ${row.lastname}`;
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
