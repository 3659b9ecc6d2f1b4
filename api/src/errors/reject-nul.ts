// A NUL character (U+0000) is never text a person wrote, and PostgreSQL refuses it in a text value (SQLite stores
// it): found by `npm run fuzz` on PostgreSQL as a 500. Every request under /api with one in its body, query or path
// is refused as bad input before a route runs, the same on both databases.
import type { FastifyRequest } from 'fastify';
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

export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const field = nulIn(request.params, 'params') ?? nulIn(request.query, 'querystring') ?? nulIn(request.body, 'body');
  if (field !== null) throw validationFailed(field, 'bevat een nul-teken (U+0000)');
}
