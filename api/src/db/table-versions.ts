// Which tables a write may change, and a version per table, for the read cache (read-cache.ts): a cached answer
// names the tables it reads and stays valid while none of them changed, so a write elsewhere (an FAQ, a no-show
// prediction, a page view) keeps the cached home page. When unsure what a write touched, every table changed.
import { isCacheNeutralTable } from './cache-neutral.ts';

/** A write whose tables are not known: DDL, SQL this parser does not read, a trigger that may write anywhere. */
export const EVERY_TABLE: unique symbol = Symbol('every table');
export type Tables = ReadonlySet<string> | typeof EVERY_TABLE;

/**
 * The tables that statements write themselves: those they only insert into, and those whose rows they may update
 * or delete, which is what a foreign key's action follows (a new user cascades nowhere, a deleted one does).
 */
export interface Writes {
  readonly inserted: ReadonlySet<string>;
  readonly changed: ReadonlySet<string>;
}
export type WritesOrEvery = Writes | typeof EVERY_TABLE;

export const NO_WRITES: Writes = { inserted: new Set(), changed: new Set() };

export function writesNothing(writes: WritesOrEvery): boolean {
  return writes !== EVERY_TABLE && writes.inserted.size === 0 && writes.changed.size === 0;
}

/** The writes of two statements of one transaction. */
export function bothWrites(first: WritesOrEvery, second: WritesOrEvery): WritesOrEvery {
  if (first === EVERY_TABLE || second === EVERY_TABLE) return EVERY_TABLE;
  return { inserted: new Set([...first.inserted, ...second.inserted]), changed: new Set([...first.changed, ...second.changed]) };
}

/** Statements that change no data: reads, and a transaction's own begin and end (its writes count by themselves). */
const NO_WRITE = /^(select|pragma|explain|begin|commit|end|rollback|abort|savepoint|release|start\s+transaction)\b/i;
const LEADING_NOISE = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;
// A name as Kysely quotes it ("ai_tools"), bare, or in SQLite's other quotes; optionally after a schema.
const NAME = String.raw`(?:"(?:[^"]|"")+"|\x60[^\x60]+\x60|\[[^\]]+\]|[A-Za-z_][A-Za-z0-9_$]*)`;
const WRITE_TARGET = String.raw`(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+(?:only\s+)?(${NAME}(?:\s*\.\s*${NAME})?)`;
const STATEMENT_TARGET = new RegExp(`^${WRITE_TARGET}`, 'i');
const STRING_LITERAL = /'(?:[^']|'')*'/g;
const COMMENT = /--[^\n]*|\/\*[\s\S]*?\*\//g;

/** The table as the versions know it: the last part of a qualified name, unquoted, in lower case. */
function tableName(qualified: string): string {
  const parts = qualified.match(new RegExp(NAME, 'g'))!;
  const last = parts[parts.length - 1]!;
  const unquoted = /^["`[]/.test(last) ? last.slice(1, -1).replace(/""/g, '"') : last;
  return unquoted.toLowerCase();
}

/**
 * The table one statement writes itself (INSERT, UPDATE, DELETE, REPLACE, with Kysely's quoting), none for a
 * read, EVERY_TABLE for anything else: DDL, WITH (it may hold a writing part), several statements in one text.
 * What a trigger or a foreign key's action writes besides is WriteSpread's part.
 */
export function statementWrites(sqlText: string): WritesOrEvery {
  const statement = sqlText.replace(LEADING_NOISE, '');
  // A second statement in the same text (possible in PostgreSQL's simple protocol) is not read: unsure.
  if (statement.includes(';') && /;\s*\S/.test(statement.replace(STRING_LITERAL, "''"))) return EVERY_TABLE;
  if (NO_WRITE.test(statement)) return NO_WRITES;
  const target = STATEMENT_TARGET.exec(statement);
  if (target === null) return EVERY_TABLE;
  const table = new Set([tableName(target[1]!)]);
  // An insert replaces rows with OR REPLACE (SQLite deletes the old row) or updates them with DO UPDATE (an upsert).
  const insertsOnly = /^insert\s/i.test(target[0]) && !/^insert\s+or\s+replace\b/i.test(target[0]) && !/\bdo\s+update\b/i.test(statement);
  return insertsOnly ? { inserted: table, changed: new Set() } : { inserted: new Set(), changed: table };
}

/**
 * The tables the body of an SQLite trigger (the statements between BEGIN and END) writes; EVERY_TABLE when a
 * writing word is not followed by a table this parser can name.
 */
export function tablesWrittenBySqliteTrigger(definition: string): Tables {
  const code = definition.replace(COMMENT, ' ').replace(STRING_LITERAL, "''");
  const begin = /\bbegin\b/i.exec(code);
  if (begin === null) return EVERY_TABLE;
  const body = code.slice(begin.index + begin[0].length);
  const tables = new Set<string>();
  const word = /\b(insert|replace|update|delete)\b/gi;
  for (let found = word.exec(body); found !== null; found = word.exec(body)) {
    const target = new RegExp(`^${WRITE_TARGET}`, 'i').exec(body.slice(found.index));
    if (target === null) return EVERY_TABLE;
    tables.add(tableName(target[1]!));
    word.lastIndex = found.index + target[0].length;
  }
  return tables;
}

/**
 * Whether the body of a PostgreSQL trigger function may write: PL/pgSQL is not parsed, so any writing word, or
 * a SELECT, PERFORM or EXECUTE that could call a function that writes, counts as writing anywhere.
 */
export function postgresTriggerMayWrite(body: string): boolean {
  const code = body.replace(COMMENT, ' ').replace(STRING_LITERAL, "''");
  return /\b(insert|update|delete|merge|truncate|copy|call|select|perform|execute)\b/i.test(code);
}

/**
 * What a write to a table may change besides that table: the tables its triggers write, and, when it updates or
 * deletes rows, the referencing tables of a foreign key with an action (ON DELETE/UPDATE CASCADE, SET NULL, SET
 * DEFAULT); and so on from those.
 */
export class WriteSpread {
  readonly #actions = new Map<string, Set<string>>();
  readonly #triggers = new Map<string, Set<string>>();
  readonly #everywhere = new Set<string>();

  /** Updating or deleting rows of `parent` may change rows of `child`. */
  addAction(parent: string, child: string): void {
    edge(this.#actions, parent, child);
  }

  /** A write to `table` makes its triggers write `written`. */
  addTrigger(table: string, written: Tables): void {
    if (written === EVERY_TABLE) this.#everywhere.add(table.toLowerCase());
    else for (const target of written) edge(this.#triggers, table, target);
  }

  /** Every table that `writes` may change. */
  of(writes: WritesOrEvery): Tables {
    if (writes === EVERY_TABLE) return EVERY_TABLE;
    const reached = new Set<string>();
    const seen = new Set<string>();
    // Each table once as inserted into and once as changed: only a change is followed by the foreign keys' actions.
    const waiting: [string, boolean][] = [...[...writes.inserted].map((table): [string, boolean] => [table, false]), ...[...writes.changed].map((table): [string, boolean] => [table, true])];
    for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
      const [table, changed] = next;
      const key = `${changed ? 'changed' : 'inserted'} ${table}`;
      if (seen.has(key)) continue;
      seen.add(key);
      reached.add(table);
      if (this.#everywhere.has(table)) return EVERY_TABLE;
      // What a trigger writes may be an update or a delete: followed as a change.
      for (const target of this.#triggers.get(table) ?? []) waiting.push([target, true]);
      if (changed) for (const child of this.#actions.get(table) ?? []) waiting.push([child, true]);
    }
    return reached;
  }
}

function edge(edges: Map<string, Set<string>>, from: string, to: string): void {
  const key = from.toLowerCase();
  let targets = edges.get(key);
  if (targets === undefined) edges.set(key, (targets = new Set()));
  targets.add(to.toLowerCase());
}

/**
 * A version per table, read for a set of tables: a sequence number counts every change, each table keeps the
 * number of its last one, and the version of a set is the newest among its tables and the last change of every
 * table. It moves exactly when one of the set's tables changed. The cache-neutral tables (cache-neutral.ts)
 * have no version: their writes are no change.
 */
export class TableVersions {
  #sequence = 0;
  #everyTable = 0;
  readonly #lastChange = new Map<string, number>();

  changed(tables: Tables): void {
    if (tables === EVERY_TABLE) {
      this.#everyTable = this.#sequence += 1;
      return;
    }
    const changed = [...tables].map((table) => table.toLowerCase()).filter((table) => !isCacheNeutralTable(table));
    if (changed.length === 0) return;
    this.#sequence += 1;
    for (const table of changed) this.#lastChange.set(table, this.#sequence);
  }

  /** Without tables: the version of every table. */
  versionOf(tables?: readonly string[]): number {
    if (tables === undefined) return this.#sequence;
    let version = this.#everyTable;
    for (const table of tables) {
      const last = this.#lastChange.get(table.toLowerCase());
      if (last !== undefined && last > version) version = last;
    }
    return version;
  }
}
