// What counting reads of a request (the route of the events and the routes that count themselves, such as a No
// Show prediction): the client's address as Fastify resolved it (TRUST_PROXY), the browser, the host and the
// do-not-track signals. Nothing of it is stored.
import type { FastifyRequest } from 'fastify';
import type { RequestSignals } from './event-rules.ts';

export function requestSignals(request: FastifyRequest): RequestSignals {
  const header = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  return {
    address: request.ip,
    userAgent: header('user-agent'),
    host: header('host'),
    doNotTrack: header('sec-gpc').trim() === '1' || header('dnt').trim() === '1',
  };
}
