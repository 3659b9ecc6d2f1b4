// A NUL character (U+0000) is never text a person wrote, and PostgreSQL refuses it in a text value (SQLite stores
// it): found by `npm run fuzz` on PostgreSQL as a 500. Every request under /api with one in its body, query or path
// is refused as bad input before a route runs, the same on both databases.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { validationFailed } from './api-error.ts';

/** The path of the first string (or key) holding U+0000, or null. */
function nulIn(value: unknown, path: string): string | null {
  // A raw body (an uploaded image) is bytes, not text: a zero byte is part of it.
  if (ArrayBuffer.isView(value)) return null;
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulIn(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path;
      const found = nulIn(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** A preValidation hook of the /api scope; synchronous, since it runs on every request. */
export function rejectNulCharacters(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  // The path and the query reach a route decoded from the address, where a NUL can only stand as %00 (the HTTP
  // parser refuses a raw one): without it and without a body, as on every read, there is nothing to walk.
  if (request.body === undefined && !request.url.includes('%00')) return done();
  const field = nulIn(request.params, 'params') ?? nulIn(request.query, 'querystring') ?? nulIn(request.body, 'body');
  done(field === null ? undefined : validationFailed(field, 'bevat een nul-teken (U+0000)'));
}
