// A list answer ({ data, count }, the contract's ListResponse) written to the socket batch by batch. An unbounded
// list (limit=-1 on 100,000 forum posts is 33 MB) built as one value cost each request its whole size two or three
// times over (rows, string, compressed copy): twenty at once took the API past 400 MB. Streamed, a request holds one
// batch; compression (@fastify/compress) works on the stream.
//
// SQLite answers synchronously, so a stream whose socket keeps up would read batch after batch in one go and starve
// every other request. So every batch of every streamed list waits for its turn, and one batch runs per turn of the
// event loop: other requests wait for at most one batch, twenty lists share the time fairly, no list waits more
// than about a second for its next bytes, and a client that reads slowly holds no turn while its socket drains
// (docs/decisions/0017-hardening.md and 0027-running-it-for-years.md have the figures).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Rows per query and per written chunk: one batch keeps the event loop for about half a millisecond. */
export const STREAM_BATCH_SIZE = 100;

/** A list that has waited this long for its next batch goes first: on every list bytes flow at least this often. */
export const LONGEST_WAIT_MS = 1_000;

/**
 * Batches wait here; one is let go per turn of the event loop (setImmediate), that of the list that started first.
 * The lists thus finish one after another, as fast as alone (sharing evenly made all twenty wait for the slowest), and
 * a list whose client reads slowly is passed by the others while its socket drains. But a list that has waited
 * LONGEST_WAIT_MS goes first, the one waiting longest first: a client that sees no byte for long gives up (twenty
 * lists of 100,000 posts kept the last one without a byte for over a minute). That costs the first list one batch per
 * waiting list per second, a few per cent.
 */
function createBatchTurns() {
  const waiting = new Map<number, { resolve: () => void; since: number }>();
  let lists = 0;
  let scheduled = false;
  function letNextGo(): void {
    scheduled = false;
    const now = performance.now();
    let first: number | undefined;
    let starved: number | undefined;
    for (const [list, { since }] of waiting) {
      if (first === undefined || list < first) first = list;
      if (now - since >= LONGEST_WAIT_MS && (starved === undefined || since < waiting.get(starved)!.since)) starved = list;
    }
    const chosen = starved ?? first;
    if (chosen === undefined) return;
    const { resolve } = waiting.get(chosen)!;
    waiting.delete(chosen);
    resolve();
    if (waiting.size > 0) schedule();
  }
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    setImmediate(letNextGo);
  }
  return {
    /** A number per list, in the order they start. */
    newList: () => (lists += 1),
    next(list: number): Promise<void> {
      return new Promise((resolve) => {
        waiting.set(list, { resolve, since: performance.now() });
        schedule();
      });
    },
  };
}
const batchTurns = createBatchTurns();

/** A page is unbounded (every match from `offset` on) when its limit is absent or -1; the others hold ≤ 1,000 rows. */
export function isUnbounded(page: { limit?: number }): boolean {
  return page.limit === undefined || page.limit === -1;
}

export interface StreamedList<T> {
  /** The rows from the page's offset on, in order, a batch at a time. */
  batches: AsyncIterable<T[]>;
  offset: number;
  /** Every match: asked only when the offset lies past the last one (the non-streamed list answers the same). */
  countAll: () => Promise<number>;
}

async function* listJson<T>({ batches, offset, countAll }: StreamedList<T>): AsyncGenerator<string> {
  const list = batchTurns.newList();
  let count = 0;
  yield '{"data":[';
  const iterator = batches[Symbol.asyncIterator]();
  try {
    for (;;) {
      await batchTurns.next(list);
      const { done, value: batch } = await iterator.next();
      if (done) break;
      let chunk = '';
      for (const row of batch) {
        chunk += (count === 0 ? '' : ',') + JSON.stringify(row);
        count += 1;
      }
      yield chunk;
    }
  } finally {
    // Also when the client goes away mid-list: the stream's destroy ends this generator, and so the batches.
    await iterator.return?.();
  }
  const total = count === 0 && offset > 0 ? await countAll() : offset + count;
  yield `],"count":${total}}`;
}

/**
 * Sends an unbounded list as the contract's list answer. The rows must already have the item schema's shape (the
 * route's serializer does not see a stream); the repositories' selects answer that shape.
 */
export function sendStreamedList<T>(reply: FastifyReply, list: StreamedList<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(Readable.from(listJson(list)));
}
