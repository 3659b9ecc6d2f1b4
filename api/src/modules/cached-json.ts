// Sends a body of the read cache (db/read-cache.ts) in the encoding the client prefers, compressed once per
// data version instead of once per request. These routes encode their answers themselves, so they opt out of
// @fastify/compress (SELF_ENCODED): its three hooks would only find the work done.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD, type BodyEncoding, type CachedBody } from '../db/read-cache.ts';
import { markCachedBody } from './replayed-answers.ts';

const ENCODINGS: (BodyEncoding | 'identity')[] = ['br', 'gzip', 'identity'];

/** Route options of a route that answers with sendCachedJson: no compression or decompression hooks. */
export const SELF_ENCODED = { compress: false, decompress: false } as const;

/**
 * A handler's answer from the read cache: sent at once when the cache answered synchronously (a hit, nothing to
 * wait for: no promise, and Fastify does not wait for the reply to finish), else when the body is there.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedBody | Promise<CachedBody>): Promise<void> | undefined {
  if (body instanceof Promise) return body.then((ready) => send(request, reply, ready));
  send(request, reply, body);
  return undefined;
}

function send(request: FastifyRequest, reply: FastifyReply, body: CachedBody): void {
  markCachedBody(reply, body);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && body.identity.length >= COMPRESSION_THRESHOLD ? negotiate(accepted.toLowerCase(), ENCODINGS) : null;
  if (encoding === null || encoding === 'identity') reply.send(body.identity);
  else reply.header('content-encoding', encoding).send(body.encodedAs(encoding));
}
