// Whether any connection may have committed to an SQLite database in WAL mode since the last look, for one read of
// 48 bytes. The read cache must know on every cached answer whether another connection (another process, a script
// beside the API) committed (read-cache.ts); PRAGMA data_version says so exactly, but it opens a read transaction,
// which on Linux costs two file-lock calls and a stat: about 2–3 µs, the largest part of a cached answer's own work.
//
// In WAL mode every commit, by any connection, rewrites the WAL-index header: the first 48 bytes of the `-shm` file
// next to the database (https://www.sqlite.org/walformat.html, "The WAL-Index Header"; its commit counter and frame
// count move with every transaction, its salts with every restart of the WAL). SQLite itself decides what a new read
// transaction sees from those bytes. So while they are unchanged, nobody committed, and data_version cannot have
// moved; when they changed (or cannot be read, or do not look like an initialised header), the caller asks
// data_version. The header is read before data_version is, so a commit between the two is seen next time.
import { closeSync, openSync, readSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';

const HEADER_BYTES = 48;
/** The WAL-index format's version number, the header's first field (native byte order). */
const WAL_INDEX_VERSION = 3007000;
/** The header's isInit byte: 1 once the header is initialised. */
const IS_INIT_OFFSET = 12;

export interface WalCommits {
  /** False only when the WAL-index header is exactly as at the previous call that answered true. */
  mayHaveCommitted(): boolean;
  close(): void;
}

/** A watch on the database's WAL-index header, or null when it has none to watch (not WAL, in memory, no -shm). */
export function watchWalCommits(database: DatabaseSync): WalCommits | null {
  const location = database.location();
  const mode = (database.prepare('PRAGMA journal_mode').get() as { journal_mode?: string } | undefined)?.journal_mode;
  if (!location || mode !== 'wal') return null;
  let fd: number;
  try {
    // The same path SQLite maps: sqlite3_db_filename (location) is the resolved name it appends `-shm` to.
    fd = openSync(`${location}-shm`, 'r');
  } catch {
    return null;
  }
  const current = Buffer.alloc(HEADER_BYTES);
  // Never a valid header: the first call answers true.
  const last = Buffer.alloc(HEADER_BYTES, 0xff);
  return {
    mayHaveCommitted() {
      if (fd < 0) return true;
      const read = readSync(fd, current, 0, HEADER_BYTES, 0);
      const initialised =
        read === HEADER_BYTES &&
        current[IS_INIT_OFFSET] === 1 &&
        (current.readUInt32LE(0) === WAL_INDEX_VERSION || current.readUInt32BE(0) === WAL_INDEX_VERSION);
      if (initialised && current.equals(last)) return false;
      current.copy(last);
      return true;
    },
    close() {
      if (fd >= 0) closeSync(fd);
      fd = -1;
    },
  };
}
