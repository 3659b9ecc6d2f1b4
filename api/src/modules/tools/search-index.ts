// The free-text index of the tools (migration 0015, docs/decisions/0022-finding-tools.md). Every write that changes
// what a tool is found by (its own fields, its keywords, a keyword's or its provider's name) refreshes the tool's
// terms in the same transaction; the start-up indexes tools that have none (data from before the index, or put in
// by hand).
import { sql } from 'kysely';
import type { Kysely, RawBuilder } from 'kysely';
import { dialectOf } from '../../db/dialect.ts';
import { dutchTerms, queryTerms } from '../../db/text-search.ts';
import type { Database } from '../../db/schema.ts';
import { keywordNamesOf } from './keyword-names.ts';

/** Which tools to index: these ids, every tool, or the tools the index does not hold yet. */
export type ToolSelection = number[] | 'all' | 'missing';

const BATCH = 500;

/** A tool's weighted parts, as index terms joined by spaces. */
interface ToolTerms {
  id: number;
  name: string;
  other: string;
  description: string;
}

export async function refreshToolSearch(db: Kysely<Database>, selection: ToolSelection): Promise<void> {
  const ids = Array.isArray(selection) ? selection : await idsOf(db, selection);
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    await write(db, batch, await termsOf(db, batch));
  }
}

/** The tool ids of a keyword or a provider, whose names are part of the tools' terms. */
export async function toolIdsOfKeyword(db: Kysely<Database>, keywordId: number): Promise<number[]> {
  return (await db.selectFrom('ai_tool_keywords').select('ai_tool_id').where('keyword_id', '=', keywordId).execute()).map((row) => row.ai_tool_id);
}

export async function toolIdsOfProvider(db: Kysely<Database>, providerId: number): Promise<number[]> {
  return (await db.selectFrom('ai_tools').select('id').where('provider_id', '=', providerId).execute()).map((row) => row.id);
}

/**
 * The tools that match every word of `text` that says something (text-search.ts queryTerms; a word matches the
 * terms that start with it, so a half-typed word finds), as a derived table (tool_id, rank) where a lower rank is a better match: a word in the name weighs
 * most, then kind, provider and keywords, then the description. Null when the text holds no word at all.
 */
export function matchingTools(db: Kysely<Database>, text: string): RawBuilder<{ tool_id: number; rank: number }> | null {
  const terms = queryTerms(text);
  if (terms.length === 0) return null;
  // The terms hold letters and digits only, so neither query syntax can be reached through them.
  if (dialectOf(db) === 'sqlite') {
    const match = terms.map((term) => `"${term}"*`).join(' AND ');
    return sql`(SELECT rowid AS tool_id, bm25(ai_tool_search, 10.0, 4.0, 1.0) AS rank FROM ai_tool_search WHERE ai_tool_search MATCH ${match})`;
  }
  const query = terms.map((term) => `${term}:*`).join(' & ');
  return sql`(SELECT ai_tool_id AS tool_id, -ts_rank(document, query) AS rank FROM ai_tool_search, to_tsquery('simple', ${query}) AS query WHERE document @@ query)`;
}

async function idsOf(db: Kysely<Database>, selection: 'all' | 'missing'): Promise<number[]> {
  let query = db.selectFrom('ai_tools').select('id').orderBy('id');
  if (selection === 'missing') {
    const indexed = dialectOf(db) === 'sqlite' ? sql`(SELECT rowid FROM ai_tool_search)` : sql`(SELECT ai_tool_id FROM ai_tool_search)`;
    query = query.where(sql<boolean>`id NOT IN ${indexed}`);
  }
  return (await query.execute()).map((row) => row.id);
}

async function termsOf(db: Kysely<Database>, ids: number[]): Promise<ToolTerms[]> {
  if (ids.length === 0) return [];
  const tools = await db
    .selectFrom('ai_tools')
    .innerJoin('providers', 'providers.id', 'ai_tools.provider_id')
    .select(['ai_tools.id', 'ai_tools.name', 'ai_tools.kind', 'ai_tools.description', 'providers.name as providerName'])
    .where('ai_tools.id', 'in', ids)
    .execute();
  const keywordsOf = await keywordNamesOf(db, ids);
  const terms = (text: string) => dutchTerms(text).join(' ');
  return tools.map((tool) => ({
    id: tool.id,
    name: terms(tool.name),
    other: terms([tool.kind, tool.providerName, ...(keywordsOf.get(tool.id) ?? [])].join(' ')),
    description: terms(tool.description),
  }));
}

/** Replaces the index rows of `ids` by `documents` (a deleted tool has no document and keeps no row). */
async function write(db: Kysely<Database>, ids: number[], documents: ToolTerms[]): Promise<void> {
  if (ids.length === 0) return;
  if (dialectOf(db) === 'sqlite') {
    await sql`DELETE FROM ai_tool_search WHERE rowid IN (${sql.join(ids)})`.execute(db);
    if (documents.length === 0) return;
    const rows = documents.map((d) => sql`(${d.id}, ${d.name}, ${d.other}, ${d.description})`);
    await sql`INSERT INTO ai_tool_search (rowid, name, other, description) VALUES ${sql.join(rows)}`.execute(db);
    return;
  }
  await sql`DELETE FROM ai_tool_search WHERE ai_tool_id IN (${sql.join(ids)})`.execute(db);
  if (documents.length === 0) return;
  const rows = documents.map(
    (d) =>
      sql`(${d.id}, setweight(to_tsvector('simple', ${d.name}), 'A') || setweight(to_tsvector('simple', ${d.other}), 'B') || setweight(to_tsvector('simple', ${d.description}), 'C'))`,
  );
  await sql`INSERT INTO ai_tool_search (ai_tool_id, document) VALUES ${sql.join(rows)}`.execute(db);
}
