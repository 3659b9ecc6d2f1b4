// The hot list reads (the tool list, the forum's list and search, the countries) answer every visitor with the same
// bytes until a write changes their data: the read cache keeps those bytes exact (db/read-cache.ts). Fastify's own
// work per request (routing among some 150 routes, parsing and validating the query, running the hooks, building
// the reply) then costs about as much as the whole cached answer, and kept these reads at about half of what a
// bare route answers (docs/decisions/0005-budgets.md). So an answer that the pipeline gave a visitor is replayed to
// the next visitor who asks the same, before Fastify routes the request, for as long as the read cache says its
// body is still current.
//
// What is replayed is what the pipeline answered, recorded after every hook had its say (onSend): the status 200,
// every header the hooks and the route set (the security headers, the content type, vary, the encoding) and the
// body. What has to happen for every request happens with the pipeline's own functions: a new request id
// (requestIdGenerator), the client's count of the rate limit (rate-limit.ts) and, when metrics are on, the
// answer's time under the route's pattern. Anything else goes through Fastify as before: another method, a
// request with a token or a cookie, a conditional or range request, an address never answered, a body that is no
// longer current, a client over the limit (Fastify counts it once more and refuses it with the error model), and
// every request while the server closes.
//
// A route opts in with `config: { replay: true }`; only a route that anyone may call (access 'anyone') and that
// answers with sendCachedJson can: its answer is the read cache's body for the address, the same for everybody.
// A new hook that must run for every request (not only set a header) has to be added here too, or switch this off.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, onSendHookHandler } from 'fastify';
import type { BodyEncoding, CachedBody } from '../db/read-cache.ts';
import { countRequest } from '../rate-limit.ts';
import type { Counters } from '../limits/counters.ts';
import { httpRequestDuration, replayedAnswers } from '../operations/metrics/metrics.ts';
import { clientAddressOf } from '../operations/proxy-trust.ts';
import { REQUEST_ID_HEADER } from '../operations/request-id.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of this route may be replayed to the next visitor who asks the same (modules/replayed-answers.ts). */
    replay?: boolean;
  }
  interface FastifyReply {
    /** The read cache's body this reply sends (sendCachedJson), for the replay to record. */
    cachedBody: CachedBody | null;
  }
}

/** Request headers that make an answer depend on more than its address and its encoding: such requests go through Fastify. */
const PERSONAL_OR_CONDITIONAL = new Set(['authorization', 'cookie', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'range']);

/**
 * What an answer to `request` depends on: its address, the encodings it accepts and its origin (CORS). Null when it
 * may not be replayed: a header of PERSONAL_OR_CONDITIONAL, or one of those two sent twice. Read from the raw header
 * lines: building request.headers would cost more than the rest of a replay.
 */
function keyOf(request: IncomingMessage): string | null {
  const raw = request.rawHeaders;
  let encodings: string | undefined;
  let origin: string | undefined;
  for (let n = 0; n < raw.length; n += 2) {
    const name = raw[n].toLowerCase();
    if (name === 'accept-encoding') {
      if (encodings !== undefined) return null;
      encodings = raw[n + 1];
    } else if (name === 'origin') {
      if (origin !== undefined) return null;
      origin = raw[n + 1];
    } else if (PERSONAL_OR_CONDITIONAL.has(name)) return null;
  }
  return `${request.url}\n${encodings ?? ''}\n${origin ?? ''}`;
}

/**
 * Answers recorded at most (an address asked with other encodings or from another origin is another answer); the
 * oldest goes first. Each holds its headers, some 600 bytes; its body stays the read cache's.
 */
const MAX_ANSWERS = 2_000;

interface Recorded {
  /** The read cache's body: weakly held, so an entry the read cache dropped is not kept alive here. */
  body: WeakRef<CachedBody>;
  encoding: BodyEncoding | null;
  /** Every header of the recorded answer, as name, value, name, value; the last pair is the request id's. */
  headers: string[];
  observe: ((method: string, status: number, seconds: number) => void) | null;
}

export interface ReplayOptions {
  /** Fastify's genReqId: the replay's request ids come from the same sequence. */
  requestId: (request: IncomingMessage) => string;
  /** Requests per minute per client address, as the rate limit counts them; 0 switches the limit off. */
  rateLimitMax: number;
  counters: Counters;
  trustProxy: boolean | string;
  /** Whether answers' times are counted (operations/metrics): a replayed answer counts under its route. */
  metrics: boolean;
}

export interface AnswerReplay {
  /** The server's request handler in front of Fastify's (its serverFactory). */
  handler(fastify: (request: IncomingMessage, response: ServerResponse) => void): (request: IncomingMessage, response: ServerResponse) => void;
  /** Records the answers of the routes that opt in; call on the scope of those routes before they are registered. */
  register(app: FastifyInstance): void;
  /** From now on every request goes through Fastify (it answers 503 while it closes). */
  stop(): void;
}

export function createAnswerReplay(options: ReplayOptions): AnswerReplay {
  // The address and what else its answer depends on (keyOf) → the recorded answer.
  const recorded = new Map<string, Recorded>();
  const clientAddress = clientAddressOf(options.trustProxy);
  let stopped = false;

  function find(request: IncomingMessage): { answer: Recorded; body: CachedBody } | null {
    if (stopped || request.method !== 'GET') return null;
    const key = keyOf(request);
    const answer = key === null ? undefined : recorded.get(key);
    if (answer === undefined) return null;
    const body = answer.body.deref();
    if (body === undefined || !body.isCurrent()) {
      recorded.delete(key!);
      return null;
    }
    return { answer, body };
  }

  function replay(request: IncomingMessage, response: ServerResponse, { answer, body }: { answer: Recorded; body: CachedBody }, started: number): void {
    // The last pair is the request id's: its value is this request's (writeHead copies the list at once).
    const headers = answer.headers;
    headers[headers.length - 1] = options.requestId(request);
    response.writeHead(200, headers);
    response.end(answer.encoding === null ? body.identity : body.encodedAs(answer.encoding));
    replayedAnswers.inc();
    answer.observe?.('GET', 200, (performance.now() - started) / 1000);
  }

  const record: onSendHookHandler = (request, reply, payload, done) => {
    const body = reply.cachedBody;
    if (stopped || body === null || request.method !== 'GET' || reply.statusCode !== 200 || !(payload instanceof Buffer)) return done(null, payload);
    const key = keyOf(request.raw);
    if (key === null) return done(null, payload);
    const encoding = payload === body.identity ? null : (reply.getHeader('content-encoding') as BodyEncoding | undefined) ?? null;
    if (encoding !== null && payload !== body.encodedAs(encoding)) return done(null, payload);
    const headers: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (name === REQUEST_ID_HEADER || value === undefined) continue;
      for (const one of [value].flat()) headers.push(name, String(one));
    }
    if (reply.getHeader('content-length') === undefined) headers.push('content-length', String(payload.length));
    headers.push(REQUEST_ID_HEADER, '');
    recorded.delete(key);
    if (recorded.size >= MAX_ANSWERS) recorded.delete(recorded.keys().next().value as string);
    const observe = options.metrics ? httpRequestDuration.recorderFor(request.routeOptions.url!) : null;
    recorded.set(key, { body: new WeakRef(body), encoding, headers, observe });
    done(null, payload);
  };

  return {
    handler(fastify) {
      return (request, response) => {
        let found: ReturnType<typeof find>;
        try {
          found = find(request);
        } catch {
          // The freshness check failed (the database did not answer): the pipeline answers with the error model.
          found = null;
        }
        if (found === null) return fastify(request, response);
        const started = options.metrics ? performance.now() : 0;
        if (options.rateLimitMax <= 0) return replay(request, response, found, started);
        const counted = countRequest(options.counters, clientAddress(request));
        const verdict = (count: number) => (count <= options.rateLimitMax ? replay(request, response, found, started) : fastify(request, response));
        if (counted instanceof Promise) counted.then(({ count }) => verdict(count), () => fastify(request, response));
        else verdict(counted.count);
      };
    },
    register(app) {
      app.decorateReply('cachedBody', null);
      app.addHook('onRoute', (route) => {
        // Fastify adds a HEAD route beside each GET, with the same options: HEAD is never replayed.
        if (route.config?.replay !== true || route.method === 'HEAD') return;
        if (route.method !== 'GET' || route.config.access !== 'anyone') {
          throw new Error(`${route.method} ${route.url}: only a GET that anyone may call can be replayed, else one caller's answer could reach another`);
        }
        route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), record];
      });
    },
    stop() {
      stopped = true;
      recorded.clear();
    },
  };
}

/** sendCachedJson's mark: this reply sends a body of the read cache, which the replay may record. */
export function markCachedBody(reply: FastifyReply, body: CachedBody): void {
  if ('cachedBody' in reply) reply.cachedBody = body;
}
