// The names of tools' keywords, one query for many tools: the card's up to three keywords (repository.ts) and the
// search terms (search-index.ts) read them the same way.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A database binds a limited number of values in one statement (SQLite 32,766): a long id list goes in parts. */
const IDS_PER_QUERY = 5000;

export async function inChunks<R>(ids: number[], query: (chunk: number[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) rows.push(...(await query(ids.slice(start, start + IDS_PER_QUERY))));
  return rows;
}

/** Each tool's keyword names, alphabetical; a tool without keywords is not in the map. */
export async function keywordNamesOf(db: Kysely<Database>, toolIds: number[]): Promise<Map<number, string[]>> {
  const links = await inChunks(toolIds, (chunk) =>
    db
      .selectFrom('ai_tool_keywords')
      .innerJoin('keywords', 'keywords.id', 'ai_tool_keywords.keyword_id')
      .select(['ai_tool_keywords.ai_tool_id', 'keywords.name'])
      .where('ai_tool_keywords.ai_tool_id', 'in', chunk)
      .orderBy('keywords.name')
      .execute(),
  );
  const names = new Map<number, string[]>();
  for (const link of links) names.set(link.ai_tool_id, [...(names.get(link.ai_tool_id) ?? []), link.name]);
  return names;
}
