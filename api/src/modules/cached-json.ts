// Sends a body of the read cache (db/read-cache.ts) in the encoding the client prefers, compressed once per
// data version instead of once per request. @fastify/compress sees the Content-Encoding and leaves it alone.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD, type BodyEncoding, type CachedBody } from '../db/read-cache.ts';

const ENCODINGS: (BodyEncoding | 'identity')[] = ['br', 'gzip', 'identity'];

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && body.identity.length >= COMPRESSION_THRESHOLD ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
  if (encoding === null || encoding === 'identity') return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(body.encodedAs(encoding));
}
