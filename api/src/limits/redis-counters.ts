// The counters of counters.ts in Redis (REDIS_URL), shared by every API process that uses the same Redis. A file of
// its own, imported only when REDIS_URL is set: ioredis adds some 7 MB of heap and 20 MB of RSS to a process that
// counts in memory (docs/decisions/0005-budgets.md).
import { Redis } from 'ioredis';
import type { Counters } from './counters.ts';

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
