// The process's metrics (Prometheus, through prom-client): one registry and every metric object, made when this
// module is first evaluated, so however many apps buildApp makes (tests make many) nothing registers twice.
// Instrumentation sites import a metric and call inc() or observe() (the HTTP hooks a recorder); /metrics
// (routes.ts) reads the registry.
// Labels hold only values from small fixed sets: route patterns, never raw URLs; never SQL text or addresses.
import type { CompiledQuery, LogEvent } from 'kysely';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Metric } from 'prom-client';

export const registry = new Registry();

/** The label of a request no route matched (the site's pages and every 404): raw URLs would be unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

/** One route, method and status: the counts per bucket (not cumulative), their number and their sum. */
interface Series {
  buckets: Float64Array;
  count: number;
  sum: number;
}

type Recorder = (method: string, status: number, seconds: number) => void;

/**
 * The requests' histogram, kept outside prom-client's Histogram: its observe() builds, checks and joins a label
 * object into a key at every call, a measurable part of a cached list's answer. Here a hook holds its route's
 * series (recorderFor) and finds method and status through Maps keyed by the values themselves; a scrape turns
 * the counts into the exposition format (get). Registered like any metric of the registry.
 */
class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  private readonly bounds: readonly number[];
  private readonly routes = new Map<string, Map<string, Map<number, Series>>>();

  constructor(name: string, help: string, bounds: readonly number[]) {
    this.name = name;
    this.help = help;
    this.bounds = bounds;
  }

  /** Records the requests of one route pattern; a recorder lives as long as the process (tests make many apps). */
  recorderFor(route: string): Recorder {
    let methods = this.routes.get(route);
    if (methods === undefined) this.routes.set(route, (methods = new Map()));
    const byMethod = methods;
    const bounds = this.bounds;
    return (method, status, seconds) => {
      let statuses = byMethod.get(method);
      if (statuses === undefined) byMethod.set(method, (statuses = new Map()));
      let series = statuses.get(status);
      if (series === undefined) statuses.set(status, (series = { buckets: new Float64Array(bounds.length), count: 0, sum: 0 }));
      let bucket = 0;
      while (bucket < bounds.length && seconds > bounds[bucket]) bucket += 1;
      if (bucket < bounds.length) series.buckets[bucket] += 1;
      series.count += 1;
      series.sum += seconds;
    };
  }

  async get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const [route, methods] of this.routes) {
      for (const [method, statuses] of methods) {
        for (const [status, series] of statuses) {
          const labels = { route, method, status };
          let cumulative = 0;
          for (const [bucket, bound] of this.bounds.entries()) {
            cumulative += series.buckets[bucket];
            values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: bound }, value: cumulative });
          }
          values.push({ metricName: `${this.name}_bucket`, labels: { ...labels, le: '+Inf' }, value: series.count });
          values.push({ metricName: `${this.name}_sum`, labels, value: series.sum });
          values.push({ metricName: `${this.name}_count`, labels, value: series.count });
        }
      }
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  /** Keeps the route maps: recorders hold them. */
  reset(): void {
    for (const methods of this.routes.values()) methods.clear();
  }
}

export const httpRequestDuration = new RequestHistogram(
  'roadmap_http_request_duration_seconds',
  'Time from receiving a request to its answer, by route pattern, method and status (its _count counts the requests).',
  // A cached list answers in well under a millisecond; an image conversion may take seconds.
  [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);
registry.registerMetric(httpRequestDuration as unknown as Metric);

export const dbQueryDuration = new Histogram({
  name: 'roadmap_db_query_duration_seconds',
  help: 'Time of each database query (errors included), by dialect and read or write.',
  labelNames: ['dialect', 'kind'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const dbQueryErrors = new Counter({
  name: 'roadmap_db_query_errors_total',
  help: 'Database queries that failed (constraint violations included), by dialect and read or write.',
  labelNames: ['dialect', 'kind'] as const,
  registers: [registry],
});

const cacheLookups = { hit: 0, miss: 0 };

new Counter({
  name: 'roadmap_read_cache_lookups_total',
  help: 'Lookups of the read cache of the hot lists, by result: hit or miss.',
  labelNames: ['result'] as const,
  registers: [registry],
  // Counted as plain numbers (every cached answer passes here) and handed over at each scrape.
  collect() {
    this.reset();
    this.inc({ result: 'hit' }, cacheLookups.hit);
    this.inc({ result: 'miss' }, cacheLookups.miss);
  },
});

export const readCacheLookups = {
  inc(labels: { result: 'hit' | 'miss' }): void {
    cacheLookups[labels.result] += 1;
  },
};

let replayed = 0;

new Counter({
  name: 'roadmap_replayed_answers_total',
  help: 'Unchanged answers of the hot lists replayed before routing, past the pipeline (modules/replayed-answers.ts).',
  registers: [registry],
  collect() {
    this.reset();
    this.inc(replayed);
  },
});

export const replayedAnswers = {
  inc(): void {
    replayed += 1;
  },
  /** Replayed since the process started (tests compare two readings). */
  get total(): number {
    return replayed;
  },
};

export const loginAttempts = new Counter({
  name: 'roadmap_login_attempts_total',
  help:
    'Password checks of the embedded identity provider, by form (login, password_change) and outcome ' +
    '(success, wrong_password, locked_account, locked_address).',
  labelNames: ['form', 'outcome'] as const,
  registers: [registry],
});

/** The outcome label of each result of checkLogin (oidc/accounts.ts); a blocked address is 'locked_address'. */
export const LOGIN_OUTCOME = { ok: 'success', wrong: 'wrong_password', wait: 'locked_account' } as const;

export const limitRefusals = new Counter({
  name: 'roadmap_limit_refusals_total',
  help:
    'Requests refused with 429 by a limit: requests_per_address (/api and /oidc), account_writes and ' +
    'account_questions (per-account community writes), accounts_per_address (new identity accounts).',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const mails = new Counter({
  name: 'roadmap_mails_total',
  help: 'Mails handed on, by transport (smtp, outbox) and outcome (sent, failed).',
  labelNames: ['transport', 'outcome'] as const,
  registers: [registry],
});

let defaultMetrics = false;

/** Event-loop delay, memory, GC, CPU and handles: started with the /metrics route, once per process. */
export function startDefaultMetrics(): void {
  if (defaultMetrics) return;
  defaultMetrics = true;
  collectDefaultMetrics({ register: registry });
}

// ---- the database ------------------------------------------------------------------------------------------

type QueryKind = 'read' | 'write';

/** Whether a query reads or writes: from Kysely's node; raw SQL by its first word only (never a label). */
function kindOf(query: CompiledQuery): QueryKind {
  const kind = query.query.kind;
  if (kind === 'SelectQueryNode') return 'read';
  if (kind === 'RawNode') return /^\s*(select|with|pragma|show|explain)\b/i.test(query.sql) ? 'read' : 'write';
  return 'write';
}

/** Kysely's `log` option: every query's time into the histogram, failures counted too. */
export function queryLogger(dialect: 'sqlite' | 'postgres'): (event: LogEvent) => void {
  return (event) => {
    const labels = { dialect, kind: kindOf(event.query) };
    dbQueryDuration.observe(labels, event.queryDurationMillis / 1000);
    if (event.level === 'error') dbQueryErrors.inc(labels);
  };
}

const pools = new Set<pg.Pool>();

/** Sums over the open pools (one in the server; tests open and close many), read at each scrape. */
function poolGauge(name: string, help: string, read: (pool: pg.Pool) => number): Gauge {
  return new Gauge({
    name,
    help,
    registers: [],
    collect() {
      let sum = 0;
      for (const pool of pools) {
        if (pool.ended) pools.delete(pool);
        else sum += read(pool);
      }
      this.set(sum);
    },
  });
}

const poolGauges = [
  poolGauge('roadmap_db_pool_connections', 'PostgreSQL connections open in the pool (busy and idle).', (pool) => pool.totalCount),
  poolGauge('roadmap_db_pool_idle_connections', 'PostgreSQL connections open and idle in the pool.', (pool) => pool.idleCount),
  poolGauge('roadmap_db_pool_waiting_queries', 'Queries waiting for a free PostgreSQL connection.', (pool) => pool.waitingCount),
  poolGauge('roadmap_db_pool_max_connections', 'The most connections the PostgreSQL pool opens.', (pool) => pool.options.max ?? 10),
];

/** A PostgreSQL pool to report; the pool gauges exist only once there is one (none on SQLite). */
export function watchPool(pool: pg.Pool): void {
  if (pools.size === 0 && registry.getSingleMetric('roadmap_db_pool_connections') === undefined) {
    for (const gauge of poolGauges) registry.registerMetric(gauge);
  }
  pools.add(pool);
}
