// The read cache's data version on PostgreSQL, a version per table, exact across the API instances that share
// the database:
// - statement-level triggers on every data table NOTIFY a channel of the schema with the table's name;
//   PostgreSQL delivers a notification only after its transaction commits, once per transaction and table (a
//   foreign key's cascade fires the referencing table's trigger too);
// - each process LISTENs on a connection of its own and counts the notifications for the table they name (an
//   empty name, from an instance of an earlier release, counts for every table);
// - each process also counts its own writes the moment they commit, for the tables the statements write and
//   what those writes change besides (triggers, foreign keys' actions, read from the catalog), so that its next
//   read never depends on its own notification arriving first (which it then ignores: a lone instance's
//   versions move exactly as SQLite's do, and an own write costs one cache miss, not two).
// While the LISTEN connection is down, another instance's write could go unnoticed: the version then never
// repeats (nothing cached is trusted) until the connection is back.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE } from 'kysely/migration';
import pg from 'pg';
import { isCacheNeutralTable } from './cache-neutral.ts';
import { dialectOf } from './dialect.ts';
import type { DataVersion } from './read-cache.ts';
import { EVERY_TABLE, TableVersions, WriteSpread, bothWrites, postgresTriggerMayWrite, statementWrites, writesNothing, type WritesOrEvery } from './table-versions.ts';

const TRIGGER = 'roadmap_data_changed';
const TRIGGER_FUNCTION = 'roadmap_notify_data_changed';
const CHANNEL_PREFIX = 'roadmap_data_changed:';
/** PostgreSQL's NAMEDATALEN - 1: pg_notify refuses a longer channel name. */
const MAX_CHANNEL_BYTES = 63;
const APPLICATION_NAME = 'roadmap data version';
/**
 * The payload ensureChangeNotifications sends once it ran (after every migration): the schema may have changed,
 * so every table counts as changed and each instance reads the foreign keys and triggers again. An empty payload
 * (a write, from an instance of an earlier release) counts for every table too.
 */
const SCHEMA_CHANGED = '*';

/** The channel of one schema: each schema (one per test file, or per tenant) has its own data and its own version. */
export function changeChannel(schema: string): string {
  const channel = CHANNEL_PREFIX + schema;
  if (/^[A-Za-z0-9_]+$/.test(schema) && Buffer.byteLength(channel) <= MAX_CHANNEL_BYTES) return channel;
  return CHANNEL_PREFIX + createHash('sha256').update(schema).digest('hex').slice(0, 32);
}

/** The statement the LISTEN connection runs (and repeats as its heartbeat); tests find that connection by it. */
export function listenStatement(schema: string): string {
  return `LISTEN ${quoteIdentifier(changeChannel(schema))}`;
}

function excludedTable(name: string): boolean {
  return isCacheNeutralTable(name) || name === DEFAULT_MIGRATION_TABLE || name === DEFAULT_MIGRATION_LOCK_TABLE;
}

/**
 * Puts the change trigger on every table of the current schema that lacks it (and takes it off a table that no
 * cached answer reads), and has every trigger name its table. Idempotent; run after every migration, so that a
 * new table is covered without anyone remembering. Nothing to do on SQLite, whose data version needs no triggers.
 */
export async function ensureChangeNotifications<DB>(db: Kysely<DB>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.transaction().execute(async (trx) => {
    const schema = (await sql<{ schema: string | null }>`SELECT current_schema() AS schema`.execute(trx)).rows[0]?.schema;
    if (!schema) throw new Error('No current schema: the search_path names no existing schema.');
    // Instances starting together take turns: CREATE OR REPLACE FUNCTION and CREATE TRIGGER are not safe to race.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`${TRIGGER} ${schema}`}))`.execute(trx);
    const functionName = `${quoteIdentifier(schema)}.${quoteIdentifier(TRIGGER_FUNCTION)}`;
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION ${functionName}() RETURNS trigger LANGUAGE plpgsql AS $notify$
        BEGIN
          PERFORM pg_notify('${changeChannel(schema)}', TG_TABLE_NAME);
          RETURN NULL;
        END
        $notify$`,
      )
      .execute(trx);
    const tables = await sql<{ name: string; covered: boolean }>`
      SELECT c.relname AS name, EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = ${TRIGGER}) AS covered
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ${schema} AND c.relkind IN ('r', 'p')`.execute(trx);
    for (const { name, covered } of tables.rows) {
      const table = `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;
      if (excludedTable(name)) {
        if (covered) await sql.raw(`DROP TRIGGER ${quoteIdentifier(TRIGGER)} ON ${table}`).execute(trx);
      } else if (!covered) {
        await sql
          .raw(`CREATE TRIGGER ${quoteIdentifier(TRIGGER)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION ${functionName}()`)
          .execute(trx);
      }
    }
    await sql`SELECT pg_notify(${changeChannel(schema)}, ${SCHEMA_CHANGED})`.execute(trx);
  });
}

export interface PostgresDataVersion {
  /** The pool to hand to Kysely: it counts this process's writes as they commit. */
  pool: PostgresPool;
  /** For the read cache. */
  dataVersion: DataVersion;
  close(): Promise<void>;
}

const RECONNECT_FIRST_MS = 50;
const RECONNECT_MAX_MS = 5_000;
/** A LISTEN connection that died without a word (a half-open socket) is found out by its heartbeat. */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/** Resolves once the LISTEN connection is up, or its first attempt failed (it then keeps trying). */
export async function postgresDataVersion(pool: pg.Pool): Promise<PostgresDataVersion> {
  const versions = new TableVersions();
  let untrusted = 0;
  let listening = false;
  let closed = false;
  /** The backends of this process's pool: their notifications are counted already, when their writes commit. */
  const ownBackends = new Set<number>();
  let listener: pg.Client | null = null;
  let retryDelay = RECONNECT_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** What a write to a table changes besides (foreign keys' actions, triggers); null while unknown: every table. */
  let spread: WriteSpread | null = null;
  /** Counts the moments the schema may have changed: a reading of the catalog begun before the last one is not kept. */
  let schemaChanges = 0;

  function schemaMayHaveChanged(): void {
    spread = null;
    schemaChanges += 1;
    const seen = schemaChanges;
    if (closed) return;
    // On a connection of the pool, not the LISTEN one: that one's last statement stays its LISTEN (listenStatement).
    readWriteSpread(pool).then(
      (read) => {
        if (seen === schemaChanges) spread = read;
      },
      // Stays unknown (every table) until the schema or the LISTEN connection changes again.
      () => undefined,
    );
  }

  /** This process's writes, as they commit. */
  function ownWrite(writes: WritesOrEvery): void {
    if (writes === EVERY_TABLE) {
      versions.changed(EVERY_TABLE);
      // DDL, most likely: a write may change other tables besides now.
      schemaMayHaveChanged();
      return;
    }
    versions.changed(spread === null ? EVERY_TABLE : spread.of(writes));
  }

  function drop(client: pg.Client): void {
    if (client !== listener) return;
    listener = null;
    listening = false;
    clearInterval(heartbeat);
    client.removeAllListeners('notification');
    client.end().catch(() => undefined);
    if (closed) return;
    retryTimer = setTimeout(() => void listen(), retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RECONNECT_MAX_MS);
  }

  async function listen(): Promise<void> {
    // The pool's own settings (address, search_path): the schema, and so the channel, is the one the pool sees.
    // The password is not enumerable in pg-pool's options.
    const options = pool.options as pg.ClientConfig;
    const client = new pg.Client({
      ...options,
      password: options.password,
      application_name: APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: HEARTBEAT_TIMEOUT_MS,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    listener = client;
    // Without a listener an 'error' event would end the process; 'end' follows it.
    client.on('error', () => drop(client));
    client.on('end', () => drop(client));
    client.on('notification', (message) => {
      if (ownBackends.has(message.processId)) return;
      const table = message.payload;
      if (table === SCHEMA_CHANGED) {
        versions.changed(EVERY_TABLE);
        schemaMayHaveChanged();
      } else versions.changed(table ? new Set([table]) : EVERY_TABLE);
    });
    try {
      await client.connect();
      // The LISTEN connection alone must not keep a process alive (a CLI, a test that forgot to close).
      (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      const schema = (await client.query<{ schema: string | null }>('SELECT current_schema() AS schema')).rows[0]?.schema;
      if (!schema) throw new Error('No current schema');
      const statement = listenStatement(schema);
      await client.query(statement);
      if (client !== listener) return;
      // Writes made while nobody listened went unnoticed: one step makes every entry cached before them stale.
      versions.changed(EVERY_TABLE);
      listening = true;
      // A migration may have run meanwhile, its notification unheard.
      schemaMayHaveChanged();
      retryDelay = RECONNECT_FIRST_MS;
      heartbeat = setInterval(() => client.query(statement).catch(() => drop(client)), HEARTBEAT_MS);
      heartbeat.unref();
    } catch {
      drop(client);
    }
  }

  await listen();
  return {
    pool: trackWrites(pool, ownWrite, ownBackends),
    dataVersion(tables) {
      if (listening) return `v${versions.versionOf(tables)}`;
      untrusted += 1;
      return `untrusted ${untrusted}`;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      listening = false;
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners('notification');
        await client.end().catch(() => undefined);
      }
    },
  };
}

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_COMMIT = /^\s*(commit|end)\b/i;
const ROLLBACK_TO_SAVEPOINT = /^\s*rollback\s+to\b/i;
const TRANSACTION_ROLLBACK = /^\s*(rollback|abort)\b/i;

/** What a write to a table of the current schema changes besides, from the catalog. */
async function readWriteSpread(client: pg.Pool): Promise<WriteSpread> {
  const spread = new WriteSpread();
  const actions = await client.query<{ parent: string; child: string }>(
    `SELECT parent.relname AS parent, child.relname AS child
     FROM pg_constraint c JOIN pg_class child ON child.oid = c.conrelid JOIN pg_class parent ON parent.oid = c.confrelid
     WHERE c.contype = 'f' AND child.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())
       AND (c.confdeltype IN ('c', 'n', 'd') OR c.confupdtype IN ('c', 'n', 'd'))`,
  );
  for (const { parent, child } of actions.rows) spread.addAction(parent, child);
  const triggers = await client.query<{ name: string; body: string }>(
    `SELECT c.relname AS name, p.prosrc AS body
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
     WHERE NOT t.tgisinternal AND t.tgname <> $1 AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`,
    [TRIGGER],
  );
  for (const { name, body } of triggers.rows) if (postgresTriggerMayWrite(body)) spread.addTrigger(name, EVERY_TABLE);
  return spread;
}

/**
 * A pool whose clients count this process's writes: an autocommit statement that may write counts once it
 * settles, a transaction that wrote once its commit settles (Kysely runs transactions as plain begin, commit
 * and rollback on one client), each for the tables written. Counting a write that failed costs a cache miss;
 * missing one would cost a stale answer.
 */
function trackWrites(pool: pg.Pool, ownWrite: (writes: WritesOrEvery) => void, backends: Set<number>): PostgresPool {
  // Kysely keeps a connection per client object: the same client must always come back as the same wrapper.
  const tracked = new WeakMap<pg.PoolClient, TrackedClient>();
  return {
    Client: pg.Client,
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let wrapper = tracked.get(client);
      if (wrapper === undefined) {
        wrapper = new TrackedClient(client, ownWrite);
        tracked.set(client, wrapper);
        const backend = wrapper.processID;
        if (backend !== undefined) {
          backends.add(backend);
          // PostgreSQL may give the number to another session (another instance's) once this one ends.
          client.once('end', () => backends.delete(backend));
        }
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

class TrackedClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  readonly #ownWrite: (writes: WritesOrEvery) => void;
  #inTransaction = false;
  /** The tables the open transaction wrote so far; null: none. */
  #written: WritesOrEvery | null = null;

  constructor(client: pg.PoolClient, ownWrite: (writes: WritesOrEvery) => void) {
    this.#client = client;
    this.#ownWrite = ownWrite;
  }

  /** Kysely reads it to cancel a query. */
  get processID(): number | undefined {
    return (this.#client as unknown as { processID?: number }).processID;
  }

  query<R>(sqlText: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    const client = this.#client as unknown as {
      query(sqlText: string, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      query(cursor: PostgresCursor<R>): PostgresCursor<R>;
    };
    if (typeof sqlOrCursor !== 'string') {
      // A cursor (not configured today): it may write, and it settles through reads the wrapper does not see.
      this.#ownWrite(EVERY_TABLE);
      return client.query(sqlOrCursor);
    }
    const result = client.query(sqlOrCursor, parameters);
    if (TRANSACTION_START.test(sqlOrCursor)) {
      this.#inTransaction = true;
      this.#written = null;
      return result;
    }
    if (TRANSACTION_COMMIT.test(sqlOrCursor)) {
      const written = this.#written;
      this.#inTransaction = false;
      this.#written = null;
      return written === null ? result : result.finally(() => this.#ownWrite(written));
    }
    if (ROLLBACK_TO_SAVEPOINT.test(sqlOrCursor)) return result;
    if (TRANSACTION_ROLLBACK.test(sqlOrCursor)) {
      this.#inTransaction = false;
      this.#written = null;
      return result;
    }
    const writes = statementWrites(sqlOrCursor);
    if (writesNothing(writes)) return result;
    if (this.#inTransaction) {
      this.#written = this.#written === null ? writes : bothWrites(this.#written, writes);
      return result;
    }
    return result.finally(() => this.#ownWrite(writes));
  }

  release(destroy?: boolean): void {
    // A transaction cut off without its commit or rollback: count it rather than guess.
    if (this.#inTransaction && this.#written !== null) this.#ownWrite(this.#written);
    this.#inTransaction = false;
    this.#written = null;
    this.#client.release(destroy);
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
