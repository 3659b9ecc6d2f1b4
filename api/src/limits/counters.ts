// Counters in fixed windows, for every limit of the API: requests per client, writes per user, failed logins per
// account and per address. In memory by default (one process); in Redis when REDIS_URL is set, so that two or more
// API processes behind one address count together (ARCHITECTURE §4: stateless instances; redis-counters.ts, loaded
// only then).

export interface Count {
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

export interface Counters {
  /** Counts one more hit of `key`; its window of `windowMs` starts at the key's first hit. */
  hit(key: string, windowMs: number): Count | Promise<Count>;
  /** The hits of `key` in its current window, without counting one. */
  peek(key: string): number | Promise<number>;
  /** Forgets `key` (a successful login clears its failures). */
  clear(key: string): void | Promise<void>;
  /** Resolves when the store answers (readiness); rejects when it does not. */
  ping(): void | Promise<void>;
  close(): Promise<void>;
}

/** More distinct keys than this and the expired ones are dropped (an attack on the counters themselves). */
const MAX_KEYS = 100_000;

/** One process's counters: synchronous, a Map lookup per hit (the hot path of every request). */
export function memoryCounters(now: () => number = Date.now): Counters {
  let windows = new Map<string, Count>();
  const current = (key: string, time: number) => {
    const window = windows.get(key);
    return window !== undefined && window.resetAt > time ? window : undefined;
  };
  return {
    hit(key, windowMs) {
      const time = now();
      let window = current(key, time);
      if (window === undefined) {
        if (windows.size >= MAX_KEYS) windows = new Map([...windows].filter(([, kept]) => kept.resetAt > time));
        if (windows.size >= MAX_KEYS) windows = new Map();
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetAt: window.resetAt };
    },
    peek: (key) => current(key, now())?.count ?? 0,
    clear(key) {
      windows.delete(key);
    },
    ping: () => {},
    close: async () => {},
  };
}
