// Counters in fixed windows, for every limit of the API: requests per client, writes per user, failed logins per
// account and per address. In memory by default (one process); in Redis when REDIS_URL is set, so that two or more
// API processes behind one address count together (ARCHITECTURE §4: stateless instances).
import { Redis } from 'ioredis';

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

// INCR, and the window's expiry at the first hit, in one step: a process that dies in between leaves no key
// that never expires.
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}
`;

/** Counters shared by every process that uses the same Redis (keys under `prefix`). */
export function redisCounters(url: string, prefix = 'roadmap:limit:'): Counters {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit();
    },
  };
}
