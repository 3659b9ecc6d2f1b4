// The keyword workflows (SPEC §2 "Keyword management", §7 Keywords): anyone reads them; admins add, rename and
// remove them (each recorded in the audit trail, in the same transaction). A name is stored trimmed and lower-case (shown capitalised), so it is unique regardless of case.
import type { Kysely } from 'kysely';
import { errorTexts } from 'shared/contracts';
import type { Keyword, KeywordBody, KeywordUsage, ListResponse, PagingQuery } from 'shared/contracts';
import type { Caller } from '../../auth/access.ts';
import { isUniqueViolation } from '../../db/constraint-violations.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors/api-error.ts';
import type { AuditService } from '../audit/service.ts';
import { createKeywordRepository } from './repository.ts';

const missingKeyword = (id: number) => notFound(errorTexts.noneWithId('keyword', id));
const normalised = (body: KeywordBody) => body.name.trim().toLowerCase();

/** A name in use (any case) is 409 ER_DUP_ENTRY. */
async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, 'ER_DUP_ENTRY', 'Dit keyword bestaat al.');
    throw error;
  }
}

export function createKeywordService(db: Kysely<Database>, audit: AuditService) {
  const keywords = createKeywordRepository(db);
  return {
    // Asked by the tool and link writes inside their own transaction: `executor` is that transaction (decision 0028).

    /** Which of these ids are keywords. */
    existing: (ids: number[], executor: Kysely<Database> = db): Promise<number[]> => createKeywordRepository(executor).existing(ids),

    exists: (id: number, executor: Kysely<Database> = db): Promise<boolean> => createKeywordRepository(executor).exists(id),

    list: (query: PagingQuery): Promise<ListResponse<Keyword>> => keywords.list(query),

    /** The admin's grid: every keyword with how many tools carry it, the most used first. */
    async usage(): Promise<ListResponse<KeywordUsage>> {
      const data = await keywords.usage();
      return { data, count: data.length };
    },

    create: (caller: Caller, body: KeywordBody): Promise<Keyword> =>
      unique(() =>
        db.transaction().execute(async (trx) => {
          const keyword = await createKeywordRepository(trx).insert(normalised(body));
          await audit.record({ actor: caller, action: 'keyword.created', target: { type: 'keyword', id: keyword.id, name: keyword.name } }, trx);
          return keyword;
        }),
      ),

    update: (caller: Caller, id: number, body: KeywordBody): Promise<Keyword> =>
      unique(() =>
        db.transaction().execute(async (trx) => {
          const rows = createKeywordRepository(trx);
          const before = await rows.find(id);
          const keyword = before && (await rows.rename(id, normalised(body)));
          if (before === undefined || keyword === undefined) throw missingKeyword(id);
          await audit.record({ actor: caller, action: 'keyword.changed', target: { type: 'keyword', id, name: keyword.name }, detail: `was: ${before.name}` }, trx);
          return keyword;
        }),
      ),

    /** The keyword goes, and with it its links to tools (cascade). */
    remove: (caller: Caller, id: number): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const rows = createKeywordRepository(trx);
        const keyword = await rows.find(id);
        if (keyword === undefined || !(await rows.remove(id))) throw missingKeyword(id);
        await audit.record({ actor: caller, action: 'keyword.deleted', target: { type: 'keyword', id, name: keyword.name } }, trx);
      }),
  };
}

export type KeywordService = ReturnType<typeof createKeywordService>;
