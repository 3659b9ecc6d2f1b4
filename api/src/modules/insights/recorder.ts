// Counting off the request path: an event is checked and queued in memory, and written in batches (or sooner when a
// batch is full), one transaction per batch. The request answers at once; a slow or failing database never slows a
// page. What the process holds when it crashes (at most one interval) is lost; a clean stop writes it first. The
// visitor key is made at write time from the day's salt, the address, the browser and the host, then only its hash
// is kept (docs/decisions/0026-insights.md).
import { createHash } from 'node:crypto';
import type { DialectName } from '../../db/connect.ts';
import { countedEvent, mayCount, type RequestSignals, type ServerEvent } from './event-rules.ts';
import type { InsightRepository } from './repository.ts';
import { siteDay } from './site-day.ts';
import { tally, type CountedEvent } from './tally.ts';

export interface RecorderOptions {
  repository: InsightRepository;
  now: () => Date;
  warn: (message: string, error: unknown) => void;
  /** How often the queue is written (ms). */
  flushEveryMs: number;
  /** Events per transaction. */
  batchSize?: number;
  /** Beyond this many waiting events new ones are dropped (a database that is down must not fill the memory). */
  maxQueued?: number;
}

/**
 * How often the queue is written, which is also what a crash may lose. SQLite writes hold the event loop (about a
 * millisecond per hundred events), so it writes small batches often; on PostgreSQL a write waits without holding
 * it but each transaction costs the API several milliseconds of work, so it writes once a second.
 */
export const FLUSH_EVERY_MS: Record<DialectName, number> = { sqlite: 250, postgres: 1000 };

interface Queued {
  event: CountedEvent;
  /** Address, browser and host: hashed with the day's salt when written, never stored. */
  source: string;
}

export function createInsightRecorder(options: RecorderOptions) {
  const { repository, now, warn } = options;
  const batchSize = options.batchSize ?? 1000;
  const maxQueued = options.maxQueued ?? 50_000;
  let queue: Queued[] = [];
  let dropped = 0;
  let writing: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const salts = new Map<string, string>();

  async function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (salt === undefined) {
      salt = await repository.saltFor(day);
      for (const known of salts.keys()) if (known < day) salts.delete(known);
      salts.set(day, salt);
    }
    return salt;
  }

  async function write(batch: Queued[]): Promise<void> {
    const visitors = new Map<string, { day: string; visitor: string }>();
    for (const { event, source } of batch) {
      const visitor = createHash('sha256').update(`${await saltOf(event.day)}\n${source}`).digest('hex').slice(0, 32);
      visitors.set(`${event.day}\n${visitor}`, { day: event.day, visitor });
    }
    const events = batch.map((queued) => queued.event);
    await repository.record(events, [...visitors.values()], tally(events));
  }

  async function flushAll(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batchSize);
      try {
        await write(batch);
      } catch (error) {
        warn(`insights: ${batch.length} events could not be written and are not counted`, error);
      }
    }
    if (dropped > 0) {
      warn(`insights: ${dropped} events were dropped while the queue was full`, null);
      dropped = 0;
    }
  }

  /** Writes what is queued; one write at a time, and a call during a write waits for it and then writes the rest. */
  async function flush(): Promise<void> {
    while (writing !== null) await writing;
    if (queue.length === 0) return;
    writing = flushAll().finally(() => {
      writing = null;
    });
    await writing;
  }

  return {
    /** Queues the event when this request may be counted; answers whether it was. */
    accept(signals: RequestSignals, event: ServerEvent): boolean {
      if (!mayCount(signals)) return false;
      if (queue.length >= maxQueued) {
        dropped += 1;
        return false;
      }
      queue.push({ event: countedEvent(event, siteDay(now()), signals.host), source: `${signals.address}\n${signals.userAgent}\n${signals.host}` });
      if (queue.length >= batchSize && writing === null) void flush();
      return true;
    },
    flush,
    start(): void {
      if (timer !== null) return;
      timer = setInterval(() => void flush(), options.flushEveryMs);
      timer.unref();
    },
    /** Stops the timer and writes what is left. */
    async stop(): Promise<void> {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

export type InsightRecorder = ReturnType<typeof createInsightRecorder>;
