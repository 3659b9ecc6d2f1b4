// Tool queries. Visitors only ever see approved tools.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { applyPaging } from '../../db/paging.ts';
import type { Database } from '../../db/schema.ts';

export interface ToolJson {
  id: number;
  name: string;
  eventprocess: string;
  kind: string;
  description: string;
  origin: string;
  price: string;
  roi: string;
  complexity: string;
  detailsUrl: string;
  useCaseUrl: string;
  approved: boolean;
  approvalComment: string;
  provider_id: number;
}

export interface ToolFilters {
  eventprocess?: string[];
  origin?: string[];
  keywordIds?: number[];
}

export interface ListPage {
  limit?: number;
  offset?: number;
}

const toolColumns = [
  'ai_tools.id',
  'ai_tools.name',
  'ai_tools.eventprocess',
  'ai_tools.kind',
  'ai_tools.description',
  'ai_tools.origin',
  'ai_tools.price',
  'ai_tools.roi',
  'ai_tools.complexity',
  'ai_tools.details_url',
  'ai_tools.use_case_url',
  'ai_tools.approved',
  'ai_tools.approval_comment',
  'ai_tools.provider_id',
] as const;

type ToolRow = Pick<Database['ai_tools'], 'name' | 'eventprocess' | 'kind' | 'description' | 'origin' | 'price' | 'roi' |
  'complexity' | 'details_url' | 'use_case_url' | 'approved' | 'approval_comment' | 'provider_id'> & { id: number };

export function toToolJson(row: ToolRow): ToolJson {
  return {
    id: row.id,
    name: row.name,
    eventprocess: row.eventprocess,
    kind: row.kind,
    description: row.description,
    origin: row.origin,
    price: row.price,
    roi: row.roi,
    complexity: row.complexity,
    detailsUrl: row.details_url,
    useCaseUrl: row.use_case_url,
    approved: row.approved === 1,
    approvalComment: row.approval_comment,
    provider_id: row.provider_id,
  };
}

export function createToolRepository(db: Kysely<Database>) {
  function filtered<O>(query: SelectQueryBuilder<Database, 'ai_tools', O>, approved: 0 | 1, filters: ToolFilters) {
    query = query.where('ai_tools.approved', '=', approved);
    if (filters.eventprocess?.length) query = query.where('ai_tools.eventprocess', 'in', filters.eventprocess);
    if (filters.origin?.length) query = query.where('ai_tools.origin', 'in', filters.origin);
    const keywordIds = filters.keywordIds;
    if (keywordIds?.length) {
      // IN (subquery) is evaluated once; a correlated EXISTS would probe per candidate row (twice as slow).
      query = query.where('ai_tools.id', 'in', (eb) =>
        eb.selectFrom('ai_tool_keywords').select('ai_tool_keywords.ai_tool_id').where('ai_tool_keywords.keyword_id', 'in', keywordIds),
      );
    }
    return query;
  }

  return {
    /** A page of tools with the given approval state ordered by name, and the total that matches. */
    async list(approved: 0 | 1, filters: ToolFilters, page: ListPage): Promise<{ data: ToolJson[]; count: number }> {
      const rows = await applyPaging(
        filtered(db.selectFrom('ai_tools').select(toolColumns), approved, filters).orderBy('ai_tools.name').orderBy('ai_tools.id'),
        page,
      ).execute();
      // The count is needed only when the page might not hold every match.
      const limit = page.limit ?? -1;
      const offset = page.offset ?? 0;
      let count = offset + rows.length;
      if ((limit !== -1 && rows.length === limit) || (rows.length === 0 && offset > 0)) {
        const result = await filtered(db.selectFrom('ai_tools').select((eb) => eb.fn.countAll<number>().as('count')), approved, filters)
          .executeTakeFirstOrThrow();
        count = Number(result.count);
      }
      return { data: rows.map(toToolJson), count };
    },

    async findApproved(id: number): Promise<ToolJson | undefined> {
      const row = await db
        .selectFrom('ai_tools')
        .select(toolColumns)
        .where('ai_tools.id', '=', id)
        .where('ai_tools.approved', '=', 1)
        .executeTakeFirst();
      return row && toToolJson(row);
    },

    async isApproved(id: number): Promise<boolean> {
      const row = await db.selectFrom('ai_tools').select('id').where('id', '=', id).where('approved', '=', 1).executeTakeFirst();
      return row !== undefined;
    },

    /** The approved tools of an approved provider; undefined when the provider is missing or not approved. */
    async listOfApprovedProvider(providerId: number): Promise<{ data: ToolJson[]; count: number } | undefined> {
      const provider = await db
        .selectFrom('providers')
        .select('id')
        .where('id', '=', providerId)
        .where('approved', '=', 1)
        .executeTakeFirst();
      if (provider === undefined) return undefined;
      const rows = await db
        .selectFrom('ai_tools')
        .select(toolColumns)
        .where('ai_tools.provider_id', '=', providerId)
        .where('ai_tools.approved', '=', 1)
        .orderBy('ai_tools.name')
        .orderBy('ai_tools.id')
        .execute();
      return { data: rows.map(toToolJson), count: rows.length };
    },
  };
}

export type ToolRepository = ReturnType<typeof createToolRepository>;
