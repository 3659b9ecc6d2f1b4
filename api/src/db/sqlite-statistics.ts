// SQLite's query planner chooses by the statistics ANALYZE leaves in sqlite_stat1, and nothing refreshes them by
// itself. Statistics taken while a table was small mislead it once the table has grown (a bulk load, or a site that
// grows): with 'users: 7 rows' next to 100,000 posts the old forum list read users first and sorted every post for
// each batch of 100 (440 ms a batch instead of 3). SQLite's advice for a long-lived connection: PRAGMA
// optimize=0x10002 when it opens, then PRAGMA optimize every few hours. Each analyses only the tables whose
// statistics have gone stale, within a row limit of SQLite's choosing: under a millisecond when nothing changed,
// 140–260 ms on the large data set with stale or no statistics. A connection reads the statistics when it opens and
// after its own ANALYZE: what another process (seed-large) analysed reaches a running server at its next start, or
// when its periodic run finds the same tables stale and analyses them itself.
import type { DatabaseSync } from 'node:sqlite';

/** How often a running server refreshes what went stale. */
export const OPTIMIZE_INTERVAL_MS = 2 * 60 * 60 * 1000;

export interface StatisticsUpkeep {
  /** Ends the periodic refresh with a last PRAGMA optimize (before the connection closes). */
  stop(): void;
}

/** Refreshes the statistics now (every table, 0x10000: not only those this new connection has used) and then periodically. */
export function keepStatisticsFresh(database: DatabaseSync, intervalMs: number = OPTIMIZE_INTERVAL_MS): StatisticsUpkeep {
  optimize(database, 'PRAGMA optimize=0x10002');
  const timer = setInterval(() => optimize(database, 'PRAGMA optimize'), intervalMs);
  // The refresh never keeps a process alive (a CLI, a test) that has nothing else to do.
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      optimize(database, 'PRAGMA optimize');
    },
  };
}

function optimize(database: DatabaseSync, pragma: string): void {
  if (!database.isOpen) return;
  try {
    database.exec(pragma);
  } catch {
    // Busy (another process holds the write lock past busy_timeout) or read-only: the statistics only help the
    // planner, so the next run tries again rather than failing a request or, from the timer, the process.
  }
}
