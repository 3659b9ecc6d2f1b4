// Tool rows. The select answers the contract's shape (AiTool) itself; only the flag is mapped (db/flags.ts).
import { sql } from 'kysely';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AiTool, ListResponse, ManagedAiTool, ToolHistoryAction, ToolHistoryEntry, ToolSort } from 'shared/contracts';
import { dialectOf } from '../../db/dialect.ts';
import { withApprovedFlag } from '../../db/flags.ts';
import { applyPaging } from '../../db/paging.ts';
import type { Paging } from '../../db/paging.ts';
import type { AiToolsTable, Database } from '../../db/schema.ts';
import { countsTowardsRating } from '../reviews/counting.ts';
import { inChunks, keywordNamesOf } from './keyword-names.ts';
import { matchingTools, refreshToolSearch } from './search-index.ts';
import { ANONYMOUS, visibleTo, type Viewer } from './visibility.ts';

/** The columns a create or an edit writes. */
export type ToolValues = Omit<AiToolsTable, 'id' | 'created_at' | 'pending_since'>;

export interface ToolFilters {
  eventprocess?: string[];
  origin?: string[];
  keywordIds?: number[];
  /** Free text (search-index.ts): every word must match. */
  text?: string;
}

// The average and count of the reviews that count (reviews/counting.ts: each person's latest, none by the tool's
// own company), computed when read so they can never drift from the reviews (an index on reviews (ai_tool_id,
// rating) finds a tool's reviews; docs/decisions/0014-community.md).
const ratingColumns = [
  sql<number | null>`(select cast(avg(counted.rating) as double precision) from reviews as counted where counted.ai_tool_id = ai_tools.id and ${countsTowardsRating('counted')})`.as('averageRating'),
  sql<number>`(select count(*) from reviews as counted where counted.ai_tool_id = ai_tools.id and ${countsTowardsRating('counted')})`.as('reviewCount'),
] as const;

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
  'ai_tools.details_url as detailsUrl',
  'ai_tools.use_case_url as useCaseUrl',
  'ai_tools.approved',
  'ai_tools.approval_comment as approvalComment',
  'ai_tools.provider_id',
  ...ratingColumns,
  sql<string>`(select providers.name from providers where providers.id = ai_tools.provider_id)`.as('providerName'),
  sql<string>`(select providers.logo_url from providers where providers.id = ai_tools.provider_id)`.as('providerLogoUrl'),
] as const;

type Hits = NonNullable<ReturnType<typeof matchingTools>>;

/** Best rated first; a tool without reviews after every rated one. */
const byRating = sql`"averageRating" DESC NULLS LAST`;

/** The orders that need no search text (relevance falls back to the name). */
function sorted<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, order: ToolSort): SelectQueryBuilder<DB, TB, O> {
  if (order === 'newest') return query.orderBy(sql`ai_tools.created_at`, 'desc').orderBy(sql`ai_tools.id`, 'desc');
  // Among equals the one more people rated first.
  if (order === 'rating') query = query.orderBy(byRating).orderBy(sql`"reviewCount"`, 'desc');
  return query.orderBy(sql`ai_tools.name`).orderBy(sql`ai_tools.id`);
}

export function createToolRepository(db: Kysely<Database>) {
  /** The rows with their keywords' names (one query for all of them), in the contract's shape. */
  async function answers<R extends { id: number; approved: number }>(rows: R[]): Promise<Array<Omit<R, 'approved'> & { approved: boolean; keywords: string[] }>> {
    const names = await keywordNamesOf(db, rows.map((row) => row.id));
    return rows.map((row) => ({ ...withApprovedFlag(row), keywords: names.get(row.id) ?? [] }));
  }

  function filtered<O>(query: SelectQueryBuilder<Database, 'ai_tools', O>, approved: boolean, filters: ToolFilters, hits: Hits | null, viewer: Viewer) {
    query = query.where(visibleTo(viewer, { approval: approved ? 'approved' : 'unapproved' }));
    if (hits) query = query.where(sql<boolean>`ai_tools.id IN (SELECT tool_id FROM ${hits} AS hits)`);
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
    /**
     * A page of the tools with the given approval state that the viewer sees, and the total that matches. A text
     * without any word is no text; relevance without a text is the name order.
     */
    async list(approved: boolean, filters: ToolFilters, page: Paging, sort?: ToolSort, viewer: Viewer = ANONYMOUS): Promise<ListResponse<AiTool>> {
      const hits = filters.text === undefined ? null : matchingTools(db, filters.text);
      const order = hits === null && sort === 'relevance' ? 'name' : (sort ?? (hits ? 'relevance' : 'name'));
      // First the page's ids in order, then the columns of those rows only: the card's subqueries (rating, provider)
      // run for nine rows, not for every match. With a text the number of matches comes along as a window count, so
      // the search runs once (1.9 → 1.3 ms a search on the large data set); without one, a count of its own is cheaper
      // (0.6 against 2.7 ms: the window would walk every tool instead of the first nine of the name index).
      const total = (hits ? sql<number>`count(*) over ()` : sql<number>`null`).as('total');
      const ids =
        order === 'relevance' && hits
          ? // The matches drive: the tools that pass the filters are a list read once, a match's name is looked up by
            // its id alone. As a join, statistics that called ai_tools tiny made SQLite walk the tools and search the
            // text index once per tool (3.5 s instead of 10 ms), or find each match's tool through the approved index;
            // the unary + keeps the list from being handed to the text index as ids to search one by one.
            await applyPaging(
              db
                .selectFrom(hits.as('hits'))
                .select(['hits.tool_id as id', total])
                .where((eb) => eb(sql`+hits.tool_id`, 'in', filtered(db.selectFrom('ai_tools').select('ai_tools.id'), approved, filters, null, viewer)))
                .orderBy(sql`hits.rank`)
                .orderBy((eb) => eb.selectFrom('ai_tools').select('ai_tools.name').whereRef('ai_tools.id', '=', 'hits.tool_id'))
                .orderBy('hits.tool_id'),
              page,
            ).execute()
          : await applyPaging(sorted(filtered(db.selectFrom('ai_tools').select(['ai_tools.id', total, ...(order === 'rating' ? ratingColumns : [])]), approved, filters, hits, viewer), order), page).execute();
      const position = new Map(ids.map((row, index) => [row.id, index]));
      const rows = (await inChunks([...position.keys()], (chunk) => db.selectFrom('ai_tools').select(toolColumns).where('ai_tools.id', 'in', chunk).execute())).sort(
        (a, b) => position.get(a.id)! - position.get(b.id)!,
      );
      // Counted on its own without a text, or when a page past the last match has no row to carry the count.
      const limit = page.limit ?? -1;
      const offset = page.offset ?? 0;
      let count = hits && ids.length > 0 ? Number(ids[0]!.total) : offset + ids.length;
      if (hits ? ids.length === 0 && offset > 0 : (limit !== -1 && ids.length === limit) || (ids.length === 0 && offset > 0)) {
        const result = await filtered(db.selectFrom('ai_tools').select((eb) => eb.fn.countAll<number>().as('count')), approved, filters, hits, viewer)
          .executeTakeFirstOrThrow();
        count = Number(result.count);
      }
      return { data: await answers(rows), count };
    },

    /** The countries approved tools come from, each with how many; the most first, then by code. */
    async countries(): Promise<Array<{ origin: string; count: number }>> {
      const rows = await db
        .selectFrom('ai_tools')
        .select(['ai_tools.origin', (eb) => eb.fn.countAll<number>().as('count')])
        .where(visibleTo(ANONYMOUS))
        .groupBy('ai_tools.origin')
        .orderBy(sql`count(*)`, 'desc')
        .orderBy('ai_tools.origin')
        .execute();
      return rows.map((row) => ({ origin: row.origin, count: Number(row.count) }));
    },

    /**
     * Up to `limit` other tools the viewer sees, most like this one: each keyword they share counts two, the same
     * phase one; a tool that shares neither is not related. Ties: the better rated, then the name.
     */
    async related(tool: Pick<AiTool, 'id' | 'eventprocess'>, limit: number, viewer: Viewer): Promise<AiTool[]> {
      const score = sql<number>`(2 * (select count(*) from ai_tool_keywords as theirs
          where theirs.ai_tool_id = ai_tools.id
            and theirs.keyword_id in (select ours.keyword_id from ai_tool_keywords as ours where ours.ai_tool_id = ${tool.id}))
        + case when ai_tools.eventprocess = ${tool.eventprocess} then 1 else 0 end)`;
      const rows = await db
        .selectFrom((eb) =>
          eb.selectFrom('ai_tools').select([...toolColumns, score.as('score')]).where(visibleTo(viewer)).where('ai_tools.id', '<>', tool.id).as('candidates'),
        )
        .selectAll()
        .where('score', '>', 0)
        .orderBy('score', 'desc')
        .orderBy(byRating)
        .orderBy('name')
        .orderBy('id')
        .limit(limit)
        .execute();
      return answers(rows.map(({ score: _score, ...row }) => row));
    },

    /** The tools of these ids that the viewer sees, in the order of the ids. */
    async listByIds(ids: number[], viewer: Viewer): Promise<AiTool[]> {
      const position = new Map(ids.map((id, index) => [id, index]));
      const rows = await inChunks([...position.keys()], (chunk) =>
        db.selectFrom('ai_tools').select(toolColumns).where('ai_tools.id', 'in', chunk).where(visibleTo(viewer)).execute(),
      );
      return answers(rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!));
    },

    /** The ids of every tool the viewer sees, in id order (the sitemap asks for a visitor's). */
    async idsVisibleTo(viewer: Viewer): Promise<number[]> {
      const rows = await db.selectFrom('ai_tools').select('ai_tools.id').where(visibleTo(viewer)).orderBy('ai_tools.id').execute();
      return rows.map((row) => row.id);
    },

    /** Whether the viewer sees the tool: its id alone, without the answer's ratings and keywords. */
    async isVisible(id: number, viewer: Viewer): Promise<boolean> {
      return (await db.selectFrom('ai_tools').select('ai_tools.id').where('ai_tools.id', '=', id).where(visibleTo(viewer)).executeTakeFirst()) !== undefined;
    },

    /** One tool, when the viewer sees it. */
    async findVisible(id: number, viewer: Viewer): Promise<AiTool | undefined> {
      const row = await db.selectFrom('ai_tools').select(toolColumns).where('ai_tools.id', '=', id).where(visibleTo(viewer)).executeTakeFirst();
      return row && (await answers([row]))[0];
    },

    /** The tools of one provider that the viewer sees, ordered by name. */
    async listOfProvider(providerId: number, viewer: Viewer): Promise<AiTool[]> {
      const rows = await db
        .selectFrom('ai_tools')
        .select(toolColumns)
        .where('ai_tools.provider_id', '=', providerId)
        .where(visibleTo(viewer))
        .orderBy('ai_tools.name')
        .orderBy('ai_tools.id')
        .execute();
      return answers(rows);
    },

    /** The tools awaiting a decision (pending, not rejected) that the viewer sees, the longest waiting first: an admin's queue. */
    async listAwaitingDecision(viewer: Viewer): Promise<ManagedAiTool[]> {
      const rows = await db
        .selectFrom('ai_tools')
        .select([...toolColumns, 'ai_tools.pending_since as pendingSince'])
        .where(visibleTo(viewer, { approval: 'unapproved' }))
        .where('ai_tools.approval_comment', '=', '')
        .orderBy('ai_tools.pending_since')
        .orderBy('ai_tools.id')
        .execute();
      return answers(rows);
    },

    /** The tools of the providers the user manages, in every state, by name (their linked user sees them all). */
    async listManagedBy(userId: number): Promise<ManagedAiTool[]> {
      const rows = await db
        .selectFrom('ai_tools')
        .select([...toolColumns, 'ai_tools.pending_since as pendingSince'])
        .where('ai_tools.provider_id', 'in', (eb) => eb.selectFrom('providers').select('providers.id').where('providers.user_id', '=', userId))
        .orderBy('ai_tools.name')
        .orderBy('ai_tools.id')
        .execute();
      return answers(rows);
    },

    async insert(values: ToolValues, createdAt: string): Promise<number> {
      const pendingSince = values.approved === 1 ? null : createdAt;
      const row = await db
        .insertInto('ai_tools')
        .values({ ...values, created_at: createdAt, pending_since: pendingSince })
        .returning('id')
        .executeTakeFirstOrThrow();
      await refreshToolSearch(db, [row.id]);
      return row.id;
    },

    /** `pendingSince`: undefined keeps it (an edit of a tool already waiting keeps its place in the queue). */
    async update(id: number, values: ToolValues, pendingSince: string | null | undefined): Promise<void> {
      await db
        .updateTable('ai_tools')
        .set({ ...values, ...(pendingSince !== undefined ? { pending_since: pendingSince } : {}) })
        .where('id', '=', id)
        .execute();
      await refreshToolSearch(db, [id]);
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom('ai_tools').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The row as stored, to compare an edit with (which fields changed) and to decide the approval fields. */
    async stored(id: number): Promise<(ToolValues & { pending_since: string | null }) | undefined> {
      return db
        .selectFrom('ai_tools')
        .select([
          'name',
          'eventprocess',
          'kind',
          'description',
          'origin',
          'price',
          'roi',
          'complexity',
          'details_url',
          'use_case_url',
          'approved',
          'approval_comment',
          'provider_id',
          'pending_since',
        ])
        .where('id', '=', id)
        // PostgreSQL: two decisions at once are taken one after the other (SQLite writes one at a time anyway).
        .$if(dialectOf(db) === 'postgres', (query) => query.forUpdate())
        .executeTakeFirst();
    },

    async appendHistory(entry: { toolId: number; toolName: string; at: string; actorId: number; action: ToolHistoryAction; detail?: string }): Promise<void> {
      const actor = await db.selectFrom('users').select(['firstname', 'lastname']).where('id', '=', entry.actorId).executeTakeFirst();
      await db
        .insertInto('ai_tool_history')
        .values({
          ai_tool_id: entry.toolId,
          tool_name: entry.toolName,
          at: entry.at,
          actor_id: entry.actorId,
          actor_name: actor ? `${actor.firstname} ${actor.lastname}` : `gebruiker ${entry.actorId}`,
          action: entry.action,
          detail: entry.detail ?? '',
        })
        .execute();
    },

    /** A tool's history, the oldest first. */
    async history(id: number): Promise<ToolHistoryEntry[]> {
      const rows = await db
        .selectFrom('ai_tool_history')
        .select(['id', 'ai_tool_id as aiToolId', 'at', 'actor_name as actorName', 'action', 'detail'])
        .where('ai_tool_id', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, action: row.action as ToolHistoryAction }));
    },

    /** The tool's keywords become exactly these; whether that changed them (part of a tool's write). */
    async replaceKeywords(toolId: number, keywordIds: number[]): Promise<boolean> {
      const current = (await db.selectFrom('ai_tool_keywords').select('keyword_id').where('ai_tool_id', '=', toolId).execute()).map((row) => row.keyword_id);
      const same = current.length === keywordIds.length && keywordIds.every((id) => current.includes(id));
      if (same) return false;
      await db.deleteFrom('ai_tool_keywords').where('ai_tool_id', '=', toolId).execute();
      if (keywordIds.length > 0) await db.insertInto('ai_tool_keywords').values(keywordIds.map((keyword_id) => ({ ai_tool_id: toolId, keyword_id }))).execute();
      await refreshToolSearch(db, [toolId]);
      return true;
    },

    /** The e-mail address of the provider's linked user (a decision on a tool is mailed there), undefined without one. */
    async linkedEmailOfProvider(providerId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('providers')
        .innerJoin('users', 'users.id', 'providers.user_id')
        .select('users.email')
        .where('providers.id', '=', providerId)
        .executeTakeFirst();
      return row?.email;
    },

    /** Whether the tool ever existed (its history is kept after a deletion). */
    async hasHistory(id: number): Promise<boolean> {
      return (await db.selectFrom('ai_tool_history').select('id').where('ai_tool_id', '=', id).limit(1).executeTakeFirst()) !== undefined;
    },

    /** The linked user of the tool's provider: null when the provider has none, undefined when the tool is missing. */
    async providerUserOf(id: number): Promise<number | null | undefined> {
      const row = await db
        .selectFrom('ai_tools')
        .innerJoin('providers', 'providers.id', 'ai_tools.provider_id')
        .select('providers.user_id')
        .where('ai_tools.id', '=', id)
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type ToolRepository = ReturnType<typeof createToolRepository>;
