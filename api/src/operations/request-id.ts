// Every request gets an id: in its X-Request-Id answer header, in each of its log lines (pino's `reqId`) and in the
// body of an error answer, so that what a user reports ('Referentie: …' under 'Er ging iets mis') can be found in
// the logs. Behind a trusted proxy the proxy's own id is kept (nginx: `proxy_set_header X-Request-Id $request_id`),
// so one id follows the request through both logs; from anyone else the header is ignored.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { proxyTrust } from './proxy-trust.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: one short token, nothing that could break a log line or a page. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId. A made id is this process's random prefix and a counter: unique across instances and
 * restarts, and cheaper than random bytes per request.
 */
export function requestIdGenerator(trustProxy: boolean | string): (request: IncomingMessage) => string {
  const prefix = randomBytes(4).toString('hex');
  let counter = 0;
  const trust = proxyTrust(trustProxy);
  return (request) => {
    // The peer first: reading a header builds request.headers, which an answer replayed before routing never needs.
    const peer = request.socket.remoteAddress;
    if (peer !== undefined && trust(peer, 0)) {
      const offered = request.headers[REQUEST_ID_HEADER];
      if (typeof offered === 'string' && ACCEPTED_ID.test(offered)) return offered;
    }
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    return `${prefix}-${counter.toString(36)}`;
  };
}
