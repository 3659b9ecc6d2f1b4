// Sends a body of the read cache (db/read-cache.ts) in the encoding the client prefers, compressed once per
// data version instead of once per request. @fastify/compress sees the Content-Encoding and leaves it alone.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BodyEncoding, CachedBody } from '../db/read-cache.ts';

/** As @fastify/compress: smaller answers are not worth compressing. */
const COMPRESSION_THRESHOLD = 1024;
const ENCODINGS: (BodyEncoding | 'identity')[] = ['br', 'gzip', 'identity'];

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && body.identity.length >= COMPRESSION_THRESHOLD ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
  if (encoding === null || encoding === 'identity') return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body.encodedAs(encoding));
}
